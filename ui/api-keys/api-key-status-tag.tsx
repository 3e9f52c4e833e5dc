import { type Intent, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { ApiKeyStatus } from "../../core/api-keys/api-key-status.ts";

const INTENTS: Record<ApiKeyStatus, Intent> = {
  active: "success",
  expiring: "warning",
  expired: "danger",
  revoked: "none",
};

/** How a key stands (core's apiKeyStatus), as a tag a list shows beside it. */
export function ApiKeyStatusTag({ status }: { readonly status: ApiKeyStatus }) {
  const { t } = useTranslation();
  return (
    <Tag minimal round intent={INTENTS[status]} data-testid="api-key-status" data-status={status}>
      {t(`apiKeys.status.${status}`)}
    </Tag>
  );
}
