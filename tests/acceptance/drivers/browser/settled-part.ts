import type { Locator, Page } from "playwright-core";
import type { BrowserScreenContext } from "./browser-screen-context.ts";

/** The part of the page matching `selector`, once the page has settled and the part is there. */
export async function settledPart(screen: BrowserScreenContext, selector: string): Promise<Locator> {
  await screen.settle();
  const part = screen.page().locator(selector);
  await part.waitFor();
  return part;
}

/** The part, once settled and no longer busy (its `aria-busy` false: nothing loading, no call in flight). */
export function idlePart(screen: BrowserScreenContext, selector: string): Promise<Locator> {
  return settledPart(screen, `${selector}[aria-busy="false"]`);
}

/** The page, once settled and the part matching `selector` idle. */
export async function pageWithIdle(screen: BrowserScreenContext, selector: string): Promise<Page> {
  return (await idlePart(screen, selector)).page();
}
