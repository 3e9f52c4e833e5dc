import {
  Button,
  Callout,
  Classes,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Radio,
  RadioGroup,
} from "@blueprintjs/core";
import { Build, Exchange } from "@blueprintjs/icons";
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { GridNode } from "../../../core/organization/grid-node.entity.ts";
import { ModelAccessType } from "../../../core/organization/organization-model.entity.ts";
import { AppDialog } from "../../../ui/components/app-dialog.tsx";
import { TextArea } from "../../../ui/components/text-area.tsx";
import { ConnectionTestResult } from "./connection-test-result.tsx";
import { type CustomModelField, deploymentRegions, pickableGridNodes } from "./custom-model-draft.ts";
import { ModelFieldErrors } from "./model-field-errors.tsx";
import type { CustomModelDialog } from "./organization-models.state.ts";
import { formatRenewableShare } from "./renewable-share.ts";

interface CustomModelDialogProps {
  /** The dialog's state while it is open, else null. */
  readonly dialog: CustomModelDialog | null;
  /** The nodes a custom model can run on; the picker shows each with its region and renewable share. */
  readonly gridNodes: readonly GridNode[];
  readonly adding: boolean;
  readonly onEdit: (field: CustomModelField, value: string) => void;
  /** Tries the typed URL and key through the gateway. */
  readonly onTestConnection: () => void;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
}

/**
 * Describes a model the organization hosts: name, provider, access, region and grid node are required (SPEC §5,
 * checked by core before anything is sent); the dedicated URL, the API key (masked once stored), the prices and
 * the XML configuration are optional. Once a URL is typed, its connection can be tested before the model is
 * added. A click beside the dialog keeps what was typed.
 */
export function AddCustomModelDialog(props: CustomModelDialogProps) {
  const { t } = useTranslation();
  const { dialog, adding, onClose } = props;
  return (
    <AppDialog
      isOpen={dialog !== null}
      onClose={onClose}
      title={t("organization.models.custom.title")}
      icon={<Build />}
      canEscapeKeyClose={!adding}
      canOutsideClickClose={false}
      isCloseButtonShown={!adding}
      className="app-org-model-dialog app-org-custom-model-dialog"
    >
      {dialog ? <CustomModelForm {...props} dialog={dialog} /> : null}
    </AppDialog>
  );
}

function CustomModelForm({
  dialog,
  gridNodes,
  adding,
  onEdit,
  onTestConnection,
  onSubmit,
  onClose,
}: CustomModelDialogProps & { readonly dialog: CustomModelDialog }) {
  const { t, i18n } = useTranslation();
  const prefix = useId();
  const id = (field: CustomModelField) => `${prefix}-${field}`;
  const { draft, fieldErrors } = dialog;
  const focusFirstError = useRef(false);
  useEffect(() => {
    // After a submit only: while typing, a field's error going away must not move the focus elsewhere.
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = fieldErrors[0];
    if (first) document.getElementById(`${prefix}-${first.property}`)?.focus();
  }, [fieldErrors, prefix]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    focusFirstError.current = true;
    onSubmit();
  };
  const field = (
    name: CustomModelField,
    control: ReactNode,
    options: { optional?: boolean; helper?: string } = {},
  ) => (
    <FormGroup
      label={t(`organization.models.custom.fields.${name}`)}
      labelFor={id(name)}
      labelInfo={options.optional ? `(${t("organization.models.optional")})` : undefined}
      helperText={options.helper}
    >
      {control}
      <ModelFieldErrors id={`${id(name)}-errors`} fieldErrors={fieldErrors} property={name} />
    </FormGroup>
  );
  const invalid = (name: CustomModelField) => fieldErrors.some((error) => error.property === name);
  const described = (name: CustomModelField) => (invalid(name) ? `${id(name)}-errors` : undefined);
  const text = (name: CustomModelField, type = "text", inputMode?: "decimal") => (
    <InputGroup
      id={id(name)}
      type={type}
      inputMode={inputMode}
      value={draft[name]}
      onValueChange={(value) => onEdit(name, value)}
      intent={invalid(name) ? "danger" : "none"}
      aria-invalid={invalid(name)}
      aria-describedby={described(name)}
      autoComplete="off"
    />
  );
  const nodes = pickableGridNodes(gridNodes, draft.deploymentRegion);
  return (
    <form noValidate onSubmit={submit} aria-busy={adding} data-testid="org-custom-model-form">
      <DialogBody>
        <div className="app-org-custom-model-grid">
          {field("name", text("name"))}
          {field("provider", text("provider"))}
          <RadioGroup
            inline
            label={t("organization.models.custom.fields.accessType")}
            name={id("accessType")}
            selectedValue={draft.accessType}
            onChange={(event) => onEdit("accessType", event.currentTarget.value)}
            className="app-org-model-access"
          >
            {[ModelAccessType.PRIVATE, ModelAccessType.PUBLIC].map((access) => (
              <Radio key={access} value={access} label={t(`organization.models.accessTypes.${access}`)} />
            ))}
          </RadioGroup>
          {field(
            "deploymentRegion",
            <HTMLSelect
              id={id("deploymentRegion")}
              fill
              value={draft.deploymentRegion}
              onChange={(event) => onEdit("deploymentRegion", event.target.value)}
              aria-invalid={invalid("deploymentRegion")}
              aria-describedby={described("deploymentRegion")}
            >
              <option value="">{t("organization.models.custom.chooseRegion")}</option>
              {deploymentRegions(gridNodes).map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </HTMLSelect>,
          )}
        </div>
        {field(
          "gridNodeId",
          <HTMLSelect
            id={id("gridNodeId")}
            fill
            value={draft.gridNodeId}
            onChange={(event) => onEdit("gridNodeId", event.target.value)}
            aria-invalid={invalid("gridNodeId")}
            aria-describedby={described("gridNodeId")}
          >
            <option value="">{t("organization.models.custom.chooseGridNode")}</option>
            {nodes.map((node) => (
              <option key={node.id} value={node.id}>
                {t("organization.models.custom.gridNodeOption", {
                  region: node.region,
                  name: node.name,
                  location: node.location,
                  share: formatRenewableShare(node.renewablePercentage, i18n.language),
                })}
              </option>
            ))}
          </HTMLSelect>,
        )}
        {gridNodes.length === 0 ? (
          <Callout intent="warning" compact>
            {t("organization.models.custom.noGridNodes")}
          </Callout>
        ) : null}
        <div className="app-org-custom-model-grid">
          {field("dedicatedUrl", text("dedicatedUrl", "url"), { optional: true })}
          {field("customModelApikey", text("customModelApikey", "password"), {
            optional: true,
            helper: t("organization.models.custom.apiKeyHelp"),
          })}
        </div>
        <div className="app-org-connection-test-row">
          <Button
            icon={<Exchange />}
            onClick={onTestConnection}
            disabled={draft.dedicatedUrl.trim() === "" || adding}
            loading={dialog.connection?.status === "testing"}
            data-testid="org-custom-model-test-connection"
          >
            {t("organization.models.connection.test")}
          </Button>
          <ConnectionTestResult check={dialog.connection} name={draft.name.trim()} />
        </div>
        <div className="app-org-custom-model-grid">
          {field("tokenInPricePerMillionTokens", text("tokenInPricePerMillionTokens", "text", "decimal"), {
            optional: true,
          })}
          {field("tokenOutPricePerMillionTokens", text("tokenOutPricePerMillionTokens", "text", "decimal"), {
            optional: true,
          })}
        </div>
        {field(
          "configXml",
          <TextArea
            id={id("configXml")}
            className={`${Classes.MONOSPACE_TEXT} app-org-model-xml`}
            fill
            rows={5}
            spellCheck={false}
            value={draft.configXml}
            onChange={(event) => onEdit("configXml", event.target.value)}
          />,
          { optional: true, helper: t("organization.models.custom.configXmlHelp") },
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose} disabled={adding}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" intent="primary" loading={adding}>
              {t("organization.models.add")}
            </Button>
          </>
        }
      />
    </form>
  );
}
