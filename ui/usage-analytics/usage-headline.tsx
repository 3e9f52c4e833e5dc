import "./usage-analytics.css";
import { useTranslation } from "react-i18next";
import type { LatencyFigures, UsageHeadline } from "../../core/usage-analytics/usage-headline.ts";
import type { UsageFormat } from "./usage-format.ts";

/** The figures shown, each named by the translation key `usageAnalytics.headline.<figure>`. */
type HeadlineFigure =
  | "requests"
  | "spend"
  | "tokens"
  | "errorRate"
  | "timeToFirstToken"
  | "duration"
  | "energyCost"
  | "emissions";

/** The range's figures: requests, spend, tokens, error rate, latencies, energy cost and emissions. */
export function UsageHeadlineFigures({
  headline,
  format,
}: {
  readonly headline: UsageHeadline;
  readonly format: UsageFormat;
}) {
  const { t } = useTranslation();
  const latency = ({ p50, p95 }: LatencyFigures) =>
    t("usageAnalytics.headline.percentiles", {
      p50: format.value("milliseconds", p50),
      p95: format.value("milliseconds", p95),
    });
  const figures: readonly { id: HeadlineFigure; value: string; detail?: string }[] = [
    { id: "requests", value: format.value("count", headline.requests) },
    { id: "spend", value: format.value("usd", headline.totalCost) },
    {
      id: "tokens",
      value: format.value("count", headline.tokensIn + headline.tokensOut),
      detail: t("usageLogs.totals.tokensSplit", {
        tokensIn: format.value("count", headline.tokensIn),
        tokensOut: format.value("count", headline.tokensOut),
      }),
    },
    {
      id: "errorRate",
      value: format.percent(headline.errorRate),
      detail: t("usageAnalytics.headline.errors", { count: format.value("count", headline.errors) }),
    },
    { id: "timeToFirstToken", value: latency(headline.timeToFirstToken) },
    { id: "duration", value: latency(headline.duration) },
    { id: "energyCost", value: format.value("usd", headline.energyCost) },
    { id: "emissions", value: format.value("grams", headline.emissionsGrams) },
  ];
  return (
    <section className="usage-headline" aria-label={t("usageAnalytics.headline.label")}>
      <dl className="usage-headline-figures" data-testid="usage-headline">
        {figures.map(({ id, value, detail }) => (
          <div key={id} className="usage-headline-figure" data-figure={id}>
            <dt>{t(`usageAnalytics.headline.${id}`)}</dt>
            <dd>
              <span className="usage-headline-value">{value}</span>
              {detail ? <span className="usage-headline-detail">{detail}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="usage-hint">{t("usageAnalytics.headline.note")}</p>
    </section>
  );
}
