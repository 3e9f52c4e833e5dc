import { Button, Classes, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { Department } from "../../../core/organization/department.entity.ts";
import { OrganizationTable } from "../shared/organization-table.tsx";
import { departmentLabels } from "./department-labels.ts";

interface DepartmentsTableProps {
  readonly departments: readonly Department[];
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
}

/** The departments with their policies, PII handling, residency and this month's spend; a name opens one. */
export function DepartmentsTable({ departments, selectedId, onSelect }: DepartmentsTableProps) {
  const { t } = useTranslation();
  const column = (name: "name" | "description" | "policies" | "pii" | "residency" | "budget") =>
    t(`organization.departments.columns.${name}`);
  return (
    <OrganizationTable
      className="app-departments-table"
      interactive
      label={t("routes.ORGANIZATION_DEPARTMENT_PAGE")}
    >
      <thead>
        <tr>
          <th scope="col">{column("name")}</th>
          <th scope="col">{column("description")}</th>
          <th scope="col">{column("policies")}</th>
          <th scope="col">{column("pii")}</th>
          <th scope="col">{column("residency")}</th>
          <th scope="col">{column("budget")}</th>
        </tr>
      </thead>
      <tbody>
        {departments.map((department) => {
          const selected = department.id === selectedId;
          return (
            <tr
              key={department.id}
              data-testid="department-row"
              data-department-id={department.id}
              aria-current={selected ? "true" : undefined}
              className={selected ? "app-departments-row-selected" : undefined}
              onClick={() => onSelect(department.id)}
            >
              <td data-column="name">
                <Button
                  variant="minimal"
                  intent={selected ? "primary" : "none"}
                  className="app-departments-name"
                  onClick={(event) => {
                    // The row's own click would select it a second time.
                    event.stopPropagation();
                    onSelect(department.id);
                  }}
                >
                  {department.name}
                </Button>
              </td>
              <td data-column="description" className="app-departments-description">
                {department.description || (
                  <span className={Classes.TEXT_MUTED}>{t("common.notAvailable")}</span>
                )}
              </td>
              <td data-column="policies">
                {department.policiesAssigned.length > 0 ? (
                  <span className="app-departments-tags">
                    {department.policiesAssigned.map((framework) => (
                      <Tag key={framework} minimal intent="primary">
                        {departmentLabels.framework(t, framework)}
                      </Tag>
                    ))}
                  </span>
                ) : (
                  <span className={Classes.TEXT_MUTED}>{t("organization.departments.noPolicies")}</span>
                )}
              </td>
              <td data-column="pii">{departmentLabels.piiHandling(t, department.PIIAndSensitive)}</td>
              <td data-column="residency">
                {department.dataResidency ? (
                  departmentLabels.residency(t, department.dataResidency)
                ) : (
                  <span className={Classes.TEXT_MUTED}>{t("common.notAvailable")}</span>
                )}
              </td>
              <td data-column="budget" className="app-departments-number">
                {departmentLabels.spend(t, department)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </OrganizationTable>
  );
}
