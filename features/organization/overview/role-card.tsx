import { Card, Classes, Tag } from "@blueprintjs/core";
import { Tick } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import type { OrganizationSummary } from "../../../core/organization/organization-summary.entity.ts";
import { OverviewCardHeading } from "./overview-card-heading.tsx";
import { roleStatements } from "./overview-texts.ts";

interface RoleCardProps {
  readonly summary: OrganizationSummary;
  /** The role they act with organization-wide. */
  readonly role: OrganizationRole | DepartmentRole | null;
}

/** The person's role, their departments with their role in each, and the derived flags in plain words. */
export function RoleCard({ summary, role }: RoleCardProps) {
  const { t } = useTranslation();
  const statements = roleStatements(t, summary);
  return (
    <Card className="organization-overview-card" data-testid="organization-role">
      <OverviewCardHeading id="organization-role-title">
        {t("organization.overview.role.title")}
      </OverviewCardHeading>
      {role ? (
        <p>
          {t("organization.overview.role.actingAs")}{" "}
          <Tag intent="primary" minimal data-testid="organization-acting-role">
            {t(`organization.shared.roles.${role}`)}
          </Tag>
        </p>
      ) : null}
      <ul className="organization-overview-statements" data-testid="organization-role-statements">
        {statements.map((statement) => (
          <li key={statement}>
            <Tick className="organization-overview-statement-icon" aria-hidden />
            <span>{statement}</span>
          </li>
        ))}
      </ul>
      <h3 className={`${Classes.HEADING} organization-overview-subtitle`}>
        {t("organization.overview.role.departments")}
      </h3>
      {summary.departments.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t("organization.overview.role.noDepartments")}</p>
      ) : (
        <ul className="organization-overview-departments">
          {summary.departments.map((department) => (
            <li key={department.id} data-testid="organization-membership">
              <span data-testid="organization-membership-name">{department.name}</span>
              <Tag minimal data-testid="organization-membership-role">
                {t(`organization.shared.roles.${department.role}`)}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
