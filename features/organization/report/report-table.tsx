import { HTMLTable, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { ReportItem } from "../../../core/organization/report-item.entity.ts";
import { ScrollRegion } from "../../../ui/components/scroll-region.tsx";
import { REPORT_COLUMNS, statusIntent } from "./report-columns.ts";

export interface ReportTableProps {
  readonly items: readonly ReportItem[];
  /** True while another page is fetched: the rows shown are the previous page's. */
  readonly busy: boolean;
  readonly departmentName: (departmentId: string) => string;
}

/** One page of requests: who sent each, when, to which department and model, how it ended and what it cost. */
export function ReportTable({ items, busy, departmentName }: ReportTableProps) {
  const { t } = useTranslation();
  const context = { departmentName, notAvailable: t("common.notAvailable") };
  return (
    <ScrollRegion className="organization-report-table-scroll" label={t("organization.report.tableLabel")}>
      <HTMLTable
        className="organization-report-table"
        compact
        striped
        aria-busy={busy}
        data-testid="report-table"
      >
        <caption className="app-visually-hidden">{t("organization.report.tableLabel")}</caption>
        <thead>
          <tr>
            {REPORT_COLUMNS.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.numeric ? "organization-report-numeric" : undefined}
              >
                {t(`organization.report.columns.${column.id}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="report-row" data-request-id={item.id}>
              {REPORT_COLUMNS.map((column) => {
                const text = column.text(item, context);
                return (
                  <td
                    key={column.id}
                    data-column={column.id}
                    className={column.numeric ? "organization-report-numeric" : undefined}
                    title={column.id === "error" && item.error ? item.error : undefined}
                  >
                    {column.id === "status" ? (
                      <Tag minimal intent={statusIntent(item.status)}>
                        {text}
                      </Tag>
                    ) : (
                      text
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </ScrollRegion>
  );
}
