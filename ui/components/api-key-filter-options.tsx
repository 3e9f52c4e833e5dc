import { useTranslation } from "react-i18next";
import type { KeyChoice } from "../../core/usage-logs/usage-key-filter.ts";
import { PLAYGROUND_KEY } from "../../core/usage-logs/usage-log-rules.ts";

/**
 * The options of a key filter (the request logs', the usage analytics'): every key, the playground, then the
 * person's own keys by name, each standing for its id.
 */
export function ApiKeyFilterOptions({ choices }: { readonly choices: readonly KeyChoice[] }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t("usageLogs.filters.anyKey")}</option>
      <option value={PLAYGROUND_KEY}>{t("usageLogs.playground")}</option>
      {choices.map((key) => (
        <option key={key.id} value={key.id}>
          {key.label}
        </option>
      ))}
    </>
  );
}
