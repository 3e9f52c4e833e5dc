import { BehaviorSubject, defer, type Observable, Subscription, scan } from "rxjs";
import type { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import type { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { BEST_AVAILABLE_MODEL, playgroundModels } from "../../core/available-models/best-available.ts";
import type { RequestNeeds } from "../../core/available-models/model-capability.ts";
import type { ProviderModel } from "../../core/available-models/provider-model.entity.ts";
import type { ChatCompletionRequest } from "../../core/chat-completions/chat-completion-request.ts";
import type { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import { appendStreamEvent, type CompletionResult } from "../../core/chat-completions/completion-result.ts";
import type { FunctionTool, StructuredOutputFormat } from "../../core/chat-completions/function-tool.ts";
import {
  type PlaygroundQuestion,
  type PlaygroundReply,
  type PlaygroundToolResult,
  type PlaygroundTurn,
  pendingToolCalls,
  ReplyStatus,
  replyCost,
} from "../../core/chat-completions/playground-conversation.ts";
import { playgroundRequest } from "../../core/chat-completions/playground-request.ts";
import {
  PLAYGROUND_DEFAULTS,
  type PlaygroundSettings,
  withinBounds,
} from "../../core/chat-completions/playground-settings.ts";
import type { RoutingStrategy } from "../../core/chat-completions/routing-strategy.ts";
import {
  readStoredPlayground,
  writeStoredPlayground,
} from "../../core/chat-completions/stored-playground.ts";
import type { SystemPromptId } from "../../core/chat-completions/system-prompts.ts";
import type { ToolTemplateId } from "../../core/chat-completions/tool-definition.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import type { Notifier, ToastIntent } from "../../core/notifier/notifier.port.ts";
import type { OrganizationDetails } from "../../core/organization/organization-details.ts";
import { readOrganizationSummary } from "../../core/organization/read-organization-summary.ts";
import type { SessionStore } from "../../core/session/session-store.ts";
import { deriveUserRole, UserRole } from "../../core/session/user-role.ts";
import type { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { checkStructuredAnswer } from "../../core/structured-output/structured-answer-check.ts";
import { type ImageFile, imageToAttach } from "./image-to-attach.ts";
import { initialPlaygroundState } from "./initial-playground-state.ts";
import {
  type ApiKeyChoice,
  type AttachedImage,
  chosenModel,
  type NoticeValues,
  type PlaygroundChat,
  PlaygroundNotice,
  type PlaygroundSetup,
  type PlaygroundState,
  type PlaygroundText,
} from "./playground.state.ts";
import { randomId } from "./random-id.ts";
import { requestNeedsOf, sameNeeds } from "./request-needs-of.ts";
import { refusalText, requestPartsRefusal, sendRefusal } from "./send-refusal.ts";
import { structuredOutputSetup } from "./structured-output-setup.ts";
import {
  offeredTools,
  withRemovalUndone,
  withToolAdded,
  withToolEdited,
  withToolRemoved,
} from "./tool-drafts.ts";

/** A reply being written is stored at most this often, so a reload part way loses little and costs little. */
const PARTIAL_SAVE_INTERVAL_MS = 1000;

/** What a comparison sends besides its prompt, as the playground is set up (see CompareSetup). */
export interface CompareRequestParts {
  readonly tools: readonly FunctionTool[];
  readonly responseFormat: StructuredOutputFormat | null;
  readonly images: readonly string[];
  readonly needs: RequestNeeds;
  /** Why the tools or schema cannot be sent, in words; null when they can. */
  readonly requestProblem: string | null;
}

export interface PlaygroundDependencies {
  readonly chat: ChatCompletionsGateway;
  readonly catalogue: AvailableModelsGateway;
  readonly apiKeys: Pick<ApiKeysGateway, "list">;
  readonly store: KeyValueStore;
  readonly notifier: Notifier;
  /** Nothing is stored once the session has ended: sign-out has just forgotten the conversation. */
  readonly sessions: Pick<SessionStore, "current">;
  /** The person's organization as the shell loaded it: the departments they may ask as. */
  readonly organization?: { readonly details$: Observable<OrganizationDetails> };
  /** The text in the interface language, filled with the values (its key: playgroundTextKey). */
  readonly text: (text: PlaygroundText, values?: NoticeValues) => string;
  readonly newId?: () => string;
  readonly now?: () => number;
}

/**
 * The playground's chat: the model and how it is called, the conversation, and the reply being streamed. The
 * conversation and choices are kept in storage across a reload (never a key's value, only its id).
 */
export class PlaygroundViewModel {
  private readonly state: BehaviorSubject<PlaygroundState>;
  readonly state$: Observable<PlaygroundState>;
  /** Resolves once the models and the person's API keys have been asked for (whatever the answer). */
  readonly loaded: Promise<void>;
  private readonly newId: () => string;
  private readonly now: () => number;
  private sessionId: string;
  private answering: Subscription | null = null;
  /** The schema the reply being written was asked to follow, to check it against once it ends. */
  private askedFormat: StructuredOutputFormat | null = null;
  private readonly organization: Subscription | undefined;
  private lastSave = 0;
  private disposed = false;

  constructor(private readonly deps: PlaygroundDependencies) {
    this.newId = deps.newId ?? randomId;
    this.now = deps.now ?? Date.now;
    const stored = readStoredPlayground(deps.store);
    this.sessionId = stored?.sessionId ?? this.newId();
    this.state = new BehaviorSubject(initialPlaygroundState(stored));
    this.state$ = this.state.asObservable();
    this.loaded = Promise.all([this.loadModels(), this.loadApiKeys()]).then(() => {});
    this.organization = deps.organization?.details$.subscribe((details) => this.followDepartments(details));
  }

  current(): PlaygroundState {
    return this.state.value;
  }

  /** Asks for the models again after a failure. */
  async reloadModels(): Promise<void> {
    this.patchSetup({ catalogue: "loading" });
    await this.loadModels();
  }

  chooseModel(systemName: string): void {
    this.patchSetup({ modelName: systemName });
  }

  changeSettings(change: Partial<PlaygroundSettings>): void {
    this.patchSetup({ settings: withinBounds({ ...this.setup.settings, ...change }) });
  }

  resetSettings(): void {
    this.patchSetup({ settings: PLAYGROUND_DEFAULTS });
  }

  chooseSystemPrompt(systemPrompt: SystemPromptId): void {
    this.patchSetup({ systemPrompt });
  }

  chooseRoutingStrategy(routingStrategy: RoutingStrategy): void {
    this.patchSetup({ routingStrategy });
  }

  /** Calls with this API key from now on; null calls as the signed-in user. */
  chooseApiKey(apiKeyId: string | null): void {
    this.patchSetup({ apiKeyId: isListed(this.setup.apiKeys, apiKeyId) ? apiKeyId : null });
  }

  /** Asks as this department from now on (its policies apply); null asks for oneself. */
  chooseDepartment(departmentId: string | null): void {
    const known = this.setup.departments.some((department) => department.id === departmentId);
    this.patchSetup({ departmentId: known ? departmentId : null });
  }

  /** Offers one more tool to the model: a template's function, or an empty one to fill in. Returns its id. */
  addTool(template: ToolTemplateId | null): string {
    const id = this.newId();
    this.patchRequestParts(withToolAdded(this.setup, id, template));
    return id;
  }

  /** Rewrites a tool's JSON. */
  editTool(id: string, text: string): void {
    this.patchRequestParts(withToolEdited(this.setup, id, text));
  }

  /** Takes a tool away; it may be put back with undoRemoveTool until another is removed. */
  removeTool(id: string): void {
    this.patchRequestParts(withToolRemoved(this.setup, id));
  }

  /** Puts the tool removed last back where it was. */
  undoRemoveTool(): void {
    this.patchRequestParts(withRemovalUndone(this.setup));
  }

  /** Lets the tool removed last go for good. */
  forgetRemovedTool(): void {
    this.patchSetup({ removedTool: null }, false);
  }

  /** Asks for answers that follow the schema (on), or lets the model answer freely (off). */
  switchStructuredOutput(enabled: boolean): void {
    this.editStructuredOutput({ enabled });
  }

  /** Renames the schema (letters, digits, underscores and dashes). */
  editResponseSchemaName(name: string): void {
    this.editStructuredOutput({ name });
  }

  /** Rewrites the schema's JSON. */
  editResponseSchema(schema: string): void {
    this.editStructuredOutput({ schema });
  }

  /**
   * Attaches an image to the question being written. A file of another type, too large, or one too many is
   * refused before it is read (the person is told why); `read` gives its data URL.
   */
  async attachImage(file: ImageFile, read: () => Promise<string>): Promise<boolean> {
    const checked = await imageToAttach(file, read, () => this.setup.attachments.length);
    if ("refusal" in checked) {
      this.notify(checked.refusal.phrase, "warning", checked.refusal.values);
      return false;
    }
    const image: AttachedImage = { ...checked.image, id: this.newId() };
    this.patchRequestParts({ attachments: [...this.setup.attachments, image] }, false);
    return true;
  }

  /** Takes an image off the question being written. */
  removeImage(id: string): void {
    this.patchRequestParts({ attachments: this.setup.attachments.filter((image) => image.id !== id) }, false);
  }

  /**
   * The request the playground would send now with this prompt and the images attached, or null (with the notice
   * why) when it could not be sent.
   */
  requestFor(prompt: string): ChatCompletionRequest | null {
    const model = this.modelToAsk(this.setup.needs);
    if (!model) return null;
    const images = this.setup.attachments.map((image) => image.dataUrl);
    return this.request(model, this.chat.turns, prompt, images);
  }

  /** The tools, schema and images a comparison sends to every model, and what they ask of a model. */
  compareParts(): CompareRequestParts {
    const refusal = requestPartsRefusal(this.setup);
    return {
      tools: offeredTools(this.setup.tools) ?? [],
      responseFormat: this.responseFormat(),
      images: this.setup.attachments.map((image) => image.dataUrl),
      needs: requestNeedsOf(this.setup, []),
      requestProblem: refusal ? refusalText(refusal, this.deps.text) : null,
    };
  }

  /**
   * Asks the prompt, with the images attached, and streams the answer into a new reply. Returns false when
   * nothing was sent: nothing to ask, a reply still being written, or a request that cannot be sent (the person
   * is told why).
   */
  send(prompt: string): boolean {
    const question = prompt.trim();
    const { attachments } = this.setup;
    if ((question === "" && attachments.length === 0) || this.chat.streaming) return false;
    const model = this.modelToAsk(this.setup.needs);
    if (!model) return false;
    const turn: PlaygroundQuestion = {
      id: this.newId(),
      role: "user",
      content: question,
      ...(attachments.length > 0 ? { images: attachments.map(({ id: _, ...image }) => image) } : {}),
    };
    this.patchSetup({ attachments: [] }, false);
    this.ask(model, [turn]);
    return true;
  }

  /**
   * Answers every call of the last reply with the person's results (by call id) and streams the model's next
   * reply. Returns false when nothing was sent: no call to answer, a result missing, or a request that cannot be
   * sent (the person is told why).
   */
  sendToolResults(results: Readonly<Record<string, string>>): boolean {
    const calls = pendingToolCalls(this.chat.turns);
    if (calls.length === 0 || this.chat.streaming) return false;
    const contents = calls.map((call) => results[call.id]?.trim() ?? "");
    if (contents.some((content) => content === "")) return false;
    // The images attached meanwhile wait for the next question: they are not part of this request.
    const model = this.modelToAsk(requestNeedsOf({ ...this.setup, attachments: [] }, this.chat.turns));
    if (!model) return false;
    const answers = calls.map(
      (call, index): PlaygroundToolResult => ({
        id: this.newId(),
        role: "tool",
        toolCallId: call.id,
        name: call.name,
        content: contents[index] ?? "",
      }),
    );
    this.ask(model, answers);
    return true;
  }

  /** Stops the reply being written: the request is aborted, what was written stays, marked as stopped. */
  stop(): void {
    if (!this.answering) return;
    this.answering.unsubscribe();
    this.answering = null;
    const reply = this.lastReply();
    if (reply) this.replaceReply(reply.id, { status: ReplyStatus.STOPPED });
    this.patchChat({ streaming: false });
    this.save();
  }

  /** Starts afresh: no turns, and a new conversation for the gateway. */
  clearConversation(): void {
    this.answering?.unsubscribe();
    this.answering = null;
    this.sessionId = this.newId();
    this.patchChat({ turns: [], streaming: false });
    this.refreshNeeds();
    this.save();
  }

  dispose(): void {
    this.answering?.unsubscribe();
    this.answering = null;
    this.organization?.unsubscribe();
    this.disposed = true;
    this.state.complete();
  }

  private get setup(): PlaygroundSetup {
    return this.state.value.setup;
  }

  private get chat(): PlaygroundChat {
    return this.state.value.chat;
  }

  private async loadModels(): Promise<void> {
    try {
      const models = playgroundModels(await this.deps.catalogue.listModels());
      this.patchSetup({ catalogue: "ready", models }, false);
      const { modelName } = this.setup;
      // A newcomer asks at once, and so does someone whose model was retired: the gateway picks one for them
      // until they choose.
      if (modelName === null) this.patchSetup({ modelName: BEST_AVAILABLE_MODEL.systemName }, false);
      else if (!models.some((model) => model.systemName === modelName)) {
        this.notify(PlaygroundNotice.MODEL_NOT_DEFINED, "warning");
        this.patchSetup({ modelName: BEST_AVAILABLE_MODEL.systemName });
      }
    } catch (error) {
      this.patchSetup({ catalogue: "failed", models: [] }, false);
      this.report(error, PlaygroundNotice.MODELS_FAILED);
    }
  }

  private async loadApiKeys(): Promise<void> {
    try {
      const keys = await this.deps.apiKeys.list();
      const apiKeys = keys.map((key) => ({ id: key.id, name: key.name, date: key.date }));
      const { apiKeyId } = this.setup;
      this.patchSetup({ apiKeys, apiKeyId: isListed(apiKeys, apiKeyId) ? apiKeyId : null });
    } catch (error) {
      this.patchSetup({ apiKeys: [], apiKeyId: null }, false);
      this.report(error, PlaygroundNotice.API_KEYS_FAILED);
    }
  }

  /**
   * The departments of the loaded organization. A kept choice of a department the person no longer belongs to is
   * dropped once their organization is known (not while it loads).
   */
  private followDepartments(details: OrganizationDetails): void {
    if (!details.ready) return;
    const memberships = readOrganizationSummary(details.organization)?.departments ?? [];
    const departments = memberships.map(({ id, name }) => ({ id, name }));
    const { departmentId } = this.setup;
    const stillMember = departments.some((department) => department.id === departmentId);
    this.patchSetup(
      { departments, departmentId: stillMember ? departmentId : null },
      !stillMember && departmentId !== null,
    );
  }

  /**
   * The chosen model, or null after telling the person why the request cannot be sent with these needs: no model,
   * one no longer offered, a tool or the schema not valid, or a model that cannot serve it.
   */
  private modelToAsk(needs: RequestNeeds): ProviderModel | null {
    const refusal = sendRefusal(this.setup, needs);
    if (refusal) {
      this.deps.notifier.notify({ message: refusalText(refusal, this.deps.text), intent: "warning" });
      return null;
    }
    return chosenModel(this.setup);
  }

  private request(
    model: ProviderModel,
    turns: readonly PlaygroundTurn[],
    question: string,
    images: readonly string[],
  ): ChatCompletionRequest {
    const { settings, systemPrompt, routingStrategy, departmentId } = this.setup;
    return playgroundRequest({
      model,
      turns,
      question,
      images,
      settings,
      systemPrompt,
      routingStrategy,
      apiKeyId: this.setup.apiKeyId,
      sessionId: this.sessionId,
      departmentId,
      tools: offeredTools(this.setup.tools) ?? [],
      responseFormat: this.responseFormat(),
    });
  }

  private responseFormat(): StructuredOutputFormat | null {
    const { enabled, format } = this.setup.structuredOutput;
    return enabled ? format : null;
  }

  /**
   * Adds the turns (a question, or the results of the last reply's calls) and streams the model's reply to the
   * conversation they end.
   */
  private ask(model: ProviderModel, added: readonly PlaygroundTurn[]): void {
    const turns = [...this.chat.turns, ...added];
    const request = this.request(model, turns, "", []);
    const reply: PlaygroundReply = {
      id: this.newId(),
      role: "assistant",
      content: "",
      status: ReplyStatus.STREAMING,
      model: model.systemName,
      servedBy: null,
      usage: null,
      cost: null,
      error: null,
    };
    this.askedFormat = request.responseFormat ?? null;
    this.patchChat({ turns: [...turns, reply], streaming: true });
    this.refreshNeeds();
    this.save();
    const answering = new Subscription();
    this.answering = answering;
    const question = turns.findLast((turn) => turn.role === "user")?.content ?? "";
    const start: CompletionResult = { message: "", question, usage: null, servedBy: null };
    answering.add(
      // Deferred: an adapter that throws instead of erroring its stream still ends the reply as failed.
      defer(() => this.deps.chat.stream(request))
        .pipe(scan(appendStreamEvent, start))
        .subscribe({
          next: (answer) => this.write(reply.id, answer),
          error: (error: unknown) => this.fail(reply.id, error),
          complete: () => this.finish(reply.id),
        }),
    );
  }

  private write(replyId: string, answer: CompletionResult): void {
    this.replaceReply(replyId, {
      content: answer.message,
      servedBy: answer.servedBy ?? null,
      usage: answer.usage,
      ...(answer.toolCalls?.length ? { toolCalls: answer.toolCalls } : {}),
    });
    if (this.now() - this.lastSave >= PARTIAL_SAVE_INTERVAL_MS) this.save();
  }

  private finish(replyId: string): void {
    this.answering = null;
    const reply = this.lastReply();
    if (reply?.id === replyId) {
      // A reply that calls tools is not the answer yet: the one after the results is checked.
      const format = reply.toolCalls?.length ? null : this.askedFormat;
      this.replaceReply(replyId, {
        status: ReplyStatus.DONE,
        cost: replyCost(reply.usage, reply.model, reply.servedBy, this.setup.models),
        ...(format ? { schemaCheck: checkStructuredAnswer(reply.content, format.schema) } : {}),
      });
    }
    this.patchChat({ streaming: false });
    this.save();
  }

  private fail(replyId: string, error: unknown): void {
    this.answering = null;
    const message = this.report(
      error,
      lostConnection(error) ? PlaygroundNotice.CONNECTION_LOST : PlaygroundNotice.REQUEST_FAILED,
    );
    this.replaceReply(replyId, { status: ReplyStatus.FAILED, error: message });
    this.patchChat({ streaming: false });
    this.save();
  }

  /**
   * Tells the person a call failed, unless an error page already did, and returns what went wrong in words:
   * the gateway's own messages, else the fallback.
   */
  private report(error: unknown, fallback: PlaygroundNotice): string {
    const gatewayError = error instanceof GatewayError ? error : null;
    if (!gatewayError) console.warn("A playground call failed:", error);
    const serverMessages = gatewayError?.serverMessages ?? [];
    const message = serverMessages.length > 0 ? serverMessages.join("\n") : this.deps.text(fallback);
    if (!gatewayError?.shownAs && !this.disposed) this.deps.notifier.notify({ message, intent: "negative" });
    return message;
  }

  private notify(text: PlaygroundText, intent: ToastIntent, values?: NoticeValues): void {
    this.deps.notifier.notify({ message: this.deps.text(text, values), intent });
  }

  private editStructuredOutput(
    change: Partial<Pick<PlaygroundSetup["structuredOutput"], "enabled" | "name" | "schema">>,
  ): void {
    const { enabled, name, schema } = { ...this.setup.structuredOutput, ...change };
    this.patchRequestParts({ structuredOutput: structuredOutputSetup({ enabled, name, schema }) });
  }

  /** A change to what the request is made of (tools, schema, images): what it needs of its model follows. */
  private patchRequestParts(
    change: Partial<Pick<PlaygroundSetup, "tools" | "removedTool" | "structuredOutput" | "attachments">>,
    save = true,
  ): void {
    const next = { ...this.setup, ...change };
    this.patchSetup({ ...change, needs: requestNeedsOf(next, this.chat.turns) }, save);
  }

  /** The conversation changed: an image it sends may change what the request needs of its model. */
  private refreshNeeds(): void {
    const needs = requestNeedsOf(this.setup, this.chat.turns);
    if (!sameNeeds(needs, this.setup.needs)) this.patchSetup({ needs }, false);
  }

  private lastReply(): PlaygroundReply | null {
    const last = this.chat.turns.at(-1);
    return last?.role === "assistant" ? last : null;
  }

  private replaceReply(replyId: string, change: Partial<PlaygroundReply>): void {
    const turns = this.chat.turns.map(
      (turn): PlaygroundTurn =>
        turn.id === replyId && turn.role === "assistant" ? { ...turn, ...change } : turn,
    );
    this.patchChat({ turns });
  }

  private patchSetup(change: Partial<PlaygroundSetup>, save = true): void {
    if (this.disposed) return;
    this.state.next({ ...this.state.value, setup: { ...this.setup, ...change } });
    if (save) this.save();
  }

  private patchChat(change: Partial<PlaygroundChat>): void {
    if (this.disposed) return;
    this.state.next({ ...this.state.value, chat: { ...this.chat, ...change } });
  }

  /** Keeps the playground for the next visit, while someone is signed in. */
  private save(): void {
    if (this.disposed || deriveUserRole(this.deps.sessions.current()) !== UserRole.REGISTERED_USER) return;
    this.lastSave = this.now();
    const { modelName, settings, systemPrompt, routingStrategy, apiKeyId, departmentId } = this.setup;
    const { enabled, name, schema } = this.setup.structuredOutput;
    writeStoredPlayground(this.deps.store, {
      modelName,
      settings,
      systemPrompt,
      routingStrategy,
      apiKeyId,
      departmentId,
      sessionId: this.sessionId,
      turns: this.chat.turns,
      tools: this.setup.tools.map(({ id, text }) => ({ id, text })),
      structuredOutput: { enabled, name, schema },
    });
  }
}

/** The call got no answer, or its connection was cut while the answer was being written. */
function lostConnection(error: unknown): boolean {
  return error instanceof GatewayError && error.failure.kind === "network";
}

/** Whether the key is one of those listed (a stored choice may name a key deleted since). */
function isListed(keys: readonly ApiKeyChoice[], apiKeyId: string | null): boolean {
  return apiKeyId !== null && keys.some((key) => key.id === apiKeyId);
}
