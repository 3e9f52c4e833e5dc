import { Button, DialogBody, DialogFooter } from "@blueprintjs/core";
import { Edit, Key } from "@blueprintjs/icons";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { AppDialog } from "../components/app-dialog.tsx";
import type {
  ApiKeySettingsDraft,
  ApiKeySettingsField,
  ApiKeySettingsFormState,
} from "./api-key-settings-draft.ts";
import { ApiKeySettingsForm } from "./api-key-settings-form.tsx";

export interface ApiKeySettingsDialogProps {
  /** The form shown; null closes the dialog. */
  readonly form: ApiKeySettingsFormState | null;
  readonly models: readonly string[];
  readonly saving: boolean;
  readonly onChange: <F extends ApiKeySettingsField>(field: F, value: ApiKeySettingsDraft[F]) => void;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

/** Makes a key or edits one's settings: the same form, titled and submitted for what it does. Enter saves. */
export function ApiKeySettingsDialog({
  form,
  models,
  saving,
  onChange,
  onSubmit,
  onCancel,
}: ApiKeySettingsDialogProps) {
  const { t } = useTranslation();
  // Still drawn while the dialog fades out after it was answered.
  const shown = useRef(form);
  if (form) shown.current = form;
  const drawn = shown.current;
  const editing = drawn?.keyId != null;
  return (
    <AppDialog
      isOpen={form !== null}
      onClose={onCancel}
      title={editing ? t("apiKeys.form.editTitle") : t("apiKeys.form.createTitle")}
      icon={editing ? <Edit /> : <Key />}
      canEscapeKeyClose={!saving}
      canOutsideClickClose={!saving}
      isCloseButtonShown={!saving}
      className="app-api-key-settings-dialog"
    >
      <form
        noValidate
        aria-busy={saving}
        data-testid="api-key-settings-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogBody>
          {drawn ? (
            <ApiKeySettingsForm
              draft={drawn.draft}
              fieldErrors={drawn.fieldErrors}
              models={models}
              disabled={saving}
              onChange={onChange}
            />
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" disabled={saving} onClick={onCancel}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" intent="primary" loading={saving} data-testid="api-key-settings-submit">
                {editing ? t("apiKeys.form.save") : t("apiKeys.create")}
              </Button>
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
