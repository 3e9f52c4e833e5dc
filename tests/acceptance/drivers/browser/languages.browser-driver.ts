import { LANGUAGE_PACK_FILE } from "../../../../ui/i18n/language-packs-folder.ts";
import type { LanguagesDriver, ShownLanguage } from "../../support/languages-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { textOf } from "./shown-text.ts";

const PICKER = ".app-language-picker select";

export class BrowserLanguagesDriver implements LanguagesDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async choose(nativeName: string): Promise<void> {
    const page = this.screen.page();
    const picker = page.locator(PICKER).first();
    const iso = await picker.locator("option", { hasText: nativeName }).first().getAttribute("value");
    if (!iso) throw new Error(`The language picker does not list ${nativeName}`);
    await picker.selectOption(iso);
    await page.waitForFunction((wanted) => document.documentElement.lang === wanted, iso);
    this.screen.unsettle();
  }

  async offered(): Promise<readonly string[]> {
    return this.screen
      .page()
      .locator(`${PICKER} option`)
      .evaluateAll((options) => options.map((option) => option.textContent ?? ""));
  }

  async shown(): Promise<ShownLanguage> {
    await this.screen.settle();
    const page = this.screen.page();
    const { iso, direction } = await page.evaluate(() => ({
      iso: document.documentElement.lang,
      direction: document.documentElement.dir === "rtl" ? ("rtl" as const) : ("ltr" as const),
    }));
    return { iso, direction, heading: await textOf(page.locator("h1").first()) };
  }

  async downloadedPacks(): Promise<readonly string[]> {
    // Resource timing lists every file the page fetched since it was opened, chunks included.
    const fetched = await this.screen
      .page()
      .evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    return [
      ...new Set(fetched.flatMap((url) => new URL(url).pathname.match(LANGUAGE_PACK_FILE)?.[1] ?? [])),
    ].sort();
  }

  async topBarMirrored(): Promise<boolean> {
    const page = this.screen.page();
    const brand = await page.locator("header .app-brand").first().boundingBox();
    const preferences = await page.locator("header .app-preference-controls").first().boundingBox();
    if (!brand || !preferences) throw new Error("The top bar has no brand or no preference controls");
    return brand.x > preferences.x;
  }
}
