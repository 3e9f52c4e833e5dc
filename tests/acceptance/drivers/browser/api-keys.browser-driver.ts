import type { Locator, Page } from "playwright-core";
import type { RotationGrace } from "../../../../core/api-keys/rotation-grace.ts";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  ApiKeysDriver,
  CreatedKey,
  KeySettingsTyped,
  ListedKey,
} from "../../support/api-keys-driver.ts";
import { expiredKey } from "../../support/expired-api-key.ts";
import { answerAlert, askThrough, shownAlertQuestion } from "./alert-dialog.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { followMenu } from "./menu.ts";
import { hideRevealedKey, revealedKey, revealedWarning } from "./revealed-key.ts";
import { rowsOf } from "./rows.ts";
import { pageWithIdle } from "./settled-part.ts";
import { textIfShown, textsOf } from "./shown-text.ts";
import { callTestHook } from "./test-hooks.ts";

const PAGE = ".app-api-keys";
/** As the core world refuses a call: a conflict. */
const REFUSED = 409;
/** As the core world names a scenario's key. */
const SCENARIO_KEY_NAME = "Scenario key";
const FORM = enUS.apiKeys.form;

/** The api keys screen in Chromium, found by role and en-US label and by the screen's test ids. */
export class BrowserApiKeysDriver implements ApiKeysDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/api-key");
  }

  async leaveAndReturn(): Promise<void> {
    await followMenu(this.screen, enUS.nav.availableModels, enUS.nav.apiKeys);
    await this.ready();
  }

  async listedKeys(): Promise<readonly ListedKey[]> {
    const rows = await rowsOf((await this.ready()).getByTestId("api-key-row"));
    return rows.map((row) => ({
      id: row.data.keyId ?? "",
      name: row.text("name"),
      masked: row.text("key"),
      status: row.text("status"),
      grace: row.text("grace"),
      budget: row.text("budget"),
      limits: row.text("limits"),
      models: row.text("models"),
      date: row.text("date"),
      time: row.text("time"),
    }));
  }

  async createKey(settings: KeySettingsTyped = {}): Promise<CreatedKey | null> {
    const before = new Set((await this.listedKeys()).map((key) => key.id));
    const page = await this.ready();
    await page.getByTestId("api-key-create").click();
    await this.submit(await this.typed({ name: SCENARIO_KEY_NAME, ...settings }));
    const added = (await this.listedKeys()).filter((key) => !before.has(key.id));
    const value = await this.revealedKey();
    return added.length === 1 && added[0] && value ? { id: added[0].id, value } : null;
  }

  async settingsErrors(): Promise<readonly string[]> {
    const dialog = (await this.ready()).getByTestId("api-key-settings-dialog");
    if (!(await dialog.isVisible())) return [];
    return textsOf(dialog.getByTestId("field-error"));
  }

  async editKey(id: string, settings: KeySettingsTyped): Promise<void> {
    await (await this.action(id, enUS.apiKeys.editKey)).click();
    await this.submit(await this.typed(settings));
  }

  async rotateKey(id: string, grace: RotationGrace): Promise<CreatedKey | null> {
    await (await this.action(id, enUS.apiKeys.rotateKey)).click();
    const dialog = (await this.ready()).getByTestId("rotate-api-key-dialog");
    await dialog.getByLabel(enUS.apiKeys.rotate.grace[grace], { exact: true }).check();
    await dialog.getByRole("button", { name: enUS.apiKeys.rotate.confirm, exact: true }).click();
    this.screen.unsettle();
    await dialog.waitFor({ state: "hidden" });
    const value = await this.revealedKey();
    return value ? { id, value } : null;
  }

  async revealedKey(): Promise<string | null> {
    return revealedKey(await this.ready());
  }

  async revealedWarning(): Promise<string | null> {
    return revealedWarning(await this.ready());
  }

  async hideRevealedKey(): Promise<void> {
    await hideRevealedKey(this.screen, await this.ready());
  }

  async askToRevoke(id: string): Promise<void> {
    await askThrough(await this.action(id, enUS.apiKeys.revokeKey));
  }

  async askToDelete(id: string): Promise<void> {
    await askThrough(await this.action(id, enUS.apiKeys.deleteKey));
  }

  async confirmation(): Promise<string | null> {
    return shownAlertQuestion(await this.ready(), "api-key-question");
  }

  async confirm(): Promise<void> {
    const page = await this.ready();
    const confirmButton = page.getByRole("alertdialog").locator("button.bp6-intent-danger");
    const name = (await confirmButton.textContent())?.trim() ?? enUS.common.delete;
    await answerAlert(this.screen, page, name);
  }

  async cancelConfirmation(): Promise<void> {
    await answerAlert(this.screen, await this.ready(), enUS.common.cancel);
  }

  async notice(): Promise<string | null> {
    return textIfShown((await this.ready()).locator(`${PAGE} .bp6-non-ideal-state h4`));
  }

  async holdExpiredKey(name: string): Promise<void> {
    await callTestHook(this.screen.page(), { port: "ApiKeysGateway" }, "holdKey", expiredKey(name));
  }

  async refuseNextCall(...serverMessages: string[]): Promise<void> {
    await callTestHook(
      this.screen.page(),
      { port: "ApiKeysGateway" },
      "failNextCall",
      REFUSED,
      ...serverMessages,
    );
  }

  /** The row's button named after its key (edit, rotate, revoke, delete). */
  private async action(id: string, labelTemplate: string): Promise<Locator> {
    const row = (await this.ready()).locator(`[data-testid="api-key-row"][data-key-id="${id}"]`);
    const name = (await row.locator('[data-column="name"]').textContent())?.trim() ?? "";
    return row.getByRole("button", { name: labelTemplate.replace("{{key}}", name), exact: true });
  }

  /** Types into the open settings dialog, field by field; answers the dialog. */
  private async typed(settings: KeySettingsTyped): Promise<Locator> {
    const dialog = this.screen.page().getByTestId("api-key-settings-dialog");
    await dialog.waitFor();
    const fields: [string, string | undefined][] = [
      [FORM.name, settings.name],
      [FORM.expires, settings.lastDay],
      [FORM.budget, settings.monthlyBudgetUsd],
      [FORM.requestsPerMinute, settings.requestsPerMinute],
      [FORM.tokensPerMinute, settings.tokensPerMinute],
    ];
    for (const [label, value] of fields)
      if (value !== undefined) await dialog.getByLabel(label, { exact: true }).fill(value);
    if (settings.models) {
      // A person clicks the model's label; Blueprint's box itself sits under it.
      const labels = dialog.locator(".app-api-key-settings-model-list label");
      for (const label of await labels.all()) {
        const model = (await label.textContent())?.trim() ?? "";
        const ticked = await label.locator("input").isChecked();
        if (ticked !== settings.models.includes(model)) await label.click();
      }
    }
    return dialog;
  }

  /** Submits the dialog and waits for the answer: closed, or still open with its broken rules. */
  private async submit(dialog: Locator): Promise<void> {
    await dialog.getByTestId("api-key-settings-submit").click();
    this.screen.unsettle();
    await this.ready();
  }

  /** The page once settled, with no call in flight. */
  private ready(): Promise<Page> {
    return pageWithIdle(this.screen, PAGE);
  }
}
