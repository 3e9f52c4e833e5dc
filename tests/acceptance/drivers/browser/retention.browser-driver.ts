import type { Locator } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type { RetentionDriver, RetentionScope, ShownRetention } from "../../support/retention-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { openThroughMenu } from "./menu.ts";
import { idlePart } from "./settled-part.ts";
import { textOf, textsOf } from "./shown-text.ts";

const CARDS: Record<RetentionScope, string> = {
  personal: '[data-testid="personal-retention"]',
  organization: '[data-testid="organization-retention"]',
};
const words = enUS.retention;

/** The Data retention page in Chromium, reached from the menu as a person does; read by test ids and en-US labels. */
export class BrowserRetentionDriver implements RetentionDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await openThroughMenu(this.screen, enUS.nav.retention, "/retention");
    await this.card("personal");
  }

  async shown(scope: RetentionScope): Promise<ShownRetention | null> {
    await this.card("personal");
    if ((await this.screen.page().locator(CARDS[scope]).count()) === 0) return null;
    const card = await this.card(scope);
    const bodies = card.getByLabel(words.fields.bodiesDays, { exact: true });
    const minimum = card.getByTestId("retention-minimum");
    return {
      bodiesDays: await bodies.inputValue(),
      metadataDays: await card.getByLabel(words.fields.metadataDays, { exact: true }).inputValue(),
      explanation: await textOf(card.getByTestId("retention-explanation")),
      editable: await bodies.isEnabled(),
      problems: await textsOf(card.getByTestId("field-error")),
      minimum: (await minimum.count()) > 0 ? await textOf(minimum) : null,
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

  private card(scope: RetentionScope): Promise<Locator> {
    return idlePart(this.screen, CARDS[scope]);
  }
}
