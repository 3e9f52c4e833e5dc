import type { Page } from "playwright-core";
import { waitForDashboardReady } from "./chromium.ts";
import { enUS } from "./en-us-texts.ts";

const SIGN_IN_TIMEOUT_MS = 20_000;

/** Signs in with email and password on the dashboard's sign-in page, as a person would; waits for where it lands. */
export async function signInThroughPage(
  page: Page,
  dashboardUrl: string,
  account: { readonly email: string; readonly password: string },
): Promise<void> {
  await page.goto(`${dashboardUrl}/auth`);
  await waitForDashboardReady(page);
  await page.getByLabel(enUS.auth.email, { exact: true }).fill(account.email);
  await page.getByLabel(enUS.auth.password, { exact: true }).fill(account.password);
  await page.getByRole("button", { name: enUS.auth.logIn, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/auth", { timeout: SIGN_IN_TIMEOUT_MS });
  await waitForDashboardReady(page);
}
