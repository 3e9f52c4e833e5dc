import { InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { errorsOf } from "../../../ui/components/broken-rule-text.ts";
import { LabelledField } from "../../../ui/components/labelled-field.tsx";
import { resourceFieldErrorText } from "./resource-field-error-text.ts";

/** The name a document is stored under (no spaces), in either way of adding one. */
export function PolicyNameField({
  id,
  value,
  errors,
  disabled,
  onChange,
}: {
  readonly id: string;
  readonly value: string;
  readonly errors: ReturnType<typeof errorsOf>;
  readonly disabled: boolean;
  readonly onChange: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <LabelledField
      errorText={resourceFieldErrorText}
      id={id}
      label={t("organization.departmentResources.files.name")}
      errors={errors}
      helper={<span>{t("organization.departmentResources.files.nameHelp")}</span>}
    >
      <InputGroup
        id={id}
        data-testid={`${id}-input`}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onValueChange={onChange}
      />
    </LabelledField>
  );
}
