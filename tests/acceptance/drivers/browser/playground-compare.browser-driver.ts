import type { Locator, Page } from "playwright-core";
import {
  COMPARISON_METRICS,
  type ComparisonMetric,
} from "../../../../core/chat-completions/model-comparison.ts";
import type { CodeSnippets } from "../../../../core/code-snippets/code-snippets.ts";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  ComparedColumn,
  ComparisonRow,
  PlaygroundCompareDriver,
} from "../../support/playground-compare-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { textIfShown, textOf } from "./shown-text.ts";

const labels = enUS.playground.compare;
/** The reference gateway's simulated provider plays answers out at the catalogue's speed. */
const ANSWERS_TIMEOUT_MS = 20_000;
const SNIPPETS: readonly (keyof CodeSnippets)[] = ["curl", "python", "typeScript"];

/** The comparison panel and the view-code drawer of the playground, in Chromium. */
export class BrowserPlaygroundCompareDriver implements PlaygroundCompareDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async compare(models: readonly string[], prompt: string): Promise<void> {
    const panel = await this.openPanel();
    for (const [slot, model] of models.entries()) {
      const select = panel.getByLabel(labels.modelLabel.replace("{{number}}", String(slot + 1)), {
        exact: true,
      });
      if ((await select.count()) === 0) await panel.getByRole("button", { name: labels.addModel }).click();
      await select.selectOption(model);
    }
    await panel.getByTestId("compare-prompt").fill(prompt);
    await panel.getByRole("button", { name: labels.run, exact: true }).click();
    await this.page().waitForFunction(
      () => document.querySelector('[data-testid="compare-column"][aria-busy="true"]') === null,
      undefined,
      { timeout: ANSWERS_TIMEOUT_MS },
    );
  }

  async columns(): Promise<readonly ComparedColumn[]> {
    const columns = await this.panel().getByTestId("compare-column").all();
    return Promise.all(
      columns.map(async (column) => {
        const servedBy = column.getByTestId("compare-served-by");
        const served = (await servedBy.count()) > 0 ? await servedBy.locator("> div").allTextContents() : [];
        return {
          model: (await column.getAttribute("data-model")) ?? "",
          status: await textOf(column.getByTestId("compare-status")),
          answer: await textIfShown(column.getByTestId("compare-answer"), ""),
          servedBy: served[0] ?? null,
          reason: served[1] ?? null,
          failure: await textIfShown(column.getByTestId("compare-failure")),
        };
      }),
    );
  }

  async results(): Promise<readonly ComparisonRow[]> {
    const rows = await this.panel().getByTestId("compare-result-row").all();
    return Promise.all(
      rows.map(async (row) => {
        const figures = {} as Record<ComparisonMetric, string>;
        const best: ComparisonMetric[] = [];
        for (const metric of COMPARISON_METRICS) {
          const cell = row.locator(`[data-metric="${metric}"]`);
          figures[metric] = await textOf(cell.getByTestId("compare-figure"));
          if ((await cell.getAttribute("data-best")) === "true") best.push(metric);
        }
        return { model: (await row.getAttribute("data-model")) ?? "", figures, best };
      }),
    );
  }

  async problem(): Promise<string | null> {
    return textIfShown(this.panel().getByTestId("compare-problem"));
  }

  async viewCode(model: string, prompt: string): Promise<CodeSnippets> {
    await this.screen.open("/playground");
    const page = this.page();
    await chooseModel(page, model);
    await page.getByTestId("playground-prompt").fill(prompt);
    await page.getByRole("button", { name: enUS.playground.viewCode.open }).click();
    const drawer = page.getByTestId("view-code-drawer");
    const snippets = {} as Record<keyof CodeSnippets, string>;
    for (const language of SNIPPETS) {
      await drawer.getByRole("tab", { name: enUS.playground.viewCode.tabs[language], exact: true }).click();
      snippets[language] = (await drawer.getByTestId("view-code-snippet").textContent()) ?? "";
    }
    return snippets;
  }

  private page(): Page {
    return this.screen.page();
  }

  private panel(): Locator {
    return this.page().getByTestId("compare-panel");
  }

  /** The playground with its comparison in view: the page shows it in its Compare tab. */
  private async openPanel(): Promise<Locator> {
    await this.screen.open("/playground");
    await this.page().getByRole("tab", { name: enUS.playground.modes.compare, exact: true }).click();
    const panel = this.panel();
    await panel.waitFor();
    return panel;
  }
}

/** The playground's model picker: a native select, or a button opening a list of models. */
async function chooseModel(page: Page, model: string): Promise<void> {
  const picker = page.getByTestId("playground-model");
  if ((await picker.evaluate((element) => element.tagName)) === "SELECT") {
    await picker.selectOption(model);
    return;
  }
  await picker.click();
  await page
    .getByRole("option", { name: model, exact: true })
    .or(page.getByRole("menuitem", { name: model, exact: true }))
    .first()
    .click();
}
