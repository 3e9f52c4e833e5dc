import { Button, DialogBody, DialogFooter, Radio, RadioGroup } from "@blueprintjs/core";
import { Refresh } from "@blueprintjs/icons";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ROTATION_GRACES, type RotationGrace } from "../../core/api-keys/rotation-grace.ts";
import { AppDialog } from "../components/app-dialog.tsx";

export interface RotateApiKeyDialogProps {
  /** The name of the key to rotate; null closes the dialog. */
  readonly keyName: string | null;
  readonly grace: RotationGrace;
  readonly rotating: boolean;
  readonly onGraceChange: (grace: RotationGrace) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks how long the old secret keeps working once a key is rotated: not at all, 1 hour, 24 hours or 7 days. */
export function RotateApiKeyDialog({
  keyName,
  grace,
  rotating,
  onGraceChange,
  onConfirm,
  onCancel,
}: RotateApiKeyDialogProps) {
  const { t } = useTranslation();
  // Still named while the dialog fades out after it was answered.
  const asked = useRef(keyName);
  if (keyName !== null) asked.current = keyName;
  return (
    <AppDialog
      isOpen={keyName !== null}
      onClose={onCancel}
      title={t("apiKeys.rotate.title")}
      icon={<Refresh />}
      canEscapeKeyClose={!rotating}
      canOutsideClickClose={!rotating}
      isCloseButtonShown={!rotating}
    >
      <form
        data-testid="rotate-api-key-dialog"
        aria-busy={rotating}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <DialogBody>
          <RadioGroup
            label={t("apiKeys.rotate.question", { key: asked.current ?? "" })}
            selectedValue={grace}
            disabled={rotating}
            onChange={(event) => onGraceChange(event.currentTarget.value as RotationGrace)}
          >
            {ROTATION_GRACES.map((choice) => (
              <Radio key={choice} value={choice} label={t(`apiKeys.rotate.grace.${choice}`)} />
            ))}
          </RadioGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" disabled={rotating} onClick={onCancel}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" intent="primary" loading={rotating} data-testid="api-key-rotate-confirm">
                {t("apiKeys.rotate.confirm")}
              </Button>
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
