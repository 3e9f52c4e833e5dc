import { Classes, HTMLTable } from "@blueprintjs/core";
import { Star } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ComparisonMetric, ComparisonMetrics } from "../../../core/chat-completions/model-comparison.ts";
import type { CompareColumn, CompareState } from "./compare.view-model.ts";
import { figureParts } from "./compare-figures.ts";

interface CompareResultsProps {
  readonly columns: readonly CompareColumn[];
  readonly metrics: CompareState["metrics"];
  readonly best: CompareState["best"];
}

/** The table's figures in column order; each cell says how its value reads. */
const FIGURES: readonly ComparisonMetric[] = [
  "timeToFirstTokenMs",
  "durationMs",
  "tokensIn",
  "tokensOut",
  "totalCost",
  "energyCost",
  "emissions",
];

const HEADINGS = {
  timeToFirstTokenMs: "playground.compare.results.timeToFirstToken",
  durationMs: "playground.compare.results.duration",
  tokensIn: "playground.compare.results.tokensIn",
  tokensOut: "playground.compare.results.tokensOut",
  totalCost: "playground.compare.results.cost",
  energyCost: "playground.compare.results.energyCost",
  emissions: "playground.compare.results.emissions",
} as const satisfies Record<ComparisonMetric, string>;

/** One row per compared model with its figures; the best value of each figure is highlighted. */
export function CompareResults({ columns, metrics, best }: CompareResultsProps) {
  const { t } = useTranslation();
  if (columns.length === 0) return null;
  return (
    <div className="compare-results">
      <h3 className={`${Classes.HEADING} compare-results-title`}>{t("playground.compare.results.title")}</h3>
      <div className="compare-results-scroll">
        <HTMLTable compact striped className="compare-results-table" data-testid="compare-results">
          <thead>
            <tr>
              <th scope="col">{t("playground.compare.results.model")}</th>
              {FIGURES.map((metric) => (
                <th key={metric} scope="col">
                  {t(HEADINGS[metric])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {columns.map((column, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows follow the columns of this comparison
              <tr key={position} data-testid="compare-result-row" data-model={column.run.model}>
                <th scope="row">
                  {t("playground.compare.columnTitle", { number: position + 1, model: column.run.model })}
                </th>
                {FIGURES.map((metric) => (
                  <FigureCell key={metric} metric={metric} isBest={best[metric].has(position)}>
                    <FigureValue metric={metric} figures={metrics[position]} />
                  </FigureCell>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t("playground.compare.results.note")}</p>
    </div>
  );
}

function FigureCell(props: { metric: ComparisonMetric; isBest: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <td
      data-metric={props.metric}
      data-best={props.isBest}
      className={props.isBest ? "compare-best" : undefined}
    >
      {props.children}
      {props.isBest && (
        <span className="compare-best-mark" title={t("playground.compare.results.best")}>
          <Star size={12} aria-hidden />
          <span className="app-visually-hidden"> ({t("playground.compare.results.best")})</span>
        </span>
      )}
    </td>
  );
}

function FigureValue({
  metric,
  figures,
}: {
  metric: ComparisonMetric;
  figures: ComparisonMetrics | undefined;
}) {
  const { t } = useTranslation();
  const { value, note } = figureParts(t, metric, figures);
  return (
    <span data-testid="compare-figure">
      {value}
      {note && <span className={Classes.TEXT_MUTED}> ({note})</span>}
    </span>
  );
}
