import { useTranslation } from "react-i18next";
import type { UsageLogTotals } from "../../core/usage-logs/usage-log-totals.ts";
import type { UsageLogFormat } from "./usage-log-format.ts";

/** What the listed requests add up to: requests, tokens, cost and energy cost. */
export function UsageLogsTotals({ totals, format }: { totals: UsageLogTotals; format: UsageLogFormat }) {
  const { t } = useTranslation();
  return (
    <section
      className="usage-logs-totals"
      aria-label={t("usageLogs.totals.label")}
      data-testid="usage-logs-totals"
    >
      <dl className="usage-logs-totals-list">
        <Total label={t("usageLogs.totals.requests")} value={format.count(totals.requests)} name="requests" />
        <Total
          label={t("usageLogs.totals.tokens")}
          value={format.count(totals.tokens)}
          detail={t("usageLogs.totals.tokensSplit", {
            tokensIn: format.count(totals.tokensIn),
            tokensOut: format.count(totals.tokensOut),
          })}
          name="tokens"
        />
        <Total label={t("usageLogs.totals.totalCost")} value={totals.totalCostText} name="totalCost" />
        <Total label={t("usageLogs.totals.energyCost")} value={totals.energyCostText} name="energyCost" />
      </dl>
    </section>
  );
}

function Total({
  label,
  value,
  detail,
  name,
}: {
  label: string;
  value: string;
  detail?: string;
  name: string;
}) {
  return (
    <div className="usage-logs-total" data-total={name}>
      <dt>{label}</dt>
      <dd>
        <span className="usage-logs-total-value">{value}</span>
        {detail ? <span className="usage-logs-total-detail">{detail}</span> : null}
      </dd>
    </div>
  );
}
