import { Alert } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * Asks before something is removed or deleted, naming it in the question; busy while the removal runs. Any
 * organization page's destructive action goes through it.
 */
export function RemovalAlert({
  question,
  confirmText,
  removing,
  onConfirm,
  onCancel,
}: {
  /** The question naming what goes; null when nothing is being asked. */
  readonly question: string | null;
  /** The confirm button's words ("Delete", "Remove"). */
  readonly confirmText: string;
  readonly removing: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  // Still worded while the alert fades out after the question was answered.
  const asked = useRef(question);
  if (question) asked.current = question;
  return (
    <Alert
      isOpen={question !== null}
      intent="danger"
      icon={<Trash />}
      confirmButtonText={confirmText}
      cancelButtonText={t("common.cancel")}
      loading={removing}
      canEscapeKeyCancel={!removing}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p data-testid="removal-question">{asked.current}</p>
    </Alert>
  );
}
