import { Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { usageLogTotalsOf } from "../../core/usage-logs/usage-log-sums.ts";
import { shownUsageLogTotals, type UsageLogTotals } from "../../core/usage-logs/usage-log-totals.ts";
import type { UsageLogFormat } from "./usage-log-format.ts";

/** The size of what is shown, hidden under skeletons, while the totals are counted. */
const COUNTING = shownUsageLogTotals({
  ...usageLogTotalsOf([]),
  emissions: { grams: 0, estimated: false },
});

/**
 * What every request passing the filters adds up to (not only the requests listed so far): requests, tokens,
 * cost, energy cost and emissions; skeletons of the same size while they are counted (null), so nothing moves
 * when they arrive, and "—" when they could not be counted.
 */
export function UsageLogsTotals({
  totals,
  failed,
  format,
}: {
  totals: UsageLogTotals | null;
  failed: boolean;
  format: UsageLogFormat;
}) {
  const { t } = useTranslation();
  const counting = totals === null && !failed;
  const shown = totals ?? COUNTING;
  const none = t("common.notAvailable");
  const value = (text: string) => (failed ? none : text);
  return (
    <section
      className="usage-logs-totals"
      aria-label={t("usageLogs.totals.label")}
      aria-busy={counting}
      data-testid="usage-logs-totals"
      data-failed={failed}
    >
      <dl className="usage-logs-totals-list">
        <Total
          label={t("usageLogs.totals.requests")}
          value={value(format.count(shown.requests))}
          name="requests"
          counting={counting}
        />
        <Total
          label={t("usageLogs.totals.tokens")}
          value={value(format.count(shown.tokens))}
          detail={
            failed
              ? undefined
              : t("usageLogs.totals.tokensSplit", {
                  tokensIn: format.count(shown.tokensIn),
                  tokensOut: format.count(shown.tokensOut),
                })
          }
          name="tokens"
          counting={counting}
        />
        <Total
          label={t("usageLogs.totals.totalCost")}
          value={value(shown.totalCostText)}
          name="totalCost"
          counting={counting}
        />
        <Total
          label={t("usageLogs.totals.energyCost")}
          value={value(shown.energyCostText)}
          name="energyCost"
          counting={counting}
        />
        <Total
          label={t("usageLogs.totals.emissions")}
          value={value(format.grams(shown.emissions))}
          name="emissions"
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
