import { Button, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { Paging } from "./usage-logs.state.ts";

/**
 * Under the list: older requests on their way, those that could not come (with a way to ask again), or the end of
 * the logs. Its line is kept while there is nothing to say, so the page does not move as pages arrive.
 */
export function UsageLogsListEnd({ paging, onRetry }: { paging: Paging; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="usage-logs-list-end" role="status" data-testid="usage-logs-list-end" data-paging={paging}>
      {paging === "loading" ? (
        <>
          <Spinner size={16} />
          <span>{t("usageLogs.list.loadingMore")}</span>
        </>
      ) : null}
      {paging === "failed" ? (
        <>
          <span>{t("usageLogs.list.moreFailed")}</span>
          <Button size="small" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        </>
      ) : null}
      {paging === "end" ? <span>{t("usageLogs.list.end")}</span> : null}
    </div>
  );
}
