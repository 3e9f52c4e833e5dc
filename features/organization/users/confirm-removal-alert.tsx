import { Alert } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

/** Asks before someone is removed, naming them; busy while the removal runs. */
export function ConfirmRemovalAlert({
  question,
  removing,
  onConfirm,
  onCancel,
}: {
  /** The question naming the person; null when nothing is being asked. */
  readonly question: string | null;
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
      confirmButtonText={t("organization.users.remove")}
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
