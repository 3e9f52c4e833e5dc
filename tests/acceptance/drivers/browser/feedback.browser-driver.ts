import type { Locator, Page } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type { FeedbackDriver, FeedbackEntry, FeedbackFormField } from "../../support/feedback-driver.ts";
import { brokenRules } from "./broken-rules.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { pageWithIdle } from "./settled-part.ts";

const FORM = "form.feedback-form";
const words = enUS.feedback;
const LABELS: Readonly<Record<FeedbackFormField, string>> = {
  topic: words.topic,
  message: words.message,
  "reply address": words.email,
};

/** The feedback page in Chromium, its fields found by their en-US labels. */
export class BrowserFeedbackDriver implements FeedbackDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/feedback");
    await this.ready();
  }

  async shownForm(): Promise<FeedbackEntry> {
    const page = await this.ready();
    const topic = await this.field(page, "topic").evaluate((select) => {
      const chosen = (select as HTMLSelectElement).selectedOptions[0];
      return chosen && chosen.value !== "" ? (chosen.textContent ?? "") : "";
    });
    return {
      topic,
      message: await this.field(page, "message").inputValue(),
      replyAddress: await this.field(page, "reply address").inputValue(),
    };
  }

  async fill(entry: FeedbackEntry): Promise<void> {
    const page = await this.ready();
    if (entry.topic !== "") await this.field(page, "topic").selectOption({ label: entry.topic });
    await this.field(page, "message").fill(entry.message);
    await this.field(page, "reply address").fill(entry.replyAddress);
  }

  async send(entry: FeedbackEntry): Promise<void> {
    await this.fill(entry);
    const page = await this.ready();
    await page.getByRole("button", { name: words.send, exact: true }).click();
    this.screen.unsettle();
    await this.ready();
  }

  async brokenRules(): Promise<Partial<Record<FeedbackFormField, readonly string[]>>> {
    return brokenRules((await this.ready()).locator(FORM), LABELS);
  }

  private field(page: Page, field: FeedbackFormField): Locator {
    return page.locator(FORM).getByLabel(LABELS[field], { exact: true });
  }

  /** The page once settled, with nothing being sent. */
  private ready(): Promise<Page> {
    return pageWithIdle(this.screen, FORM);
  }
}
