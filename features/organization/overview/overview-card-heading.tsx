import { Classes } from "@blueprintjs/core";
import type { ReactNode } from "react";

/** The heading of one overview card (an h2 under the page's h1). */
export function OverviewCardHeading({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  return (
    <h2 id={id} className={`${Classes.HEADING} organization-overview-card-title`}>
      {children}
    </h2>
  );
}
