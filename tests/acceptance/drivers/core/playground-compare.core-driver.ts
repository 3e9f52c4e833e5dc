import { AvailableModelsGateway } from "../../../../core/available-models/available-models-gateway.port.ts";
import { playgroundModels } from "../../../../core/available-models/best-available.ts";
import type { ProviderModel } from "../../../../core/available-models/provider-model.entity.ts";
import { COMPARISON_METRICS } from "../../../../core/chat-completions/model-comparison.ts";
import { PLAYGROUND_DEFAULTS } from "../../../../core/chat-completions/playground-settings.ts";
import { requestCodeSnippets } from "../../../../core/chat-completions/request-code-snippets.ts";
import { RoutingStrategy } from "../../../../core/chat-completions/routing-strategy.ts";
import type { CodeSnippets } from "../../../../core/code-snippets/code-snippets.ts";
import { Config } from "../../../../core/config/config.entity.ts";
import { apiBaseUrl } from "../../../../core/gateway/api-base-url.ts";
import type { CompareViewModel } from "../../../../features/playground/compare/compare.view-model.ts";
import { createCompareViewModel } from "../../../../features/playground/compare/compare.view-model-factory.ts";
import { figureParts, figureText } from "../../../../features/playground/compare/compare-figures.ts";
import { servedByLines } from "../../../../features/playground/compare/served-by-lines.ts";
import type {
  ComparedColumn,
  ComparisonRow,
  PlaygroundCompareDriver,
} from "../../support/playground-compare-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

/** The memory profile runs on this machine: its page host is a local one. */
const PAGE_HOST = "localhost";
const PATH = "/playground";

/**
 * The comparison without a browser: its view model made by the feature's factory, with the playground's defaults
 * (no system prompt, no routing strategy, the session rather than a key), as the playground page hands them over.
 */
export class CorePlaygroundCompareDriver implements PlaygroundCompareDriver {
  private readonly comparison: ViewModelOnScreen<CompareViewModel>;
  /** The models the playground offers, read as the page opened. */
  private offered: readonly ProviderModel[] = [];

  constructor(private readonly screen: CoreScreenContext) {
    this.comparison = new ViewModelOnScreen(screen, PATH, (services) =>
      createCompareViewModel(services, {
        models: this.offered,
        settings: PLAYGROUND_DEFAULTS,
        systemPrompt: null,
        routingStrategy: RoutingStrategy.NONE,
        apiKeyId: null,
      }),
    );
  }

  async compare(models: readonly string[], prompt: string): Promise<void> {
    await this.screen.open(PATH);
    this.offered = await this.models();
    const comparison = await this.comparison.get();
    for (const [slot, model] of models.entries()) {
      if (slot >= comparison.current().slots.length) comparison.addModel();
      comparison.chooseModel(slot, model);
    }
    comparison.setPrompt(prompt);
    comparison.run();
    await this.comparison.settled((state) => !state.running);
  }

  async columns(): Promise<readonly ComparedColumn[]> {
    const t = this.screen.i18n().t;
    return (await this.comparison.get()).current().columns.map(({ run, status, answer, failure }) => {
      const served = servedByLines(t, run);
      return {
        model: run.model,
        status: t(`playground.compare.status.${status}`),
        answer,
        servedBy: served?.servedBy ?? null,
        reason: served?.reason ?? null,
        failure: failure && (failure.length > 0 ? failure.join("\n") : t("playground.compare.failed")),
      };
    });
  }

  async results(): Promise<readonly ComparisonRow[]> {
    const t = this.screen.i18n().t;
    const { columns, metrics, best } = (await this.comparison.get()).current();
    return columns.map((column, position) => ({
      model: column.run.model,
      figures: Object.fromEntries(
        COMPARISON_METRICS.map((metric) => [metric, figureText(figureParts(t, metric, metrics[position]))]),
      ) as ComparisonRow["figures"],
      best: COMPARISON_METRICS.filter((metric) => best[metric].has(position)),
    }));
  }

  async problem(): Promise<string | null> {
    const { problem } = (await this.comparison.get()).current();
    return problem && this.screen.i18n().t(`playground.compare.problems.${problem}`);
  }

  async viewCode(model: string, prompt: string): Promise<CodeSnippets> {
    await this.screen.open(PATH);
    const chosen = (await this.models()).find((each) => each.systemName === model);
    if (!chosen) throw new Error(`The playground offers no model ${model}`);
    const config = this.screen.container().get(Config);
    return requestCodeSnippets(
      {
        model: chosen,
        messages: [{ role: "user", content: prompt }],
        systemPrompt: null,
        settings: PLAYGROUND_DEFAULTS,
        apiKeyId: null,
        routingStrategy: RoutingStrategy.NONE,
      },
      apiBaseUrl(config, PAGE_HOST),
    );
  }

  private async models(): Promise<ProviderModel[]> {
    const gateway = this.screen.container().get(AvailableModelsGateway);
    return playgroundModels(await gateway.listModels());
  }
}
