import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { textOf } from "./shown-text.ts";

/** What a report page shows someone whose role may not read its figures. */
const EXPLANATION = '[data-testid="report-needs-admin"]';

/** Opens a report page: `figures` once they follow the address, or why the person may not read them. */
export async function openReport(
  screen: BrowserScreenContext,
  pathWithQuery: string,
  figures: string,
  ready: () => Promise<unknown>,
): Promise<void> {
  await screen.open(pathWithQuery);
  const page = screen.page();
  await page.locator(`${figures}, ${EXPLANATION}`).first().waitFor();
  if ((await page.locator(EXPLANATION).count()) === 0) await ready();
}

/** Why the person may not read the report's figures (its title and description), or null when they may. */
export async function reportExplanation(screen: BrowserScreenContext): Promise<string | null> {
  await screen.settle();
  const shown = screen.page().locator(EXPLANATION);
  if ((await shown.count()) === 0) return null;
  const description = await textOf(shown.locator(".bp6-non-ideal-state-text > div"));
  return `${await textOf(shown.locator("h4"))} ${description}`.trim();
}
