import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AnalyticsChoices } from "./organization-analytics.view-model.ts";
import type { OrganizationAnalyticsView } from "./organization-analytics-address.ts";

export interface OrganizationAnalyticsFiltersProps {
  readonly view: OrganizationAnalyticsView;
  readonly choices: AnalyticsChoices;
  readonly onChange: (change: Partial<OrganizationAnalyticsView>) => void;
}

/** One department, or every one the person may report on; one person, or everyone. */
export function OrganizationAnalyticsFilters({ view, choices, onChange }: OrganizationAnalyticsFiltersProps) {
  const { t } = useTranslation();
  const departmentId = useId();
  const personId = useId();
  const departments = withShown(choices.departments, view.departmentId);
  return (
    <div className="usage-range" data-testid="organization-analytics-filters">
      <FormGroup label={t("organization.report.columns.department")} labelFor={departmentId}>
        <HTMLSelect
          id={departmentId}
          value={view.departmentId ?? ""}
          // Another department's people differ: the person chosen is let go.
          onChange={(event) => onChange({ departmentId: event.target.value || undefined, userId: undefined })}
        >
          <option value="">{t("organization.analytics.allDepartments")}</option>
          {departments.map((department) => (
            <option key={department.id} value={department.id}>
              {department.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t("organization.report.filters.user")} labelFor={personId}>
        <HTMLSelect
          id={personId}
          value={view.userId ?? ""}
          onChange={(event) => onChange({ userId: event.target.value || undefined })}
        >
          <option value="">{t("organization.report.filters.anyUser")}</option>
          {choices.people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </div>
  );
}

/** The choices, and the one the address names even before the list is known (by id until then). */
function withShown(choices: AnalyticsChoices["departments"], shownId: string | undefined) {
  if (!shownId || choices.some((choice) => choice.id === shownId)) return choices;
  return [...choices, { id: shownId, name: shownId }];
}
