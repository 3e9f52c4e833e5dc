import { Button, Checkbox, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { FilterRemove } from "@blueprintjs/icons";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { REPORT_PAGE_SIZES, type ReportView } from "./report-address.ts";
import type { DepartmentChoice, UserChoice } from "./requests-report.state.ts";

export interface ReportFiltersProps {
  readonly view: ReportView;
  readonly departments: readonly DepartmentChoice[];
  readonly users: readonly UserChoice[];
  readonly onChange: (change: Partial<ReportView>) => void;
  readonly onClear: () => void;
}

/** Departments (any number of them), user and page size; each change goes to the address. */
export function ReportFilters({ view, departments, users, onChange, onClear }: ReportFiltersProps) {
  const { t } = useTranslation();
  const userId = useId();
  const pageSizeId = useId();
  const hintId = useId();
  const chosen = new Set(view.departmentIds);
  const toggle = (id: string, checked: boolean) =>
    onChange({
      // Kept in the order the filter lists them, so the address reads the same whatever the clicks' order.
      departmentIds: departments
        .map((department) => department.id)
        .filter((candidate) => (candidate === id ? checked : chosen.has(candidate))),
    });
  return (
    <fieldset className="organization-report-filters">
      <legend className="app-visually-hidden">{t("organization.report.filters.label")}</legend>
      <fieldset className="organization-report-departments" aria-describedby={hintId}>
        <legend>{t("organization.report.filters.departments")}</legend>
        <div className="organization-report-department-list">
          {departments.map((department) => (
            <Checkbox
              key={department.id}
              inline
              label={department.name}
              checked={chosen.has(department.id)}
              onChange={(event) => toggle(department.id, event.currentTarget.checked)}
            />
          ))}
        </div>
        <p id={hintId} className="organization-report-hint">
          {t("organization.report.filters.allDepartments")}
        </p>
      </fieldset>
      <div className="organization-report-selects">
        <FormGroup label={t("organization.report.filters.user")} labelFor={userId}>
          <HTMLSelect
            id={userId}
            value={view.userId ?? ""}
            onChange={(event) => onChange({ userId: event.target.value || undefined })}
          >
            <option value="">{t("organization.report.filters.anyUser")}</option>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.email}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t("organization.report.filters.pageSize")} labelFor={pageSizeId}>
          <HTMLSelect
            id={pageSizeId}
            value={view.limit}
            onChange={(event) => onChange({ limit: Number(event.target.value) })}
          >
            {REPORT_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <Button
          variant="minimal"
          icon={<FilterRemove />}
          disabled={view.departmentIds.length === 0 && !view.userId}
          onClick={onClear}
        >
          {t("organization.report.filters.clear")}
        </Button>
      </div>
    </fieldset>
  );
}
