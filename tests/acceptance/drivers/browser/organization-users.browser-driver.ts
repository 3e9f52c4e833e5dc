import type { Locator, Page } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  InviteButton,
  ListedMember,
  ListedSuperAdmin,
  OrganizationUsersDriver,
} from "../../support/organization-users-driver.ts";
import { answerAlert, askThrough, shownAlertQuestion } from "./alert-dialog.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { textIfShown, textsOf } from "./shown-text.ts";

const PAGE = ".app-organization-users";
const TEXTS = enUS.organization.users;

/** The en-US text with its `{{email}}` filled in. */
function naming(text: string, email: string): string {
  return text.replace("{{email}}", email);
}

/**
 * Ticks or unticks a checkbox from the keyboard, as a person using it would: Blueprint draws its own indicator over
 * the real input, which therefore never receives a pointer click.
 */
async function tick(box: Locator, checked: boolean): Promise<void> {
  if ((await box.isChecked()) === checked) return;
  await box.focus();
  await box.press("Space");
}

/** The organization's users screen in Chromium, found by role and en-US label and by the screen's test ids. */
export class BrowserOrganizationUsersDriver implements OrganizationUsersDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/organization/users");
  }

  async members(): Promise<readonly ListedMember[] | null> {
    const page = await this.ready();
    if ((await page.locator(".app-users-members").count()) === 0) return null;
    return page.getByTestId("member-row").evaluateAll((rows) =>
      rows.map((row) => ({
        email: (row.querySelector('[data-column="email"]')?.textContent ?? "").trim(),
        departments: [...row.querySelectorAll('[data-testid="member-department"]')].map((tag) => ({
          name: (tag.querySelector('[data-part="department"]')?.textContent ?? "").trim(),
          role: (tag.querySelector('[data-part="role"]')?.textContent ?? "").trim(),
        })),
      })),
    );
  }

  async notice(): Promise<string | null> {
    const page = await this.ready();
    return textIfShown(
      page.locator(`${PAGE} > .bp6-non-ideal-state h4, ${PAGE} .app-users-members .bp6-non-ideal-state h4`),
    );
  }

  async inviteButton(): Promise<InviteButton> {
    const page = await this.ready();
    const button = page.getByTestId("member-invite");
    return { enabled: await button.isEnabled(), reason: await button.getAttribute("aria-description") };
  }

  async invite(email: string, departments: readonly string[]): Promise<void> {
    const page = await this.ready();
    await page.getByTestId("member-invite").click();
    const form = page.getByTestId("member-form");
    await form.getByLabel(TEXTS.form.email, { exact: true }).fill(email);
    for (const name of departments) await tick(form.getByLabel(name, { exact: true }), true);
    await this.send(form, TEXTS.form.invite);
  }

  async formErrors(): Promise<readonly string[]> {
    const page = await this.ready();
    return textsOf(page.locator('[data-testid="member-form"] [data-testid="field-error"]'));
  }

  async changeDepartments(email: string, departments: readonly string[]): Promise<void> {
    const page = await this.ready();
    await page
      .getByRole("button", { name: naming(TEXTS.members.editDepartments, email), exact: true })
      .click();
    const form = page.getByTestId("member-form");
    await form.waitFor();
    for (const box of await form.getByRole("checkbox").all()) {
      const name = await box.evaluate((input) => (input.closest("label")?.textContent ?? "").trim());
      await tick(box, departments.includes(name));
    }
    await this.send(form, TEXTS.form.save);
  }

  async askToRemoveMember(email: string): Promise<void> {
    const page = await this.ready();
    await askThrough(page.getByRole("button", { name: naming(TEXTS.members.remove, email), exact: true }));
  }

  async confirmation(): Promise<string | null> {
    return shownAlertQuestion(await this.ready(), "removal-question");
  }

  async confirmRemoval(): Promise<void> {
    await this.answerConfirmation(TEXTS.remove);
  }

  async cancelRemoval(): Promise<void> {
    await this.answerConfirmation(enUS.common.cancel);
  }

  async superAdmins(): Promise<readonly ListedSuperAdmin[] | null> {
    const page = await this.ready();
    const section = page.getByTestId("super-admins");
    if ((await section.count()) === 0) return null;
    return section.getByTestId("super-admin-row").evaluateAll((rows) =>
      rows.map((row) => ({
        email: (row.querySelector('[data-column="email"]')?.textContent ?? "").trim(),
        role: (row.querySelector('[data-column="role"]')?.textContent ?? "").trim(),
        removable: row.querySelector("button") !== null,
      })),
    );
  }

  async addSuperAdmin(email: string): Promise<void> {
    const page = await this.ready();
    const section = page.getByTestId("super-admins");
    await section.getByLabel(TEXTS.superAdmins.email, { exact: true }).fill(email);
    await section.getByRole("button", { name: TEXTS.superAdmins.add, exact: true }).click();
    this.screen.unsettle();
    await this.ready();
  }

  async askToRemoveSuperAdmin(email: string): Promise<void> {
    const page = await this.ready();
    await askThrough(
      page.getByRole("button", { name: naming(TEXTS.superAdmins.remove, email), exact: true }),
    );
  }

  /** Sends the open form, then waits for the call it started to end (the form stays open when refused). */
  private async send(form: Locator, button: string): Promise<void> {
    // The page is busy from the click on (set within the click's own event), until the gateway has answered.
    await form.getByRole("button", { name: button, exact: true }).click();
    this.screen.unsettle();
    await this.ready();
  }

  /** Answers the open confirmation, then waits for it to close and for the call it started to end. */
  private async answerConfirmation(button: string): Promise<void> {
    await answerAlert(this.screen, await this.ready(), button);
    await this.ready();
  }

  /** The page once settled, with no list loading and no call in flight. */
  private async ready(): Promise<Page> {
    await this.screen.settle();
    const page = this.screen.page();
    await page.locator(PAGE).waitFor();
    await page.waitForFunction(
      (selector) => document.querySelector(`${selector} [aria-busy="true"]`) === null,
      PAGE,
    );
    return page;
  }
}
