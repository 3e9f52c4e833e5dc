import { Alert } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ApiKeysState } from "./api-keys.state.ts";

/** Asks before a key is deleted, naming it (masked); busy while the deletion runs. */
export function RemoveApiKeyAlert({
  state,
  onConfirm,
  onCancel,
}: {
  readonly state: ApiKeysState;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  // Still named while the alert fades out after the question was answered.
  const asked = useRef(state.removal);
  if (state.removal) asked.current = state.removal;
  return (
    <Alert
      isOpen={state.removal !== null}
      intent="danger"
      icon={<Trash />}
      confirmButtonText={t("common.delete")}
      cancelButtonText={t("common.cancel")}
      loading={state.call === "removing"}
      canEscapeKeyCancel={state.call === null}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p data-testid="api-key-removal-question">
        {t("apiKeys.confirmDelete", { key: asked.current?.masked ?? "" })}
      </p>
    </Alert>
  );
}
