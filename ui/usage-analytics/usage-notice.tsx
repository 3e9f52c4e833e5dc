import "./usage-analytics.css";
import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { Error as ErrorIcon, TimelineLineChart } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { UsageNotice } from "./usage-analytics.view-model.ts";

/** Loading, nothing in the range, or failed (with a retry): said in place of the figures. */
export function UsageNoticeMessage({
  notice,
  emptyDescription,
  onRetry,
}: {
  readonly notice: UsageNotice;
  /** What the person can do about an empty range on this screen. */
  readonly emptyDescription: string;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation();
  const message =
    notice === "loading" ? (
      <NonIdealState
        icon={<Spinner size={40} aria-label={t("common.loading")} />}
        description={t("common.loading")}
      />
    ) : notice === "failed" ? (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={t("usageAnalytics.failed.title")}
        description={t("usageAnalytics.failed.description")}
        action={<Button onClick={onRetry}>{t("common.retry")}</Button>}
      />
    ) : (
      <NonIdealState
        icon={<TimelineLineChart size={48} />}
        title={t("usageAnalytics.empty.title")}
        description={emptyDescription}
      />
    );
  return (
    <div className="usage-state" data-testid="usage-state" data-state={notice}>
      {message}
    </div>
  );
}
