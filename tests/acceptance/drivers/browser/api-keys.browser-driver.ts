import type { Page } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type { ApiKeysDriver, CreatedKey, ListedKey } from "../../support/api-keys-driver.ts";
import { answerAlert, askThrough, shownAlertQuestion } from "./alert-dialog.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { followMenu } from "./menu.ts";
import { hideRevealedKey, revealedKey, revealedWarning } from "./revealed-key.ts";
import { rowsOf } from "./rows.ts";
import { pageWithIdle } from "./settled-part.ts";
import { textIfShown } from "./shown-text.ts";
import { callTestHook } from "./test-hooks.ts";

const PAGE = ".app-api-keys";
/** As the core world refuses a call: a conflict. */
const REFUSED = 409;

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
      masked: row.text("key"),
      date: row.text("date"),
      time: row.text("time"),
    }));
  }

  async createKey(): Promise<CreatedKey | null> {
    const before = new Set((await this.listedKeys()).map((key) => key.id));
    // The page is busy from the click on (set within the click's own event), until the gateway has answered.
    await this.screen.page().getByTestId("api-key-create").click();
    this.screen.unsettle();
    const added = (await this.listedKeys()).filter((key) => !before.has(key.id));
    const value = await this.revealedKey();
    return added.length === 1 && added[0] && value ? { id: added[0].id, value } : null;
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

  async askToDelete(id: string): Promise<void> {
    const page = await this.ready();
    await askThrough(page.locator(`[data-testid="api-key-row"][data-key-id="${id}"]`).getByRole("button"));
  }

  async confirmation(): Promise<string | null> {
    return shownAlertQuestion(await this.ready(), "api-key-removal-question");
  }

  async confirmDeletion(): Promise<void> {
    await answerAlert(this.screen, await this.ready(), enUS.common.delete);
  }

  async cancelDeletion(): Promise<void> {
    await answerAlert(this.screen, await this.ready(), enUS.common.cancel);
  }

  async notice(): Promise<string | null> {
    return textIfShown((await this.ready()).locator(`${PAGE} .bp6-non-ideal-state h4`));
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

  /** The page once settled, with no call in flight. */
  private ready(): Promise<Page> {
    return pageWithIdle(this.screen, PAGE);
  }
}
