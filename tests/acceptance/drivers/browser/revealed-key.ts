import type { Page } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { textIfShown } from "./shown-text.ts";

/** A key just created, shown once in full (the API keys screen, a department's people). */
export async function revealedKey(page: Page): Promise<string | null> {
  const value = page.getByTestId("new-api-key-value");
  return (await value.count()) > 0 ? await value.textContent() : null;
}

export function revealedWarning(page: Page): Promise<string | null> {
  return textIfShown(page.getByText(enUS.apiKeys.revealedWarning, { exact: true }));
}

export async function hideRevealedKey(screen: BrowserScreenContext, page: Page): Promise<void> {
  await page.getByRole("button", { name: enUS.apiKeys.hideKey, exact: true }).click();
  screen.unsettle();
}
