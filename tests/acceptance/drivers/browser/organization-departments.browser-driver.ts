import type { Locator, Page } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  CreateButton,
  OrganizationDepartmentsDriver,
  ShownDepartmentSettings,
  ShownFramework,
} from "../../support/organization-departments-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { followMenu } from "./menu.ts";
import { pageWithIdle } from "./settled-part.ts";
import { textIfShown, textOf, textsOf } from "./shown-text.ts";

const PATH = "/organization/departments";
const PAGE = ".app-departments";
const SETTINGS = '[data-testid="department-settings"]';
const words = enUS.organization.departments;

/** The departments page in Chromium, found by role and en-US label and by the page's test ids. */
export class BrowserOrganizationDepartmentsDriver implements OrganizationDepartmentsDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open(PATH);
    await this.ready();
  }

  async leaveAndReturn(): Promise<void> {
    await followMenu(this.screen, enUS.nav.availableModels, enUS.nav.departments);
    await this.ready();
  }

  async listedNames(): Promise<readonly string[]> {
    return textsOf((await this.ready()).locator('[data-testid="department-row"] [data-column="name"]'));
  }

  async createButton(): Promise<CreateButton> {
    const page = await this.ready();
    const enabled = await page.getByTestId("create-department").isEnabled();
    const reason = page.locator(`${PAGE} .app-departments-toolbar [data-testid="permission-reason"]`);
    return { enabled, reason: (await reason.count()) > 0 ? await reason.getAttribute("title") : null };
  }

  async createDepartment(name: string): Promise<void> {
    const page = await this.ready();
    await page.getByTestId("create-department").click();
    const dialog = page.getByRole("dialog", { name: words.creation.title });
    await dialog.getByRole("textbox", { name: words.creation.name, exact: true }).fill(name);
    await dialog.getByRole("button", { name: words.creation.submit, exact: true }).click();
    this.screen.unsettle();
    // Done when the form closed (created, then shown) or says what is wrong, or the gateway refused (a toast).
    await page.waitForFunction(() => {
      const form = document.querySelector('[data-testid="create-department-form"]');
      if (!form) return true;
      return (
        form.getAttribute("aria-busy") === "false" &&
        (form.querySelector('[data-testid="field-error"]') !== null ||
          document.querySelector(".bp6-toast") !== null)
      );
    });
    await this.ready();
  }

  async creationErrors(): Promise<readonly string[]> {
    const page = await this.ready();
    return textsOf(page.locator('[data-testid="create-department-form"] [data-testid="field-error"]'));
  }

  async openSettings(name: string): Promise<void> {
    const page = await this.ready();
    await page
      .locator('[data-testid="department-row"] [data-column="name"]')
      .getByRole("button", { name, exact: true })
      .click();
    this.screen.unsettle();
    await this.shownSettings(name);
  }

  async settings(): Promise<ShownDepartmentSettings> {
    const form = await this.shownSettings();
    const page = this.screen.page();
    const frameworks: Record<string, ShownFramework> = {};
    for (const item of await form.getByTestId("framework").all()) {
      const input = item.getByRole("switch");
      frameworks[await textOf(item.locator("label"))] = {
        on: await input.isChecked(),
        enabled: await input.isEnabled(),
        origin: await textOf(item.getByTestId("setting-origin")),
      };
    }
    const checked = form.getByTestId("pii-handling").locator('input[name="pii-handling"]:checked');
    const residency = form.getByTestId("data-residency").locator('input[name="data-residency"]:checked');
    const regions = form.getByTestId("custom-regions").locator("label:has(input:checked)");
    return {
      department: await textOf(page.locator("#department-detail-title")),
      name: await form.getByRole("textbox", { name: words.settings.name, exact: true }).inputValue(),
      description: await form
        .getByRole("textbox", { name: words.settings.description, exact: true })
        .inputValue(),
      frameworks,
      piiHandling: await textOf(checked.locator("xpath=..")),
      budget: await form.getByRole("textbox", { name: words.settings.budget, exact: true }).inputValue(),
      residency: await textOf(residency.locator("xpath=..")),
      customRegions: await textsOf(regions),
      readOnlyReason: await textIfShown(form.getByTestId("settings-read-only-reason")),
      unsavedChanges: (await form.getAttribute("data-dirty")) === "true",
    };
  }

  async shownInAddress(): Promise<{ readonly departmentId: string | null; readonly tab: string | null }> {
    const params = new URL(await this.screen.location(), "http://dashboard.test").searchParams;
    return { departmentId: params.get("department"), tab: params.get("tab") };
  }

  async idOf(name: string): Promise<string> {
    const page = await this.ready();
    const row = page.locator('[data-testid="department-row"]').filter({
      has: page.getByRole("button", { name, exact: true }),
    });
    const id = (await row.count()) === 1 ? await row.getAttribute("data-department-id") : null;
    if (!id) throw new Error(`No department named ${name} is listed`);
    return id;
  }

  async setFramework(label: string, on: boolean): Promise<void> {
    const form = await this.shownSettings();
    await setControl(form.getByRole("switch", { name: label, exact: true }), on);
  }

  async choosePiiHandling(label: string): Promise<void> {
    const form = await this.shownSettings();
    await setControl(form.getByRole("radio", { name: label, exact: true }), true);
  }

  async chooseResidency(label: string): Promise<void> {
    const form = await this.shownSettings();
    await setControl(
      form.getByTestId("data-residency").getByRole("radio", { name: label, exact: true }),
      true,
    );
  }

  async chooseCustomRegions(labels: readonly string[]): Promise<void> {
    const group = (await this.shownSettings()).getByTestId("custom-regions");
    for (const box of await group.getByRole("checkbox").all()) {
      if (await box.isDisabled()) continue;
      await setControl(box, labels.includes(await textOf(box.locator("xpath=.."))));
    }
  }

  async setBudget(dollars: string): Promise<void> {
    const form = await this.shownSettings();
    await form.getByRole("textbox", { name: words.settings.budget, exact: true }).fill(dollars);
  }

  async setDescription(text: string): Promise<void> {
    const form = await this.shownSettings();
    await form.getByRole("textbox", { name: words.settings.description, exact: true }).fill(text);
  }

  async saveSettings(): Promise<void> {
    const form = await this.shownSettings();
    const page = this.screen.page();
    const toastsBefore = await page.locator(".bp6-toast").count();
    await form.getByRole("button", { name: words.settings.save, exact: true }).click();
    this.screen.unsettle();
    // Done when the gateway answered: saved (nothing unsaved), refused (a toast), or rules broken (shown).
    await page.waitForFunction(
      ({ settings, before }) => {
        const shown = document.querySelector(settings);
        if (shown?.getAttribute("aria-busy") !== "false") return false;
        return (
          shown.getAttribute("data-dirty") === "false" ||
          shown.querySelector('[data-testid="field-error"]') !== null ||
          document.querySelectorAll(".bp6-toast").length > before
        );
      },
      { settings: SETTINGS, before: toastsBefore },
    );
    await this.screen.settle();
  }

  /** The settings form of the department shown (of `name`, when given), ready to read. */
  private async shownSettings(name?: string): Promise<Locator> {
    const page = await this.ready();
    if (name) await page.locator("#department-detail-title", { hasText: name }).waitFor();
    const form = page.locator(SETTINGS);
    await form.waitFor();
    return form;
  }

  /** The page once settled, its list loaded and no creation running. */
  private ready(): Promise<Page> {
    return pageWithIdle(this.screen, PAGE);
  }
}

/** Blueprint draws its switches, radios and checkboxes over their inputs: a person clicks the label. */
async function setControl(input: Locator, on: boolean): Promise<void> {
  if ((await input.isChecked()) !== on) await input.locator("xpath=..").click();
}
