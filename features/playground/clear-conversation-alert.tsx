import { Alert } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";

export interface ClearConversationAlertProps {
  readonly isOpen: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Asks before the conversation is cleared: there is no way back. */
export function ClearConversationAlert({ isOpen, onCancel, onConfirm }: ClearConversationAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      isOpen={isOpen}
      intent="danger"
      icon={<Trash size={40} />}
      cancelButtonText={t("common.cancel")}
      confirmButtonText={t("common.clear")}
      canEscapeKeyCancel
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{t("playground.conversation.clearConfirm")}</p>
    </Alert>
  );
}
