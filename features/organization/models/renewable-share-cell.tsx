import { ProgressBar } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { formatRenewableShare } from "./renewable-share.ts";

/** A renewable share in figures (2 decimals) with a small bar beside it, so a column reads at a glance. */
export function RenewableShare({ percent }: { readonly percent: number }) {
  const { i18n } = useTranslation();
  return (
    <span className="app-renewable-share">
      <span data-testid="renewable-share">{formatRenewableShare(percent, i18n.language)}</span>
      <ProgressBar
        className="app-renewable-bar"
        value={Math.min(Math.max(percent / 100, 0), 1)}
        intent="success"
        animate={false}
        stripes={false}
        aria-hidden
      />
    </span>
  );
}
