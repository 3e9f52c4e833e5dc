import type { Locator, Page } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  CustomModelEntry,
  ListedGridNodeRow,
  ListedOrganizationModelRow,
  OrganizationModelsDriver,
} from "../../support/organization-models-driver.ts";
import { answerAlert, askThrough, shownAlertQuestion } from "./alert-dialog.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { escapeRegExp, prefixOf } from "./en-us-template.ts";
import { followMenu } from "./menu.ts";
import { pageWithIdle } from "./settled-part.ts";
import { textsOf } from "./shown-text.ts";

const PAGE = ".app-organization-models";
const TEXTS = enUS.organization.models;

/** The organization models screen in Chromium, found by role and en-US label and by the screen's test ids. */
export class BrowserOrganizationModelsDriver implements OrganizationModelsDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/organization/models");
  }

  async listedModels(): Promise<readonly ListedOrganizationModelRow[]> {
    const page = await this.ready();
    return page.getByTestId("org-model-row").evaluateAll(
      (rows, deleteLabel) =>
        rows.map((row) => {
          const element = row as HTMLElement;
          const text = (selector: string) => (row.querySelector(selector)?.textContent ?? "").trim();
          const remove = row.querySelector<HTMLButtonElement>(`[aria-label^="${deleteLabel}"]`);
          return {
            id: element.dataset.modelId ?? "",
            name: text('[data-column="name"] code'),
            type: element.dataset.type ?? "",
            access: element.dataset.access ?? "",
            gridNode: text('[data-column="gridNode"]'),
            emission:
              text('[data-column="emission"] [data-testid="renewable-share"]') ||
              text('[data-column="emission"]'),
            lastChangedBy: text('[data-column="lastChangedBy"]'),
            apiKey: row.querySelector<HTMLElement>("[data-api-key]")?.dataset.apiKey ?? null,
            deletable: remove ? !remove.disabled : null,
          };
        }),
      prefixOf(TEXTS.deleteModel),
    );
  }

  async offeredAvailableModels(): Promise<readonly string[]> {
    const dialog = await this.openDialog("org-model-add-available");
    const select = dialog.getByTestId("org-available-model-select");
    const offered = await Promise.race([
      select.waitFor().then(() => select.locator("option:not([value=''])").allTextContents()),
      dialog
        .getByText(TEXTS.available.noneLeft)
        .waitFor()
        .then(() => []),
    ]);
    await this.closeDialog(dialog);
    return offered.map((name) => name.trim());
  }

  async addAvailableModel(name: string): Promise<void> {
    const dialog = await this.openDialog("org-model-add-available");
    await dialog.getByTestId("org-available-model-select").selectOption({ label: name });
    await this.submit(dialog);
  }

  async addCustomModel(entry: CustomModelEntry): Promise<void> {
    const dialog = await this.openDialog("org-model-add-custom");
    const fields = TEXTS.custom.fields;
    await dialog.getByLabel(fields.name, { exact: true }).fill(entry.name);
    await dialog.getByLabel(fields.provider, { exact: true }).fill(entry.provider);
    if (entry.access) await dialog.getByLabel(TEXTS.accessTypes[entry.access], { exact: true }).check();
    if (entry.region)
      await dialog.getByLabel(fields.deploymentRegion, { exact: true }).selectOption(entry.region);
    if (entry.gridNode) {
      const picker = dialog.getByLabel(fields.gridNodeId, { exact: true });
      const value = await picker
        .locator("option")
        .evaluateAll(
          (options, name) =>
            (options as HTMLOptionElement[]).find((option) => option.textContent?.includes(` · ${name} (`))
              ?.value,
          entry.gridNode,
        );
      if (!value) throw new Error(`The grid node picker does not offer ${entry.gridNode}`);
      await picker.selectOption(value);
    }
    const optional: [string, string | undefined][] = [
      [fields.dedicatedUrl, entry.dedicatedUrl],
      [fields.customModelApikey, entry.apiKey],
      [fields.configXml, entry.configXml],
    ];
    for (const [label, value] of optional) {
      if (value !== undefined) await dialog.getByLabel(new RegExp(`^${escapeRegExp(label)}`)).fill(value);
    }
    await this.submit(dialog);
  }

  async formErrors(): Promise<readonly string[]> {
    const page = await this.ready();
    return textsOf(page.getByRole("dialog").getByTestId("org-model-field-error"));
  }

  async askToDelete(name: string): Promise<void> {
    const page = await this.ready();
    await askThrough(
      page.getByRole("button", { name: TEXTS.deleteModel.replace("{{name}}", name), exact: true }),
    );
  }

  async confirmation(): Promise<string | null> {
    return shownAlertQuestion(await this.ready(), "removal-question");
  }

  async confirmDeletion(): Promise<void> {
    await answerAlert(this.screen, await this.ready(), enUS.common.delete);
  }

  async addReasons(): Promise<readonly string[]> {
    const page = await this.ready();
    return page
      .getByTestId("org-model-add-actions")
      .getByTestId("permission-reason")
      .evaluateAll((reasons) => reasons.map((reason) => reason.getAttribute("title") ?? ""));
  }

  async gridNodes(): Promise<readonly ListedGridNodeRow[]> {
    const page = await this.ready();
    return page.getByTestId("grid-node-row").evaluateAll((rows) =>
      rows.map((row) => {
        const text = (selector: string) => (row.querySelector(selector)?.textContent ?? "").trim();
        return {
          region: text('[data-column="region"]'),
          name: text('[data-column="name"]'),
          location: text('[data-column="location"]'),
          lmp: text('[data-column="lmp"]'),
          renewable: text('[data-column="renewable"] [data-testid="renewable-share"]'),
          lastUpdate: text('[data-column="updated"]'),
        };
      }),
    );
  }

  async storedModelNames(): Promise<readonly string[]> {
    // The page asks the gateway for the list each time it opens: leave it through the menu and come back (no
    // reload, so the memory gateway keeps what it holds).
    const page = await this.ready();
    if (await page.getByRole("dialog").isVisible()) await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await followMenu(this.screen, enUS.nav.organization, enUS.nav.models);
    return (await this.listedModels()).map((model) => model.name);
  }

  private async openDialog(button: string): Promise<Locator> {
    const page = await this.ready();
    await page.getByTestId(button).click();
    this.screen.unsettle();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    return dialog;
  }

  private async closeDialog(dialog: Locator): Promise<void> {
    await dialog.getByRole("button", { name: enUS.common.cancel, exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
  }

  /** Submits the dialog's form and waits for the answer: the dialog closed, or still open with why. */
  private async submit(dialog: Locator): Promise<void> {
    await dialog.getByRole("button", { name: TEXTS.add, exact: true }).click();
    this.screen.unsettle();
    await this.ready();
  }

  /** The page once settled, with nothing loading and no call in flight. */
  private ready(): Promise<Page> {
    return pageWithIdle(this.screen, PAGE);
  }
}
