import type { Page } from "playwright-core";
import type {
  CatalogueSortKey,
  SortDirection,
} from "../../../../core/available-models/model-catalogue-query.ts";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  AvailableModelsDriver,
  CapabilityFilterButton,
  ShownModel,
} from "../../support/available-models-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { escapeRegExp } from "./en-us-template.ts";
import { pageWithIdle } from "./settled-part.ts";
import { textIfShown, textOf } from "./shown-text.ts";

const PAGE = ".app-available-models";
const CAPABILITY_FILTER = '[data-testid="capability-filter"]';

/**
 * The available models screen in Chromium, found by role and en-US label; its rows, their cells and tags and the
 * capability filter by their test ids.
 */
export class BrowserAvailableModelsDriver implements AvailableModelsDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/available-models");
  }

  async shownModels(): Promise<readonly ShownModel[]> {
    const page = await this.ready();
    return page.getByTestId("available-model-row").evaluateAll((rows) =>
      rows.map((row) => {
        const text = (column: string) =>
          (row.querySelector(`[data-column="${column}"]`)?.textContent ?? "").trim();
        const byTestId = (id: string) => row.querySelector<HTMLElement>(`[data-testid="${id}"]`);
        const tags = row.querySelectorAll<HTMLElement>('[data-testid="model-capability-tag"]');
        const priceDate = byTestId("model-price-date");
        // The date alone: the "Not checked" mark beside it is read apart.
        const readOn = priceDate?.querySelector("time") ?? priceDate;
        return {
          name: (row as HTMLElement).dataset.model ?? "",
          provider: text("provider"),
          context: (byTestId("model-context-window")?.textContent ?? "").trim(),
          maxOutput: (byTestId("model-max-output")?.textContent ?? "").trim(),
          input: text("input"),
          cachedInput: text("cachedInput"),
          output: text("output"),
          capabilities: [...tags].map((tag) => tag.dataset.capability ?? ""),
          developer: text("developer"),
          pricesReadOn: (readOn?.textContent ?? "").trim(),
          pricesChecked: !priceDate?.querySelector('[data-testid="model-price-unchecked"]'),
        };
      }),
    );
  }

  async count(): Promise<string> {
    return textOf((await this.ready()).getByTestId("available-models-count"));
  }

  async search(text: string): Promise<void> {
    const page = await this.ready();
    await page.getByRole("searchbox", { name: enUS.availableModels.search, exact: true }).fill(text);
    this.screen.unsettle();
  }

  async toggleProvider(name: string): Promise<void> {
    const page = await this.ready();
    // A provider's button reads its name, then how many models it offers.
    const label = new RegExp(`^${escapeRegExp(name)} \\d+$`);
    await page.locator(`${PAGE} fieldset`).getByRole("button", { name: label }).click();
    this.screen.unsettle();
  }

  async capabilityFilter(): Promise<readonly CapabilityFilterButton[]> {
    const page = await this.ready();
    return page.locator(`${CAPABILITY_FILTER} button[data-capability]`).evaluateAll((buttons) =>
      buttons.map((button) => ({
        capability: (button as HTMLElement).dataset.capability ?? "",
        modelCount: Number(button.querySelector(".app-filter-count")?.textContent ?? Number.NaN),
        pressed: button.getAttribute("aria-pressed") === "true",
      })),
    );
  }

  async toggleCapability(capability: string): Promise<void> {
    const page = await this.ready();
    await page.locator(`${CAPABILITY_FILTER} button[data-capability="${capability}"]`).click();
    this.screen.unsettle();
  }

  async sortBy(column: CatalogueSortKey): Promise<void> {
    const page = await this.ready();
    await page.getByRole("button", { name: enUS.availableModels.columns[column], exact: true }).click();
    this.screen.unsettle();
  }

  async sortOrder(column: CatalogueSortKey): Promise<SortDirection | "none"> {
    const page = await this.ready();
    const header = page.getByRole("columnheader", {
      name: enUS.availableModels.columns[column],
      exact: true,
    });
    return (await header.getAttribute("aria-sort")) as SortDirection | "none";
  }

  async clearFilters(): Promise<void> {
    const page = await this.ready();
    await page.getByRole("button", { name: enUS.availableModels.clearFilters, exact: true }).click();
    this.screen.unsettle();
  }

  async notice(): Promise<string | null> {
    return textIfShown((await this.ready()).locator(`${PAGE} .bp6-non-ideal-state h4`));
  }

  /** The page once settled and done loading the catalogue. */
  private ready(): Promise<Page> {
    return pageWithIdle(this.screen, PAGE);
  }
}
