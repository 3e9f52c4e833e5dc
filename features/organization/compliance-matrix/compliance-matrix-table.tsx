import { HTMLTable } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../core/money/format-usd.ts";
import { COMPLIANCE_FRAMEWORKS } from "../../../core/organization/compliance-framework.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import { ScrollRegion } from "../../../ui/components/scroll-region.tsx";
import { adoptionCounts, type FrameworkCell, type MatrixRow } from "./compliance-matrix-rows.ts";

/**
 * Departments down, frameworks across: ✓ or — with the role that set it, then PII handling, residency, budget,
 * spend and models. The marks are hidden from screen readers, which read "Adopted" or "Not adopted" instead.
 */
export function ComplianceMatrixTable({ rows }: { rows: readonly MatrixRow[] }) {
  const { t } = useTranslation();
  const counts = adoptionCounts(rows);
  const columns = "organization.matrix.columns";
  return (
    <ScrollRegion className="compliance-matrix-scroll" label={t("organization.matrix.caption")}>
      <HTMLTable className="compliance-matrix-table" compact bordered data-testid="compliance-matrix-table">
        <caption className="compliance-matrix-caption">{t("organization.matrix.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${columns}.department`)}</th>
            {COMPLIANCE_FRAMEWORKS.map((framework) => (
              <th
                key={framework}
                scope="col"
                className="compliance-matrix-mark-column"
                data-framework={framework}
              >
                {t(`organization.matrix.frameworks.${framework}`)}
              </th>
            ))}
            <th scope="col">{t(`${columns}.pii`)}</th>
            <th scope="col">{t(`${columns}.residency`)}</th>
            <th scope="col" className="compliance-matrix-numeric">
              {t(`${columns}.budget`)}
            </th>
            <th scope="col" className="compliance-matrix-numeric">
              {t(`${columns}.spent`)}
            </th>
            <th scope="col">{t(`${columns}.models`)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <MatrixTableRow key={row.id} row={row} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("organization.matrix.adoptedBy")}</th>
            {COMPLIANCE_FRAMEWORKS.map((framework) => (
              <td key={framework} className="compliance-matrix-mark-column">
                {t("organization.matrix.adoptedCount", { count: counts[framework], total: rows.length })}
              </td>
            ))}
            <td colSpan={5} />
          </tr>
        </tfoot>
      </HTMLTable>
    </ScrollRegion>
  );
}

function MatrixTableRow({ row }: { row: MatrixRow }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  return (
    <tr data-testid="matrix-row" data-department-id={row.id}>
      <th scope="row" className="compliance-matrix-department">
        {row.name}
      </th>
      {row.frameworks.map((cell) => (
        <FrameworkMark key={cell.framework} cell={cell} />
      ))}
      <td data-column="pii" data-pii={row.piiHandling}>
        <span className="compliance-matrix-value">
          {t(`organization.matrix.piiHandling.${row.piiHandling}`)}
        </span>
        {row.piiHandling !== "NONE" ? (
          <span className="compliance-matrix-detail">
            {row.piiEntities.length > 0
              ? t("organization.matrix.entities", { list: row.piiEntities.join(", ") })
              : t("organization.matrix.allEntities")}
          </span>
        ) : null}
        <SetBy role={row.piiSetBy} roleName={roleName} />
      </td>
      <td data-column="residency">
        {row.dataResidency
          ? t(`organization.matrix.residency.${row.dataResidency}`)
          : t("common.notAvailable")}
      </td>
      <td data-column="budget" className="compliance-matrix-numeric">
        <span className="compliance-matrix-value">
          {row.monthlyBudget === null ? t("organization.matrix.noBudget") : formatUsd(row.monthlyBudget)}
        </span>
        <SetBy role={row.budgetSetBy} roleName={roleName} />
      </td>
      <td data-column="spent" className="compliance-matrix-numeric">
        {formatUsd(row.spentThisMonth)}
      </td>
      <td data-column="models">
        {row.models.length === 0 ? (
          <span className="compliance-matrix-any">{t("organization.matrix.anyModel")}</span>
        ) : (
          <ul className="compliance-matrix-models">
            {row.models.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

function FrameworkMark({ cell }: { cell: FrameworkCell }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  return (
    <td
      className={`compliance-matrix-mark-column compliance-matrix-mark ${cell.adopted ? "is-adopted" : "is-not-adopted"}`}
      data-framework={cell.framework}
      data-adopted={cell.adopted}
    >
      <span aria-hidden="true" className="compliance-matrix-symbol">
        {cell.adopted ? "✓" : "—"}
      </span>
      <span className="app-visually-hidden">
        {cell.adopted ? t("organization.matrix.adopted") : t("organization.matrix.notAdopted")}
      </span>
      <SetBy role={cell.setBy} roleName={roleName} />
    </td>
  );
}

function SetBy({ role, roleName }: { role: RankedRole | null; roleName: (role: RankedRole) => string }) {
  const { t } = useTranslation();
  if (!role) return null;
  return (
    <span className="compliance-matrix-set-by" data-set-by={role}>
      {t("organization.matrix.setBy", { role: roleName(role) })}
    </span>
  );
}

function useRoleName(): (role: RankedRole) => string {
  const { t } = useTranslation();
  return (role) => t(`organization.shared.roles.${role}`);
}
