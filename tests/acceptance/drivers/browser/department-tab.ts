import { enUS } from "../../../support/en-us-texts.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";

const PATH = "/organization/departments";

/** Picks the department in the departments list and clicks its tab, as a person does. */
export async function openDepartmentTab(
  screen: BrowserScreenContext,
  department: string,
  tab: keyof typeof enUS.organization.departments.tabs,
): Promise<void> {
  // Already there (say, just after creating the department): no reload, which would start the memory profile's
  // gateway afresh, without what the scenario made.
  if (screen.shownPath() !== PATH) await screen.open(PATH);
  const page = screen.page();
  const row = page.getByTestId("department-row").filter({
    has: page.locator('[data-column="name"]').getByText(department, { exact: true }),
  });
  await row.locator('[data-column="name"] button').click();
  screen.unsettle();
  await page.getByTestId("department-detail").waitFor();
  await page.getByRole("tab", { name: enUS.organization.departments.tabs[tab], exact: true }).click();
  screen.unsettle();
}
