import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { DepartmentChoice } from "./playground.state.ts";

const SELECT_ID = "playground-department";
const PERSONAL = "";

interface DepartmentPickerProps {
  readonly departments: readonly DepartmentChoice[];
  readonly value: string | null;
  readonly onChange: (departmentId: string | null) => void;
}

/**
 * Asks for oneself (the default) or as one of the person's departments, whose policies then apply. Shown only
 * to someone who belongs to a department.
 */
export function DepartmentPicker({ departments, value, onChange }: DepartmentPickerProps) {
  const { t } = useTranslation();
  if (departments.length === 0) return null;
  return (
    <FormGroup
      label={t("playground.department.label")}
      labelFor={SELECT_ID}
      helperText={t("playground.department.hint")}
    >
      <HTMLSelect
        id={SELECT_ID}
        fill
        value={value ?? PERSONAL}
        onChange={(event) =>
          onChange(event.currentTarget.value === PERSONAL ? null : event.currentTarget.value)
        }
        options={[
          { value: PERSONAL, label: t("playground.department.personal") },
          ...departments.map((department) => ({ value: department.id, label: department.name })),
        ]}
      />
    </FormGroup>
  );
}
