import { Alert } from "@blueprintjs/core";
import { Disable, Trash } from "@blueprintjs/icons";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

/** What the person is asked to confirm about a key. */
export interface ApiKeyQuestion {
  readonly kind: "revoke" | "remove";
  /** How the key is named to them. */
  readonly name: string;
}

/** Asks before a key is revoked or deleted, naming it; busy while the call runs. */
export function ApiKeyConfirmAlert({
  question,
  busy,
  onConfirm,
  onCancel,
}: {
  readonly question: ApiKeyQuestion | null;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  // Still named while the alert fades out after it was answered.
  const asked = useRef(question);
  if (question) asked.current = question;
  const revoking = asked.current?.kind === "revoke";
  const key = asked.current?.name ?? "";
  return (
    <Alert
      isOpen={question !== null}
      intent="danger"
      icon={revoking ? <Disable /> : <Trash />}
      confirmButtonText={revoking ? t("apiKeys.revoke") : t("common.delete")}
      cancelButtonText={t("common.cancel")}
      loading={busy}
      canEscapeKeyCancel={!busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p data-testid="api-key-question">
        {revoking ? t("apiKeys.confirmRevoke", { key }) : t("apiKeys.confirmDelete", { key })}
      </p>
    </Alert>
  );
}
