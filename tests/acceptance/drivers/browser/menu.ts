import type { BrowserScreenContext } from "./browser-screen-context.ts";

/** Follows the side menu's links in turn, as a person goes from page to page: nothing is loaded again. */
export async function followMenu(screen: BrowserScreenContext, ...links: readonly string[]): Promise<void> {
  for (const link of links) {
    await screen.settle();
    await screen.page().getByRole("link", { name: link, exact: true }).first().click();
    screen.unsettle();
  }
}

/**
 * Through the menu when the app shows it, else by opening the path: the memory build keeps what a scenario made
 * (its gateways' state) only until the page is loaded again.
 */
export async function openThroughMenu(
  screen: BrowserScreenContext,
  link: string,
  path: string,
): Promise<void> {
  if (screen.shownPath() !== null) {
    await screen.settle();
    const shown = screen.page().getByRole("link", { name: link, exact: true }).first();
    if (await shown.isVisible()) return followMenu(screen, link);
  }
  await screen.open(path);
}
