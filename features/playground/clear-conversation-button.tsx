import { Alert, Button } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Clears the conversation after the person confirms it: there is no way back. */
export function ClearConversationButton({
  disabled,
  onConfirm,
}: {
  disabled: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="minimal"
        size="small"
        icon={<Trash />}
        text={t("playground.conversation.clear")}
        disabled={disabled}
        onClick={() => setAsking(true)}
      />
      <Alert
        isOpen={asking}
        intent="danger"
        icon={<Trash size={40} />}
        cancelButtonText={t("common.cancel")}
        confirmButtonText={t("common.clear")}
        canEscapeKeyCancel
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        <p>{t("playground.conversation.clearConfirm")}</p>
      </Alert>
    </>
  );
}
