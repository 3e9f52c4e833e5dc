import { Button, NonIdealState, SegmentedControl, Spinner } from "@blueprintjs/core";
import { Error as ErrorIcon } from "@blueprintjs/icons";
import { lazy, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { SERIES_RANGES } from "./report-address.ts";
import type { ReportChartsViewModel } from "./report-charts.view-model.ts";

// The chart library is fetched only when the report draws its charts: it stays out of every other screen.
const ReportCharts = lazy(() =>
  import("./report-charts.tsx").then((module) => ({ default: module.ReportCharts })),
);

export interface ReportChartsSectionProps {
  readonly viewModel: ReportChartsViewModel;
  readonly days: number;
  readonly onDays: (days: number) => void;
}

/** Requests, spend, energy cost and emissions per department over the last 7, 30 or 90 days. */
export function ReportChartsSection({ viewModel, days, onDays }: ReportChartsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const state = useObservable(viewModel.state$, viewModel.current());
  const loading = (
    <div className="organization-report-charts-state">
      <Spinner size={32} aria-label={t("organization.report.charts.loading")} />
    </div>
  );
  return (
    <section
      className="organization-report-charts"
      aria-labelledby={headingId}
      data-testid="report-charts"
      data-status={state.status}
      data-days={state.query?.days ?? days}
    >
      <div className="organization-report-charts-header">
        <div>
          <h2 id={headingId} className="bp6-heading organization-report-charts-title">
            {t("organization.report.charts.title")}
          </h2>
          <p className="organization-report-hint">{t("organization.report.charts.description")}</p>
        </div>
        <SegmentedControl
          aria-label={t("organization.report.charts.range")}
          value={String(days)}
          onValueChange={(value) => onDays(Number(value))}
          options={SERIES_RANGES.map((range) => ({
            value: String(range),
            label: t("organization.report.charts.days", { count: range }),
          }))}
        />
      </div>
      {state.status === "failed" ? (
        <NonIdealState
          icon={<ErrorIcon size={32} />}
          description={t("organization.report.charts.failed")}
          action={<Button onClick={() => viewModel.retry()}>{t("common.retry")}</Button>}
        />
      ) : state.series && state.query ? (
        <Suspense fallback={loading}>
          <ReportCharts
            series={state.series}
            departments={state.query.departments}
            busy={state.status === "loading"}
          />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
