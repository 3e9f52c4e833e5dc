import type { Page } from "playwright-core";
import type { BrowserScreenContext } from "./browser-screen-context.ts";

const ADDRESS_CHANGE_TIMEOUT_MS = 10_000;

/**
 * The page once the part matching `selector` shows what its address asks for: the part says which address it last
 * loaded (`data-address`) and whether it still loads (`data-status`); and nothing in it matches `stillBusy`.
 */
export async function pageFollowingAddress(
  screen: BrowserScreenContext,
  selector: string,
  stillBusy?: string,
): Promise<Page> {
  await screen.settle();
  const page = screen.page();
  await page.waitForFunction(
    ({ selector, stillBusy }) => {
      const part = document.querySelector<HTMLElement>(selector);
      return (
        part !== null &&
        part.dataset.status !== "loading" &&
        part.dataset.address === window.location.search &&
        (stillBusy === undefined || part.querySelector(stillBusy) === null)
      );
    },
    { selector, stillBusy },
  );
  return page;
}

/** Does what changes the address (a filter, a page of the list), then waits for the address to change. */
export async function changeAddress(
  screen: BrowserScreenContext,
  action: () => Promise<unknown>,
): Promise<void> {
  const page = screen.page();
  const before = page.url();
  await action();
  screen.unsettle();
  await page.waitForFunction((previous) => window.location.href !== previous, before, {
    timeout: ADDRESS_CHANGE_TIMEOUT_MS,
  });
}
