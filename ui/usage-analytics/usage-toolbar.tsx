import { Button } from "@blueprintjs/core";
import { Refresh } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { UsageRangeView } from "../../core/usage-analytics/usage-range-view.ts";
import { UsageRangeControls } from "./usage-range-controls.tsx";

/**
 * Above a usage overview: the range, the screen's own filters (children), and a button that reads the range
 * again, spinning while a reload of figures already shown is under way.
 */
export function UsageToolbar({
  state,
  viewModel,
  children,
}: {
  readonly state: { readonly view: UsageRangeView; readonly status: string; readonly series: unknown };
  readonly viewModel: { setView(change: Partial<UsageRangeView>): void; refresh(): void };
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="usage-toolbar">
      <UsageRangeControls view={state.view} onChange={(change) => viewModel.setView(change)} />
      {children}
      <Button
        icon={<Refresh />}
        onClick={() => viewModel.refresh()}
        loading={state.status === "loading" && state.series !== null}
      >
        {t("common.refresh")}
      </Button>
    </div>
  );
}
