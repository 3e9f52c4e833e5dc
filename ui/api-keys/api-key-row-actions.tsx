import { Button, ButtonGroup } from "@blueprintjs/core";
import { Disable, Edit, Refresh, Trash } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { ApiKeyStatus } from "../../core/api-keys/api-key-status.ts";
import type { ListedApiKey } from "./listed-api-key.ts";

export interface ApiKeyRowHandlers {
  readonly onEdit: (id: string) => void;
  readonly onRotate: (id: string) => void;
  readonly onRevoke: (id: string) => void;
  readonly onRemove: (id: string) => void;
}

/** Edit, rotate, revoke and delete one key: buttons named after the key, reached with Tab like any other. */
export function ApiKeyRowActions({
  apiKey,
  busy,
  handlers,
}: {
  readonly apiKey: ListedApiKey;
  readonly busy: boolean;
  readonly handlers: ApiKeyRowHandlers;
}) {
  const { t } = useTranslation();
  const revoked = apiKey.status === ApiKeyStatus.REVOKED;
  const action = (label: string, icon: React.JSX.Element, onClick: () => void, disabled = false) => (
    <Button
      variant="minimal"
      icon={icon}
      aria-label={label}
      title={label}
      disabled={busy || disabled}
      onClick={onClick}
    />
  );
  const key = apiKey.name;
  return (
    <ButtonGroup className="app-api-keys-actions">
      {action(t("apiKeys.editKey", { key }), <Edit />, () => handlers.onEdit(apiKey.id))}
      {action(t("apiKeys.rotateKey", { key }), <Refresh />, () => handlers.onRotate(apiKey.id), revoked)}
      {action(t("apiKeys.revokeKey", { key }), <Disable />, () => handlers.onRevoke(apiKey.id), revoked)}
      {action(t("apiKeys.deleteKey", { key }), <Trash />, () => handlers.onRemove(apiKey.id))}
    </ButtonGroup>
  );
}
