import type { Locator } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type { RetentionDriver, RetentionScope, ShownRetention } from "../../support/retention-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";

const CARDS: Record<RetentionScope, string> = {
  personal: '[data-testid="personal-retention"]',
  organization: '[data-testid="organization-retention"]',
};
const words = enUS.retention;

/** The Data retention page in Chromium, reached from the menu as a person does; read by test ids and en-US labels. */
export class BrowserRetentionDriver implements RetentionDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    // Through the menu when it is there: the memory build keeps what a scenario made only until the page reloads.
    const menuLink = () => this.screen.page().getByRole("link", { name: enUS.nav.retention, exact: true });
    if (this.screen.shownPath() !== null && (await menuLink().first().isVisible())) {
      await this.screen.settle();
      await menuLink().first().click();
      this.screen.unsettle();
    } else {
      await this.screen.open("/retention");
    }
    await this.card("personal");
  }

  async shown(scope: RetentionScope): Promise<ShownRetention | null> {
    await this.card("personal");
    if ((await this.screen.page().locator(CARDS[scope]).count()) === 0) return null;
    const card = await this.card(scope);
    const bodies = card.getByLabel(words.fields.bodiesDays, { exact: true });
    return {
      bodiesDays: await bodies.inputValue(),
      metadataDays: await card.getByLabel(words.fields.metadataDays, { exact: true }).inputValue(),
      explanation: ((await card.getByTestId("retention-explanation").textContent()) ?? "").trim(),
      editable: await bodies.isEnabled(),
      problems: (await card.getByTestId("field-error").allTextContents()).map((text) => text.trim()),
    };
  }

  async type(scope: RetentionScope, bodiesDays: string, metadataDays: string): Promise<void> {
    const card = await this.card(scope);
    await card.getByLabel(words.fields.bodiesDays, { exact: true }).fill(bodiesDays);
    await card.getByLabel(words.fields.metadataDays, { exact: true }).fill(metadataDays);
  }

  async save(scope: RetentionScope): Promise<void> {
    const card = await this.card(scope);
    await card
      .getByRole("button", { name: enUS.organization.departments.settings.save, exact: true })
      .click();
    this.screen.unsettle();
    await this.card(scope);
  }

  private async card(scope: RetentionScope): Promise<Locator> {
    await this.screen.settle();
    const card = this.screen.page().locator(`${CARDS[scope]}[aria-busy="false"]`);
    await card.waitFor();
    return card;
  }
}
