import type { Locator, Page } from "playwright-core";
import type { SnippetLanguage } from "../../../../core/code-snippets/code-snippets.ts";
import { enUS } from "../../../support/en-us-texts.ts";
import type { ApiDocumentDriver } from "../../support/api-document-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { valuesIn } from "./en-us-template.ts";
import { openThroughMenu } from "./menu.ts";
import { pageWithIdle } from "./settled-part.ts";
import { textOf } from "./shown-text.ts";

const PAGE = "section.api-document-page";
const words = enUS.apiDocument;

/** "API key mk-de...b8a7f (2025-06-09)" → "mk-de...b8a7f"; null for another option. */
function maskedKeyOf(label: string): string | null {
  return valuesIn(words.keys.key, label)?.key ?? null;
}

/** The API documentation in Chromium: operations by their cards' test ids, controls by their en-US labels. */
export class BrowserApiDocumentDriver implements ApiDocumentDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  /**
   * Already in the app, through the menu, as a person would: reloading would also start the memory build's
   * gateway afresh, without the key a scenario just created.
   */
  async open(): Promise<void> {
    await openThroughMenu(this.screen, enUS.nav.apiDocumentation, "/api-document");
    await this.ready();
  }

  async operations(): Promise<readonly string[]> {
    const page = await this.ready();
    return page
      .getByTestId("api-operation")
      .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.operation ?? ""));
  }

  async accessOf(operation: string): Promise<string> {
    return textOf(this.card(await this.ready(), operation).locator("h4 > .bp6-tag"));
  }

  async offeredKeys(): Promise<readonly string[]> {
    const labels = await this.keyLabels(await this.ready());
    return labels.map(maskedKeyOf).filter((masked): masked is string => masked !== null);
  }

  async chooseKey(masked: string): Promise<void> {
    const page = await this.ready();
    const label = (await this.keyLabels(page)).find((each) => maskedKeyOf(each) === masked);
    if (!label) throw new Error(`The key ${masked} is not offered for the examples`);
    await page.getByLabel(words.keys.label, { exact: true }).selectOption({ label });
  }

  async example(operation: string, language: SnippetLanguage): Promise<string> {
    const card = this.card(await this.ready(), operation);
    const toggle = card.locator("button.api-operation-toggle");
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await card.getByRole("tab", { name: words.languages[language], exact: true }).click();
    return (await card.getByTestId("api-operation-snippet").textContent()) ?? "";
  }

  private card(page: Page, operation: string): Locator {
    return page.locator(`[data-testid="api-operation"][data-operation="${operation}"]`);
  }

  private async keyLabels(page: Page): Promise<string[]> {
    const picker = page.getByLabel(words.keys.label, { exact: true });
    if ((await picker.count()) === 0) return [];
    return (await picker.locator("option").allTextContents()).map((text) => text.trim());
  }

  /** The page once settled: the document and the person's keys loaded. */
  private async ready(): Promise<Page> {
    const page = await pageWithIdle(this.screen, PAGE);
    await page.locator(".api-key-choice-spinner").waitFor({ state: "detached" });
    return page;
  }
}
