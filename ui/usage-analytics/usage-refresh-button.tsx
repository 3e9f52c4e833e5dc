import { Button } from "@blueprintjs/core";
import { Refresh } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";

/** Reads the range again; spins while a reload of figures already shown is under way. */
export function UsageRefreshButton({
  reloading,
  onRefresh,
}: {
  readonly reloading: boolean;
  readonly onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button icon={<Refresh />} onClick={onRefresh} loading={reloading}>
      {t("common.refresh")}
    </Button>
  );
}
