import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type UsageFigures, usageNoticeOf } from "./usage-analytics.view-model.ts";
import { UsageChartGrid } from "./usage-chart-grid.tsx";
import type { UsageFormat } from "./usage-format.ts";
import { UsageHeadlineFigures } from "./usage-headline.tsx";
import { UsageNoticeMessage } from "./usage-notice.tsx";

export interface UsageOverviewProps {
  readonly state: UsageFigures;
  readonly format: UsageFormat;
  /** What the person can do about an empty range on this screen. */
  readonly emptyDescription: string;
  readonly onRetry: () => void;
  /** The heading of the breakdowns, and the breakdowns' tables. */
  readonly breakdownsTitle: string;
  readonly children: ReactNode;
}

/** A Usage view's body: the range's figures, its charts and its breakdowns; or why there are none. */
export function UsageOverview({
  state,
  format,
  emptyDescription,
  onRetry,
  breakdownsTitle,
  children,
}: UsageOverviewProps) {
  const { t } = useTranslation();
  const chartsId = useId();
  const breakdownsId = useId();
  const notice = usageNoticeOf(state);
  if (notice || !state.headline || !state.series)
    return (
      <UsageNoticeMessage
        notice={notice ?? "loading"}
        emptyDescription={emptyDescription}
        onRetry={onRetry}
      />
    );
  return (
    <>
      <UsageHeadlineFigures headline={state.headline} format={format} />
      <section aria-labelledby={chartsId}>
        <h2 id={chartsId} className="bp6-heading usage-section-title">
          {t("organization.report.charts.title")}
        </h2>
        <UsageChartGrid series={state.series} format={format} busy={state.status === "loading"} />
      </section>
      <section aria-labelledby={breakdownsId}>
        <h2 id={breakdownsId} className="bp6-heading usage-section-title">
          {breakdownsTitle}
        </h2>
        <div className="usage-breakdowns">{children}</div>
      </section>
    </>
  );
}
