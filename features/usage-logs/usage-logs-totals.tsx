import { Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { type UsageLogTotals, usageLogTotals } from "../../core/usage-logs/usage-log-totals.ts";
import type { UsageLogFormat } from "./usage-log-format.ts";

/** The size of what is shown, hidden under skeletons, while the totals are added up. */
const COUNTING = usageLogTotals([]);

/**
 * What the listed requests add up to: requests, tokens, cost and energy cost; skeletons of the same size while
 * they are added up (null), so nothing moves when they arrive.
 */
export function UsageLogsTotals({
  totals,
  format,
}: {
  totals: UsageLogTotals | null;
  format: UsageLogFormat;
}) {
  const { t } = useTranslation();
  const counting = totals === null;
  const shown = totals ?? COUNTING;
  return (
    <section
      className="usage-logs-totals"
      aria-label={t("usageLogs.totals.label")}
      aria-busy={counting}
      data-testid="usage-logs-totals"
    >
      <dl className="usage-logs-totals-list">
        <Total
          label={t("usageLogs.totals.requests")}
          value={format.count(shown.requests)}
          name="requests"
          counting={counting}
        />
        <Total
          label={t("usageLogs.totals.tokens")}
          value={format.count(shown.tokens)}
          detail={t("usageLogs.totals.tokensSplit", {
            tokensIn: format.count(shown.tokensIn),
            tokensOut: format.count(shown.tokensOut),
          })}
          name="tokens"
          counting={counting}
        />
        <Total
          label={t("usageLogs.totals.totalCost")}
          value={shown.totalCostText}
          name="totalCost"
          counting={counting}
        />
        <Total
          label={t("usageLogs.totals.energyCost")}
          value={shown.energyCostText}
          name="energyCost"
          counting={counting}
        />
      </dl>
    </section>
  );
}

function Total({
  label,
  value,
  detail,
  name,
  counting,
}: {
  label: string;
  value: string;
  detail?: string;
  name: string;
  counting: boolean;
}) {
  const skeleton = counting ? ` ${Classes.SKELETON}` : "";
  return (
    <div className="usage-logs-total" data-total={name}>
      <dt>{label}</dt>
      <dd>
        <span className={`usage-logs-total-value${skeleton}`}>{value}</span>
        {detail ? <span className={`usage-logs-total-detail${skeleton}`}>{detail}</span> : null}
      </dd>
    </div>
  );
}
