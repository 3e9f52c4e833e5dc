import type { Locator } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type { WebhookDriver } from "../../support/webhook-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { settledPart } from "./settled-part.ts";
import { textOf } from "./shown-text.ts";

const CARD = '[data-testid="organization-webhook"]';
const words = enUS.organization.webhook;

/** The organization overview's Webhook card in Chromium, read by test ids and en-US labels. */
export class BrowserWebhookDriver implements WebhookDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    if (this.screen.shownPath() !== "/organization") await this.screen.open("/organization");
    await this.card();
  }

  async setUrl(url: string): Promise<string> {
    const card = await this.card();
    const address = card
      .getByLabel(words.setUrl, { exact: true })
      .or(card.getByLabel(words.replaceUrl, { exact: true }));
    await address.fill(url);
    await card.getByRole("button", { name: words.save, exact: true }).click();
    this.screen.unsettle();
    const secret = card.getByTestId("webhook-secret");
    await secret.waitFor();
    return textOf(secret);
  }

  async remove(): Promise<void> {
    const card = await this.card();
    await card.getByRole("button", { name: words.remove, exact: true }).click();
    const page = this.screen.page();
    await page.getByRole("alertdialog").getByRole("button", { name: words.remove, exact: true }).click();
    this.screen.unsettle();
    await card.getByTestId("webhook-none").waitFor();
  }

  private card(): Promise<Locator> {
    return settledPart(this.screen, CARD);
  }
}
