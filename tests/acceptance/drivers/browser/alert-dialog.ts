import type { Locator, Page } from "playwright-core";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { textOf } from "./shown-text.ts";

/** Clicks what asks for a confirmation, then waits for the confirmation to open. */
export async function askThrough(button: Locator): Promise<void> {
  await button.click();
  await button.page().getByRole("alertdialog").waitFor();
}

/** The question of the open confirmation (its element with `questionTestId`), or null when none is open. */
export async function shownAlertQuestion(page: Page, questionTestId: string): Promise<string | null> {
  const dialog = page.getByRole("alertdialog");
  if (!(await dialog.isVisible())) return null;
  return textOf(dialog.getByTestId(questionTestId));
}

/** Answers the open confirmation with the button named `button`, then waits for it to close. */
export async function answerAlert(screen: BrowserScreenContext, page: Page, button: string): Promise<void> {
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: button, exact: true }).click();
  screen.unsettle();
  await dialog.waitFor({ state: "hidden" });
}
