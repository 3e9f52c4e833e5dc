import type { Page } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type { ApiKeysDriver, CreatedKey, ListedKey } from "../../support/api-keys-driver.ts";
import { answerAlert, shownAlertQuestion } from "./alert-dialog.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";

const PAGE = ".app-api-keys";
/** As the core world refuses a call: a conflict. */
const REFUSED = 409;

interface ApiKeysTestHooks {
  port(name: string): { failNextCall?(status: number, ...serverMessages: string[]): Promise<void> };
}

/** The api keys screen in Chromium, found by role and en-US label and by the screen's test ids. */
export class BrowserApiKeysDriver implements ApiKeysDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/api-key");
  }

  async leaveAndReturn(): Promise<void> {
    for (const item of [enUS.nav.availableModels, enUS.nav.apiKeys]) {
      await this.screen.settle();
      await this.screen.page().getByRole("link", { name: item, exact: true }).click();
      this.screen.unsettle();
    }
    await this.ready();
  }

  async listedKeys(): Promise<readonly ListedKey[]> {
    const page = await this.ready();
    return page.getByTestId("api-key-row").evaluateAll((rows) =>
      rows.map((row) => {
        const text = (column: string) =>
          (row.querySelector(`[data-column="${column}"]`)?.textContent ?? "").trim();
        return {
          id: (row as HTMLElement).dataset.keyId ?? "",
          masked: text("key"),
          date: text("date"),
          time: text("time"),
        };
      }),
    );
  }

  async createKey(): Promise<CreatedKey | null> {
    const before = new Set((await this.listedKeys()).map((key) => key.id));
    const page = this.screen.page();
    // The page is busy from the click on (set within the click's own event), until the gateway has answered.
    await page.getByTestId("api-key-create").click();
    this.screen.unsettle();
    const added = (await this.listedKeys()).filter((key) => !before.has(key.id));
    const value = await this.revealedKey();
    return added.length === 1 && added[0] && value ? { id: added[0].id, value } : null;
  }

  async revealedKey(): Promise<string | null> {
    const page = await this.ready();
    const value = page.getByTestId("new-api-key-value");
    return (await value.count()) > 0 ? await value.textContent() : null;
  }

  async revealedWarning(): Promise<string | null> {
    const page = await this.ready();
    const warning = page.getByText(enUS.apiKeys.revealedWarning, { exact: true });
    return (await warning.count()) > 0 ? ((await warning.textContent()) ?? "").trim() : null;
  }

  async hideRevealedKey(): Promise<void> {
    const page = await this.ready();
    await page.getByRole("button", { name: enUS.apiKeys.hideKey, exact: true }).click();
    this.screen.unsettle();
  }

  async askToDelete(id: string): Promise<void> {
    const page = await this.ready();
    await page.locator(`[data-testid="api-key-row"][data-key-id="${id}"]`).getByRole("button").click();
    await page.getByRole("alertdialog").waitFor();
  }

  async confirmation(): Promise<string | null> {
    return shownAlertQuestion(await this.ready(), "api-key-removal-question");
  }

  async confirmDeletion(): Promise<void> {
    await this.answerConfirmation(enUS.common.delete);
  }

  async cancelDeletion(): Promise<void> {
    await this.answerConfirmation(enUS.common.cancel);
  }

  async notice(): Promise<string | null> {
    const page = await this.ready();
    const title = page.locator(`${PAGE} .bp6-non-ideal-state h4`);
    return (await title.count()) > 0 ? ((await title.textContent()) ?? "").trim() : null;
  }

  async refuseNextCall(...serverMessages: string[]): Promise<void> {
    if (this.screen.againstLocalStack)
      throw new Error("Only the memory gateway can be told to refuse a call");
    await this.screen.page().evaluate(
      ({ status, messages }) => {
        const hooks = (window as unknown as { __dashboardTestHooks?: ApiKeysTestHooks }).__dashboardTestHooks;
        const gateway = hooks?.port("ApiKeysGateway");
        if (!gateway?.failNextCall)
          throw new Error("The app does not run on the memory gateway with test hooks");
        return gateway.failNextCall(status, ...messages);
      },
      { status: REFUSED, messages: serverMessages },
    );
  }

  /** Answers the open confirmation, then waits for it to close and for the call it started to end. */
  private async answerConfirmation(button: string): Promise<void> {
    await answerAlert(this.screen, await this.ready(), button);
  }

  /** The page once settled, with no call in flight. */
  private async ready(): Promise<Page> {
    await this.screen.settle();
    const page = this.screen.page();
    await page.locator(`${PAGE}[aria-busy="false"]`).waitFor();
    return page;
  }
}
