import type { Page } from "playwright-core";
import { docsAddress } from "../../../../core/docs/docs-address.ts";
import { enUS } from "../../../support/en-us-texts.ts";
import type { DocsDriver, ShownDocumentation } from "../../support/docs-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { pageWithIdle } from "./settled-part.ts";
import { textOf, textsOf } from "./shown-text.ts";

const ARTICLE = "article.docs-article";
const words = enUS.docs;

/** The documentation in Chromium: the search box by its label, hits and headings by what they show. */
export class BrowserDocsDriver implements DocsDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(page?: string, heading?: string): Promise<void> {
    await this.screen.open(page ? docsAddress(page, heading ?? null) : "/document");
    await this.ready();
  }

  async search(query: string): Promise<readonly string[]> {
    const page = await this.ready();
    // As a person would: "/" from anywhere on the page jumps to the search box.
    await page.locator("body").press("/");
    const box = page.getByRole("combobox", { name: words.search, exact: true });
    await box.fill(query);
    return textsOf(page.locator('[data-testid="docs-search-hit"] .docs-search-hit-title'));
  }

  async openHitWithKeyboard(position: number): Promise<void> {
    const page = await this.ready();
    for (let step = 0; step < position; step++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    this.screen.unsettle();
    await this.ready();
  }

  async shownPage(): Promise<ShownDocumentation> {
    const page = await this.ready();
    const article = page.locator(ARTICLE);
    const title = await textOf(article.locator("h2").first());
    const heading = await page.evaluate(() => {
      const anchor = decodeURIComponent(window.location.hash.slice(1));
      const element = anchor ? document.getElementById(anchor) : null;
      if (!element) return null;
      // Brought into view: its top is within the window, below the top bar.
      const { top } = element.getBoundingClientRect();
      return top >= 0 && top < window.innerHeight ? (element.textContent ?? "").trim() : null;
    });
    return { title, heading };
  }

  async tableOfContents(): Promise<readonly string[]> {
    return this.contents();
  }

  async legalSections(): Promise<readonly string[]> {
    return this.contents();
  }

  private async contents(): Promise<readonly string[]> {
    const page = await this.ready();
    const toc = page.getByRole("navigation", { name: words.onThisPage, exact: true });
    return textsOf(toc.getByRole("link"));
  }

  /** The page once settled, its Markdown rendered. */
  private ready(): Promise<Page> {
    return pageWithIdle(this.screen, ARTICLE);
  }
}
