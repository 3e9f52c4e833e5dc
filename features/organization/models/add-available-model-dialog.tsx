import { Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect, Spinner } from "@blueprintjs/core";
import { Cube, Globe, Refresh } from "@blueprintjs/icons";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { AppDialog } from "../../../ui/components/app-dialog.tsx";
import { ModelFieldErrors } from "./model-field-errors.tsx";
import type { AvailableModelChoice, AvailableModelDialog } from "./organization-models.state.ts";

/** Picks one of the gateway's models the organization has not added yet; it is added PUBLIC. */
export function AddAvailableModelDialog({
  dialog,
  adding,
  onChoose,
  onRetry,
  onSubmit,
  onClose,
}: {
  /** The dialog's state while it is open, else null. */
  readonly dialog: AvailableModelDialog | null;
  readonly adding: boolean;
  readonly onChoose: (internalId: string) => void;
  readonly onRetry: () => void;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const choices = dialog?.choices;
  const noneLeft = choices?.status === "ready" && choices.items.length === 0;
  return (
    <AppDialog
      isOpen={dialog !== null}
      onClose={onClose}
      title={t("organization.models.available.title")}
      icon={<Cube />}
      canEscapeKeyClose={!adding}
      isCloseButtonShown={!adding}
      className="app-org-model-dialog"
    >
      <form noValidate onSubmit={submit} aria-busy={adding} data-testid="org-available-model-form">
        <DialogBody>
          {choices?.status === "loading" ? <Spinner size={32} /> : null}
          {choices?.status === "failed" ? (
            <Callout intent="danger" title={t("organization.models.available.failed")}>
              {choices.failure.map((message) => (
                <p key={message}>{message}</p>
              ))}
              <Button icon={<Refresh />} onClick={onRetry}>
                {t("common.retry")}
              </Button>
            </Callout>
          ) : null}
          {noneLeft ? (
            <Callout intent="primary">{t("organization.models.available.noneLeft")}</Callout>
          ) : null}
          {choices?.status === "ready" && !noneLeft ? (
            <>
              <FormGroup label={t("organization.models.available.model")} labelFor={selectId}>
                <HTMLSelect
                  id={selectId}
                  fill
                  value={dialog?.internalId ?? ""}
                  onChange={(event) => onChoose(event.target.value)}
                  aria-invalid={(dialog?.fieldErrors.length ?? 0) > 0}
                  aria-describedby={errorId}
                  data-testid="org-available-model-select"
                >
                  <option value="">{t("organization.models.available.choose")}</option>
                  {byProvider(choices.items).map(([provider, models]) => (
                    <optgroup key={provider} label={provider}>
                      {models.map((model) => (
                        <option key={model.id} value={model.id}>
                          {model.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </HTMLSelect>
                <ModelFieldErrors
                  id={errorId}
                  fieldErrors={dialog?.fieldErrors ?? []}
                  property="internalId"
                />
              </FormGroup>
              <Callout icon={<Globe />} compact>
                {t("organization.models.available.public")}
              </Callout>
            </>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} disabled={adding}>
                {t("common.cancel")}
              </Button>
              <Button
                type="submit"
                intent="primary"
                loading={adding}
                disabled={choices?.status !== "ready" || noneLeft}
              >
                {t("organization.models.add")}
              </Button>
            </>
          }
        />
      </form>
    </AppDialog>
  );
}

/** The choices grouped by provider, in the order given. */
function byProvider(choices: readonly AvailableModelChoice[]): [string, AvailableModelChoice[]][] {
  const groups = new Map<string, AvailableModelChoice[]>();
  for (const choice of choices) groups.set(choice.provider, [...(groups.get(choice.provider) ?? []), choice]);
  return [...groups];
}
