import "./usage-analytics.css";
import { HTMLTable } from "@blueprintjs/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type {
  UsageBreakdownJson,
  UsageBreakdownRowJson,
} from "../../core/usage-analytics/usage-analytics-json.ts";
import { ScrollRegion } from "../components/scroll-region.tsx";
import type { UsageFormat } from "./usage-format.ts";

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
  const count = (value: number) => format.value("count", value);
  const usd = (value: number) => format.value("usd", value);
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
                <th scope="col" className="usage-numeric">
                  {t("usageAnalytics.lines.requests")}
                </th>
                <th scope="col" className="usage-numeric">
                  {t("usageAnalytics.lines.errors")}
                </th>
                <th scope="col" className="usage-numeric">
                  {t("usageAnalytics.charts.tokens")}
                </th>
                <th scope="col" className="usage-numeric">
                  {t("usageAnalytics.lines.totalCost")}
                </th>
                <th scope="col" className="usage-numeric">
                  {t("usageAnalytics.lines.energyCost")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-testid="usage-breakdown-row" data-key={row.key}>
                  <th scope="row" data-column="label">
                    {labelOf(row)}
                  </th>
                  <td className="usage-numeric" data-column="requests">
                    {count(row.requests)}
                  </td>
                  <td className="usage-numeric" data-column="errors">
                    {count(row.errors)}
                  </td>
                  <td className="usage-numeric" data-column="totalTokens">
                    {count(row.totalTokens)}
                  </td>
                  <td className="usage-numeric" data-column="totalCost">
                    {usd(row.totalCost)}
                  </td>
                  <td className="usage-numeric" data-column="energyCost">
                    {usd(row.energyCost)}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </ScrollRegion>
      )}
    </section>
  );
}
