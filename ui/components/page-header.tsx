import { Classes } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { PAGE_HEADING_ID } from "../router/use-navigation-chrome.ts";

/** The page's single h1; focus lands here after each navigation. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="app-page-header">
      <h1 id={PAGE_HEADING_ID} tabIndex={-1} className={`${Classes.HEADING} app-page-title`}>
        {title}
      </h1>
      {children}
    </header>
  );
}
