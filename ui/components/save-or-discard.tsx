import { Button } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";

interface SaveOrDiscardProps {
  readonly className: string;
  readonly saving: boolean;
  /** The draft differs from what is saved. */
  readonly unsaved: boolean;
  /** The draft breaks a rule: nothing can be saved yet. */
  readonly blocked?: boolean;
  /** Saves on click; without it the save button submits its form. */
  readonly onSave?: () => void;
  readonly onDiscard: () => void;
}

/** A settings form's two actions: save the draft, or put back what is saved. */
export function SaveOrDiscard({
  className,
  saving,
  unsaved,
  blocked = false,
  onSave,
  onDiscard,
}: SaveOrDiscardProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <Button
        type={onSave ? "button" : "submit"}
        intent="primary"
        loading={saving}
        disabled={!unsaved || blocked}
        onClick={onSave}
      >
        {t("organization.departments.settings.save")}
      </Button>
      <Button variant="minimal" disabled={!unsaved || saving} onClick={onDiscard}>
        {t("organization.departments.settings.discardChanges")}
      </Button>
    </div>
  );
}
