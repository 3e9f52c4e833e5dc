import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { KeyChoice } from "../../core/usage-logs/usage-key-filter.ts";
import { PLAYGROUND_KEY } from "../../core/usage-logs/usage-log-rules.ts";
import { ApiKeyFilterOptions } from "../../ui/components/api-key-filter-options.tsx";

/**
 * One of the person's keys (by name), the playground, or every key. A key the address names that is not among
 * the person's keys filters nothing, and shows as every key.
 */
export function UsageKeyFilter({
  keyId,
  choices,
  onChange,
}: {
  readonly keyId: string | undefined;
  readonly choices: readonly KeyChoice[];
  readonly onChange: (key: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const shown = keyId === PLAYGROUND_KEY || choices.some((choice) => choice.id === keyId) ? keyId : "";
  return (
    <FormGroup className="usage-range" label={t("usageLogs.filters.apiKey")} labelFor={id}>
      <HTMLSelect
        id={id}
        value={shown ?? ""}
        data-testid="usage-key-filter"
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <ApiKeyFilterOptions choices={choices} />
      </HTMLSelect>
    </FormGroup>
  );
}
