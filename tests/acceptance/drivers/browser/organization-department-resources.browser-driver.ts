import type { Locator, Page } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  DepartmentResourcesDriver,
  DepartmentResourceTab,
  FoundPassage,
  ListedDepartmentKey,
  ListedDepartmentPerson,
  ListedPolicyDocument,
  NewDepartmentKey,
  RotationGraceShown,
} from "../../support/organization-department-resources-driver.ts";
import { askThrough, shownAlertQuestion } from "./alert-dialog.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { openDepartmentTab } from "./department-tab.ts";
import { hideRevealedKey, revealedKey, revealedWarning } from "./revealed-key.ts";
import { pageWithIdle } from "./settled-part.ts";
import { textIfShown } from "./shown-text.ts";

type ProgressStep = number | "sending" | "done";

const PANELS: Record<DepartmentResourceTab, string> = {
  files: ".app-department-files",
  models: ".app-department-models",
  people: ".app-department-people",
};

/**
 * A department's files, models and people tabs in Chromium: the department is picked in the departments list and
 * the tab clicked, as a person does; then found by role, en-US label and the panels' test ids.
 */
export class BrowserDepartmentResourcesDriver implements DepartmentResourcesDriver {
  private tab: DepartmentResourceTab = "files";

  constructor(private readonly screen: BrowserScreenContext) {}

  async openTab(department: string, tab: DepartmentResourceTab): Promise<void> {
    await openDepartmentTab(this.screen, department, tab);
    this.tab = tab;
    await this.ready();
  }

  async listedDocuments(): Promise<readonly ListedPolicyDocument[]> {
    const page = await this.ready("files");
    return page.getByTestId("policy-file-row").evaluateAll((rows) =>
      rows.map((row) => {
        const text = (column: string) =>
          (row.querySelector(`[data-column="${column}"]`)?.textContent ?? "").trim();
        const remove = row.querySelector<HTMLButtonElement>('[data-testid="policy-file-delete"]');
        const reason = row.querySelector<HTMLElement>('[data-testid="permission-reason"]');
        return {
          name: (row as HTMLElement).dataset.fileName ?? "",
          status: text("status"),
          lastChangedBy: text("lastChangedBy"),
          deletable: remove ? !remove.disabled : false,
          reason: reason?.title ?? null,
        };
      }),
    );
  }

  async searchDocuments(query: string): Promise<readonly FoundPassage[]> {
    const page = await this.ready("files");
    await page.getByTestId("policy-search-query").fill(query);
    await page.getByTestId("policy-search-submit").click();
    // The answer to these words, not an earlier search's.
    await page.locator(`[data-testid="policy-search-result"][data-query=${JSON.stringify(query)}]`).waitFor();
    return page.getByTestId("policy-passage").evaluateAll((passages) =>
      passages.map((passage) => ({
        documentName: (passage as HTMLElement).dataset.fileName ?? "",
        text: passage.querySelector("blockquote")?.textContent ?? "",
      })),
    );
  }

  async uploadDocument(
    name: string,
    file: { name: string; content: string },
  ): Promise<readonly ProgressStep[]> {
    const page = await this.ready("files");
    await page.locator("#policy-file").setInputFiles({
      name: file.name,
      mimeType: "text/plain",
      buffer: Buffer.from(file.content),
    });
    await page.getByTestId("policy-name-input").fill(name);
    await page.evaluate(watchUploadProgress);
    await page.getByTestId("policy-upload-submit").click();
    this.screen.unsettle();
    const done = '[data-testid="policy-upload-status"][data-state="done"]';
    const refused = ".bp6-toast.bp6-intent-danger";
    await page.locator(`${done}, ${refused}`).first().waitFor();
    if ((await page.locator(done).count()) === 0) {
      throw new Error(`The upload was refused: ${await page.locator(refused).allTextContents()}`);
    }
    await this.ready("files");
    return page.evaluate(() => (window as unknown as { __uploadProgress: ProgressStep[] }).__uploadProgress);
  }

  async addDocumentFromUrl(name: string, url: string): Promise<void> {
    const page = await this.ready("files");
    await page.getByTestId("policy-url-input").fill(url);
    await page.getByTestId("policy-url-name-input").fill(name);
    await page.getByTestId("policy-url-submit").click();
    this.screen.unsettle();
    await this.ready("files");
  }

  async askToDeleteDocument(name: string): Promise<void> {
    await this.ready("files");
    await askThrough(this.rowOf("policy-file-row", "data-file-name", name).getByTestId("policy-file-delete"));
  }

  async assignedModels(): Promise<readonly string[]> {
    const page = await this.ready("models");
    return page
      .getByTestId("department-model-row")
      .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.modelName ?? ""));
  }

  async offeredModels(): Promise<readonly string[]> {
    const page = await this.ready("models");
    const picker = page.getByTestId("model-picker");
    await page.locator('[data-testid="model-picker"], [data-testid="model-picker-notice"]').first().waitFor();
    if ((await picker.count()) === 0) return [];
    return picker
      .locator("option[data-name]")
      .evaluateAll((options) => options.map((option) => (option as HTMLElement).dataset.name ?? ""));
  }

  async assignModel(name: string): Promise<void> {
    const page = await this.ready("models");
    const picker = page.getByTestId("model-picker");
    const value = await picker.locator(`option[data-name="${name}"]`).getAttribute("value");
    if (!value) throw new Error(`${name} is not offered`);
    await picker.selectOption(value);
    await page.getByTestId("model-assign").click();
    this.screen.unsettle();
    await this.ready("models");
  }

  async askToRemoveModel(name: string): Promise<void> {
    await this.ready("models");
    await askThrough(
      this.rowOf("department-model-row", "data-model-name", name).getByTestId("department-model-remove"),
    );
  }

  async listedPeople(): Promise<readonly ListedDepartmentPerson[]> {
    const page = await this.ready("people");
    return page.getByTestId("department-person-row").evaluateAll((rows) =>
      rows.map((row) => {
        const role = row.querySelector('[data-column="role"]');
        const select = role?.querySelector("select");
        return {
          email: (row as HTMLElement).dataset.email ?? "",
          role: (select ? select.selectedOptions[0]?.textContent : role?.textContent)?.trim() ?? "",
          keys: Number(row.querySelector('[data-testid="department-person-key-count"]')?.textContent ?? "0"),
        };
      }),
    );
  }

  async peopleReason(): Promise<string | null> {
    return textIfShown((await this.ready("people")).getByTestId("people-reason"));
  }

  async createApiKeyFor(email: string, key: NewDepartmentKey): Promise<string | null> {
    const keys = await this.keysSectionOf(email);
    await keys.getByTestId("department-person-key-create").click();
    const dialog = this.screen.page().getByTestId("api-key-settings-dialog");
    await dialog.waitFor();
    await dialog.getByLabel(enUS.apiKeys.form.name, { exact: true }).fill(key.name);
    if (key.monthlyBudgetUsd !== undefined)
      await dialog.getByLabel(enUS.apiKeys.form.budget, { exact: true }).fill(String(key.monthlyBudgetUsd));
    await dialog.getByTestId("api-key-settings-submit").click();
    this.screen.unsettle();
    await dialog.waitFor({ state: "hidden" });
    await this.ready("people");
    return this.revealedKey();
  }

  async rotateKeyOf(email: string, keyName: string, grace: RotationGraceShown): Promise<string | null> {
    await (await this.keyAction(email, keyName, enUS.apiKeys.rotateKey)).click();
    const dialog = this.screen.page().getByTestId("rotate-api-key-dialog");
    await dialog.waitFor();
    await dialog.getByLabel(grace, { exact: true }).check();
    await dialog.getByRole("button", { name: enUS.apiKeys.rotate.confirm, exact: true }).click();
    this.screen.unsettle();
    await dialog.waitFor({ state: "hidden" });
    await this.ready("people");
    return this.revealedKey();
  }

  async askToRevokeKeyOf(email: string, keyName: string): Promise<void> {
    await askThrough(await this.keyAction(email, keyName, enUS.apiKeys.revokeKey));
  }

  async askToDeleteKeyOf(email: string, keyName: string): Promise<void> {
    await askThrough(await this.keyAction(email, keyName, enUS.apiKeys.deleteKey));
  }

  async listedKeysOf(email: string): Promise<readonly ListedDepartmentKey[]> {
    const keys = await this.keysSectionOf(email);
    return keys.getByTestId("department-person-key").evaluateAll((rows) =>
      rows.map((row) => {
        const text = (column: string) =>
          row.querySelector(`[data-column="${column}"]`)?.textContent?.trim() ?? null;
        return {
          name: text("name") ?? "",
          masked: text("key") ?? "",
          status: text("status") ?? "",
          budget: text("budget") ?? "",
          grace: text("grace"),
        };
      }),
    );
  }

  async revealedKey(): Promise<string | null> {
    return revealedKey(await this.ready("people"));
  }

  async revealedWarning(): Promise<string | null> {
    return revealedWarning(await this.ready("people"));
  }

  async hideRevealedKey(): Promise<void> {
    await hideRevealedKey(this.screen, await this.ready("people"));
  }

  async keysOf(email: string): Promise<readonly string[]> {
    const keys = await this.keysSectionOf(email);
    return keys.locator('[data-testid="department-person-key"] [data-column="key"]').allTextContents();
  }

  async confirmation(): Promise<string | null> {
    const page = await this.ready();
    // A key's revocation or deletion asks in the API keys' own alert.
    const aboutKey = (await page.getByRole("alertdialog").getByTestId("api-key-question").count()) > 0;
    return shownAlertQuestion(page, aboutKey ? "api-key-question" : "removal-question");
  }

  async confirm(): Promise<void> {
    const page = await this.ready();
    const dialog = page.getByRole("alertdialog");
    await dialog.locator(".bp6-alert-footer button.bp6-intent-danger").click();
    this.screen.unsettle();
    await dialog.waitFor({ state: "hidden" });
    await this.ready();
  }

  /** The button of someone's key (by name) labelled after it (rotate, revoke, delete). */
  private async keyAction(email: string, keyName: string, labelTemplate: string): Promise<Locator> {
    const keys = await this.keysSectionOf(email);
    const row = keys.getByTestId("department-person-key").filter({
      has: this.screen.page().locator(`[data-column="name"]`, { hasText: keyName }),
    });
    return row.getByRole("button", { name: labelTemplate.replace("{{key}}", keyName), exact: true });
  }

  /** Someone's keys section, shown first when it is not. */
  private async keysSectionOf(email: string): Promise<Locator> {
    const page = await this.ready("people");
    const row = this.rowOf("department-person-row", "data-email", email);
    const userId = await row.getAttribute("data-user-id");
    const section = page.locator(`[data-testid="department-person-keys"][data-user-id="${userId}"]`);
    if ((await section.count()) === 0) {
      await row.getByTestId("department-person-keys-toggle").click();
      await section.waitFor();
    }
    return section;
  }

  private rowOf(testId: string, attribute: string, value: string): Locator {
    const quoted = value.replace(/["\\]/g, "\\$&");
    return this.screen.page().locator(`[data-testid="${testId}"][${attribute}="${quoted}"]`);
  }

  /** The page once settled, with the tab's panel shown and no call in flight. */
  private async ready(tab: DepartmentResourceTab = this.tab): Promise<Page> {
    if (tab !== this.tab) throw new Error(`The ${this.tab} tab is open, not the ${tab}`);
    return pageWithIdle(this.screen, PANELS[tab]);
  }
}

// Runs inside the page (page.evaluate): only browser globals.
function watchUploadProgress(): void {
  const seen: (number | "sending" | "done")[] = [];
  (window as unknown as { __uploadProgress: typeof seen }).__uploadProgress = seen;
  const record = () => {
    const status = document.querySelector<HTMLElement>('[data-testid="policy-upload-status"]');
    if (!status) return;
    const value = status.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow");
    const step = status.dataset.state === "done" ? "done" : value == null ? "sending" : Number(value);
    if (seen.at(-1) !== step) seen.push(step);
    if (step === "done") observer.disconnect();
  };
  const observer = new MutationObserver(record);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
}
