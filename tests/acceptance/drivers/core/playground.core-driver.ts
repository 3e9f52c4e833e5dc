import { filter, firstValueFrom, timeout } from "rxjs";
import { modelOffer } from "../../../../core/available-models/model-offer.ts";
import { pendingToolCalls } from "../../../../core/chat-completions/playground-conversation.ts";
import { PLAYGROUND_DEFAULTS } from "../../../../core/chat-completions/playground-settings.ts";
import { ROUTING_STRATEGIES, RoutingStrategy } from "../../../../core/chat-completions/routing-strategy.ts";
import { writeStoredPlayground } from "../../../../core/chat-completions/stored-playground.ts";
import { SYSTEM_PROMPT_IDS, SystemPromptId } from "../../../../core/chat-completions/system-prompts.ts";
import { TOOL_TEMPLATES } from "../../../../core/chat-completions/tool-definition.ts";
import { KeyValueStore } from "../../../../core/storage/key-value-store.port.ts";
import {
  chosenModel,
  type NeededCapability,
  type PlaygroundState,
} from "../../../../features/playground/playground.state.ts";
import type { PlaygroundViewModel } from "../../../../features/playground/playground.view-model.ts";
import { createPlaygroundViewModel } from "../../../../features/playground/playground.view-model-factory.ts";
import { replyFigures } from "../../../../features/playground/reply-figures.ts";
import { ROUTING_STRATEGY_LABEL_KEYS } from "../../../../features/playground/routing-strategy-labels.ts";
import { reasonList } from "../../../../features/playground/send-refusal.ts";
import type {
  ImageFile,
  NumericSetting,
  PlaygroundDriver,
  ShownModelOffer,
  ShownReply,
  ShownSettings,
} from "../../support/playground-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

/** The memory provider writes a piece every few milliseconds: an answer ends well within this. */
const ANSWER_TIMEOUT_MS = 15_000;
const PATH = "/playground";

/** The playground screen without a browser: its view model made by the feature's factory, as the screen makes it. */
export class CorePlaygroundDriver implements PlaygroundDriver {
  private readonly page: ViewModelOnScreen<PlaygroundViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.page = new ViewModelOnScreen(screen, PATH, createPlaygroundViewModel);
  }

  async open(): Promise<void> {
    await this.screen.open(PATH);
    await this.screenViewModel();
  }

  async reopened(): Promise<void> {
    await this.screenViewModel();
  }

  async chooseModel(systemName: string): Promise<void> {
    (await this.screenViewModel()).chooseModel(systemName);
  }

  async chosenModel(): Promise<string | null> {
    return chosenModel((await this.state()).setup)?.systemName ?? null;
  }

  async chooseRoutingStrategy(label: string): Promise<void> {
    const viewModel = await this.screenViewModel();
    if (viewModel.current().setup.modelName !== "Best Available")
      throw new Error("The routing strategy is offered for Best Available only");
    const strategy = ROUTING_STRATEGIES.find(
      (candidate) => this.t(`playground.routingStrategy.${ROUTING_STRATEGY_LABEL_KEYS[candidate]}`) === label,
    );
    if (!strategy) throw new Error(`No routing strategy is labelled "${label}"`);
    viewModel.chooseRoutingStrategy(strategy);
  }

  async chooseDepartment(name: string): Promise<void> {
    const viewModel = await this.screenViewModel();
    // The departments come with the organization, which the shell may still be loading after a sign-in.
    const offered = (state: PlaygroundState) => state.setup.departments.find((each) => each.name === name);
    const department = offered(await this.until(viewModel, (state) => offered(state) !== undefined));
    if (department) viewModel.chooseDepartment(department.id);
  }

  async chooseApiKey(name: string): Promise<void> {
    const viewModel = await this.screenViewModel();
    const offered = (state: PlaygroundState) => state.setup.apiKeys.find((key) => key.name === name);
    const key = offered(await this.until(viewModel, (state) => offered(state) !== undefined));
    if (key) viewModel.chooseApiKey(key.id);
  }

  async chooseSystemPrompt(label: string): Promise<void> {
    const id = SYSTEM_PROMPT_IDS.find(
      (candidate) => this.t(`playground.systemPrompt.${candidate}`) === label,
    );
    if (!id) throw new Error(`No system prompt is labelled "${label}"`);
    (await this.screenViewModel()).chooseSystemPrompt(id);
  }

  async chosenSystemPrompt(): Promise<string> {
    return this.t(`playground.systemPrompt.${(await this.state()).setup.systemPrompt}`);
  }

  async setSetting(name: NumericSetting, value: number): Promise<void> {
    (await this.screenViewModel()).changeSettings({ [name]: value });
  }

  async settings(): Promise<ShownSettings> {
    const { setup } = await this.state();
    const { temperature, topP, repetitionPenalty, maxTokens, maxCompletionTokens, reasoningEffort, store } =
      setup.settings;
    const shown = { temperature, topP, repetitionPenalty };
    return chosenModel(setup)?.hasReasoning
      ? { ...shown, maxCompletionTokens, reasoningEffort, store }
      : { ...shown, maxTokens };
  }

  async resetSettings(): Promise<void> {
    (await this.screenViewModel()).resetSettings();
  }

  async send(prompt: string): Promise<void> {
    (await this.screenViewModel()).send(prompt);
  }

  async ask(prompt: string): Promise<void> {
    const viewModel = await this.screenViewModel();
    if (!viewModel.send(prompt)) throw new Error(`"${prompt}" was not sent`);
    await this.until(viewModel, (state) => !state.chat.streaming);
  }

  async startAsking(prompt: string): Promise<void> {
    const viewModel = await this.screenViewModel();
    if (!viewModel.send(prompt)) throw new Error(`"${prompt}" was not sent`);
    await this.until(viewModel, (state) => {
      const last = state.chat.turns.at(-1);
      return last?.role === "assistant" && last.content !== "";
    });
  }

  async stop(): Promise<void> {
    const viewModel = await this.screenViewModel();
    if (!viewModel.current().chat.streaming)
      throw new Error("No reply is being written: there is nothing to stop");
    viewModel.stop();
  }

  async questions(): Promise<readonly string[]> {
    return (await this.state()).chat.turns.flatMap((turn) => (turn.role === "user" ? [turn.content] : []));
  }

  async replies(): Promise<readonly ShownReply[]> {
    const t = this.screen.i18n().t;
    return (await this.state()).chat.turns.flatMap((turn) => {
      if (turn.role !== "assistant") return [];
      const figures = replyFigures(t, turn);
      return [
        {
          text: turn.content,
          status: turn.status,
          servedBy: figures.servedBy,
          reason: figures.reason,
          usage: figures.usage,
          cost: figures.cost,
          toolCalls: (turn.toolCalls ?? []).map(({ name, arguments: args }) => ({ name, arguments: args })),
          schemaCheck: turn.schemaCheck?.kind ?? null,
        },
      ];
    });
  }

  async clearConversation(): Promise<void> {
    (await this.screenViewModel()).clearConversation();
  }

  async rememberModel(systemName: string): Promise<void> {
    writeStoredPlayground(this.screen.container().get(KeyValueStore), {
      modelName: systemName,
      settings: PLAYGROUND_DEFAULTS,
      systemPrompt: SystemPromptId.NONE,
      routingStrategy: RoutingStrategy.NONE,
      apiKeyId: null,
      sessionId: "remembered-conversation",
      turns: [],
    });
  }

  async addToolTemplate(label: string): Promise<void> {
    const template = TOOL_TEMPLATES.find(({ id }) => this.t(`playground.tools.templates.${id}`) === label);
    if (!template) throw new Error(`No tool template is labelled "${label}"`);
    (await this.screenViewModel()).addTool(template.id);
  }

  async addToolDefinition(text: string): Promise<void> {
    const viewModel = await this.screenViewModel();
    viewModel.editTool(viewModel.addTool(null), text);
  }

  async toolProblems(): Promise<readonly string[]> {
    return (await this.state()).setup.tools.flatMap((draft) =>
      draft.problem ? [this.t(`playground.tools.problems.${draft.problem}`)] : [],
    );
  }

  async answerToolCalls(result: string): Promise<void> {
    const viewModel = await this.screenViewModel();
    const calls = pendingToolCalls(viewModel.current().chat.turns);
    if (!viewModel.sendToolResults(Object.fromEntries(calls.map((call) => [call.id, result]))))
      throw new Error(`The results of ${calls.length} tool calls were not sent`);
    await this.until(viewModel, (state) => !state.chat.streaming);
  }

  async switchStructuredOutputOn(): Promise<void> {
    (await this.screenViewModel()).switchStructuredOutput(true);
  }

  async attachImage(file: ImageFile): Promise<void> {
    const dataUrl = `data:${file.type};base64,${Buffer.from(file.bytes).toString("base64")}`;
    await (await this.screenViewModel()).attachImage(
      { name: file.name, type: file.type, size: file.bytes.length },
      async () => dataUrl,
    );
  }

  async attachedImages(): Promise<readonly string[]> {
    return (await this.state()).setup.attachments.map((image) => image.name);
  }

  async questionImages(): Promise<readonly string[]> {
    const question = (await this.state()).chat.turns.findLast((turn) => turn.role === "user");
    return question?.role === "user" ? (question.images ?? []).map((image) => image.name) : [];
  }

  async modelOffer(systemName: string): Promise<ShownModelOffer> {
    const { setup } = await this.state();
    const model = setup.models.find((candidate) => candidate.systemName === systemName);
    if (!model) throw new Error(`The model ${systemName} is not in the list`);
    const offer = modelOffer(model, setup.needs);
    if (offer.offered) return { offered: true, reason: null };
    const reasons = offer.missing.map((capability) =>
      this.t(`playground.model.cannot.${capability as NeededCapability}`),
    );
    return { offered: false, reason: reasonList(reasons) };
  }

  private async state(): Promise<PlaygroundState> {
    return (await this.screenViewModel()).current();
  }

  /** The screen's view model, its models and keys asked for, as the screen shows them once loaded. */
  private async screenViewModel(): Promise<PlaygroundViewModel> {
    const viewModel = await this.page.get();
    await viewModel.loaded;
    return viewModel;
  }

  private until(
    viewModel: PlaygroundViewModel,
    done: (state: PlaygroundState) => boolean,
  ): Promise<PlaygroundState> {
    return firstValueFrom(viewModel.state$.pipe(filter(done), timeout(ANSWER_TIMEOUT_MS)));
  }

  private t(key: string): string {
    return this.screen.i18n().t(key as never);
  }
}
