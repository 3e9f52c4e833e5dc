import { Alert } from "@blueprintjs/core";
import { Undo } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";

interface DiscardChangesAlertProps {
  readonly isOpen: boolean;
  /** The question, naming what would be lost. */
  readonly question: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before unsaved settings are thrown away (a discard, or leaving for another department). */
export function DiscardChangesAlert({ isOpen, question, onConfirm, onCancel }: DiscardChangesAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      isOpen={isOpen}
      intent="warning"
      icon={<Undo />}
      confirmButtonText={t("organization.departments.settings.discardChanges")}
      cancelButtonText={t("organization.departments.settings.keepEditing")}
      canEscapeKeyCancel
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p data-testid="discard-question">{question}</p>
    </Alert>
  );
}
