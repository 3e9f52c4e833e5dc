import "./api-keys.css";
import { Checkbox, Classes, InputGroup } from "@blueprintjs/core";
import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";
import { brokenRuleText, errorsOf } from "../components/broken-rule-text.ts";
import { FieldHelp } from "../components/field-help.tsx";
import { LabelledField } from "../components/labelled-field.tsx";
import type { ApiKeySettingsDraft, ApiKeySettingsField } from "./api-key-settings-draft.ts";

export interface ApiKeySettingsFormProps {
  readonly draft: ApiKeySettingsDraft;
  readonly fieldErrors: readonly FieldError[];
  /** The models a key may be limited to (system names). */
  readonly models: readonly string[];
  readonly disabled: boolean;
  readonly onChange: <F extends ApiKeySettingsField>(field: F, value: ApiKeySettingsDraft[F]) => void;
}

type TextField = Exclude<ApiKeySettingsField, "allowedModels">;

const LABELS = {
  name: "apiKeys.form.name",
  expiresAt: "apiKeys.form.expires",
  monthlyBudgetUsd: "apiKeys.form.budget",
  requestsPerMinute: "apiKeys.form.requestsPerMinute",
  tokensPerMinute: "apiKeys.form.tokensPerMinute",
  allowedModels: "apiKeys.form.models",
} as const satisfies Record<ApiKeySettingsField, string>;

/**
 * A key's settings, as made or edited (the person's own keys, a department person's keys): name, last day,
 * monthly budget, limits per minute and the models it may call, each field with its broken rules underneath.
 */
export function ApiKeySettingsForm({
  draft,
  fieldErrors,
  models,
  disabled,
  onChange,
}: ApiKeySettingsFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: TextField, input: Partial<{ type: string; inputMode: "decimal" | "numeric" }>) => {
    const errors = errorsOf(fieldErrors, name);
    return (
      <LabelledField
        id={`${id}-${name}`}
        label={t(LABELS[name])}
        errors={errors}
        errorText={settingsErrorText}
        helper={name === "name" ? undefined : t("apiKeys.form.optional")}
      >
        <InputGroup
          id={`${id}-${name}`}
          name={name}
          type={input.type}
          inputMode={input.inputMode}
          required={name === "name"}
          autoFocus={name === "name"}
          value={draft[name]}
          disabled={disabled}
          intent={errors.length > 0 ? "danger" : "none"}
          aria-invalid={errors.length > 0}
          aria-describedby={`${id}-${name}-help`}
          onValueChange={(value) => onChange(name, value)}
        />
      </LabelledField>
    );
  };
  return (
    <div className="app-api-key-settings-form" data-testid="api-key-settings-form">
      {field("name", {})}
      {field("expiresAt", { type: "date" })}
      <div className="app-api-key-settings-limits">
        {field("monthlyBudgetUsd", { inputMode: "decimal" })}
        {field("requestsPerMinute", { inputMode: "numeric" })}
        {field("tokensPerMinute", { inputMode: "numeric" })}
      </div>
      <AllowedModels
        id={`${id}-allowedModels`}
        chosen={draft.allowedModels}
        models={models}
        errors={errorsOf(fieldErrors, "allowedModels")}
        disabled={disabled}
        onChange={(chosen) => onChange("allowedModels", chosen)}
      />
      <FormErrors errors={errorsOf(fieldErrors, "")} />
    </div>
  );
}

function AllowedModels({
  id,
  chosen,
  models,
  errors,
  disabled,
  onChange,
}: {
  readonly id: string;
  readonly chosen: readonly string[];
  readonly models: readonly string[];
  readonly errors: readonly FieldError[];
  readonly disabled: boolean;
  readonly onChange: (chosen: readonly string[]) => void;
}) {
  const { t } = useTranslation();
  // A model chosen earlier that the catalogue no longer lists stays visible, so it can be let go of.
  const listed = [...new Set([...models, ...chosen])];
  const toggle = (model: string, on: boolean) =>
    onChange(on ? [...chosen, model] : chosen.filter((name) => name !== model));
  return (
    <fieldset className="app-api-key-settings-models" aria-describedby={`${id}-help`}>
      <legend className={Classes.LABEL}>{t(LABELS.allowedModels)}</legend>
      <div className="app-api-key-settings-model-list">
        {listed.map((model) => (
          <Checkbox
            key={model}
            label={model}
            checked={chosen.includes(model)}
            disabled={disabled}
            onChange={(event) => toggle(model, event.currentTarget.checked)}
          />
        ))}
      </div>
      <FieldHelp
        id={id}
        messages={errors.map((error) => error.message)}
        help={t("apiKeys.form.modelsHelp")}
        helpStays
      />
    </fieldset>
  );
}

function FormErrors({ errors }: { readonly errors: readonly FieldError[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="app-api-key-settings-errors" role="alert">
      {errors.map((error) => (
        <p key={error.message} data-testid="field-error">
          {error.message}
        </p>
      ))}
    </div>
  );
}

/** A shared rule names the field by its label; the DTO's own messages are shown as the gateway words them. */
function settingsErrorText(t: TFunction, error: FieldError): string {
  return brokenRuleText(t, error, (property) =>
    property in LABELS ? t(LABELS[property as ApiKeySettingsField]) : null,
  );
}
