import "./usage-analytics.css";
import { HTMLTable } from "@blueprintjs/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type {
  UsageBreakdownJson,
  UsageBreakdownRowJson,
} from "../../core/usage-analytics/usage-analytics-json.ts";
import { ScrollRegion } from "../components/scroll-region.tsx";
import type { UsageFormat, UsageUnit } from "./usage-format.ts";

export interface UsageBreakdownTableProps {
  readonly breakdown: UsageBreakdownJson;
  readonly title: string;
  /** The heading of the groups' column ("Model", "Department"…). */
  readonly groupHeading: string;
  /** How a group is named on screen (a translated endpoint, "Playground" for the playground's key…). */
  readonly labelOf: (row: UsageBreakdownRowJson) => string;
  readonly format: UsageFormat;
  /** At most this many rows, the costliest (the gateway sends them costliest first). */
  readonly top?: number;
}

/** The figures of a group, in the order of the columns. */
const FIGURES = [
  { column: "requests", heading: "usageAnalytics.lines.requests", unit: "count" },
  { column: "errors", heading: "usageAnalytics.lines.errors", unit: "count" },
  { column: "totalTokens", heading: "usageAnalytics.charts.tokens", unit: "count" },
  { column: "totalCost", heading: "usageAnalytics.lines.totalCost", unit: "usd" },
  { column: "energyCost", heading: "usageAnalytics.lines.energyCost", unit: "usd" },
] as const satisfies readonly { column: keyof UsageBreakdownRowJson; heading: string; unit: UsageUnit }[];

/** A breakdown as a table: each group's requests, errors, tokens, spend and energy cost, costliest first. */
export function UsageBreakdownTable({
  breakdown,
  title,
  groupHeading,
  labelOf,
  format,
  top,
}: UsageBreakdownTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = top === undefined ? breakdown.data : breakdown.data.slice(0, top);
  return (
    <section
      className="usage-breakdown"
      aria-labelledby={headingId}
      data-testid="usage-breakdown"
      data-by={breakdown.by}
    >
      <h3 id={headingId} className="bp6-heading usage-breakdown-title">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="usage-hint">{t("usageAnalytics.breakdowns.empty")}</p>
      ) : (
        <ScrollRegion className="usage-breakdown-scroll" label={title}>
          <HTMLTable className="usage-table" compact striped>
            <caption className="app-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{groupHeading}</th>
                {FIGURES.map(({ column, heading }) => (
                  <th key={column} scope="col" className="usage-numeric">
                    {t(heading)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-testid="usage-breakdown-row" data-key={row.key}>
                  <th scope="row" data-column="label">
                    {labelOf(row)}
                  </th>
                  {FIGURES.map(({ column, unit }) => (
                    <td key={column} className="usage-numeric" data-column={column}>
                      {format.value(unit, row[column])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </ScrollRegion>
      )}
    </section>
  );
}
