import { BehaviorSubject, defer, type Observable, Subscription, scan } from "rxjs";
import type { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import type { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { playgroundModels } from "../../core/available-models/best-available.ts";
import type { ProviderModel } from "../../core/available-models/provider-model.entity.ts";
import type { ChatCompletionRequest } from "../../core/chat-completions/chat-completion-request.ts";
import type { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import { appendStreamEvent, type CompletionResult } from "../../core/chat-completions/completion-result.ts";
import {
  type PlaygroundReply,
  type PlaygroundTurn,
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
import { GatewayError } from "../../core/errors/gateway-error.ts";
import type { Notifier, ToastIntent } from "../../core/notifier/notifier.port.ts";
import type { OrganizationDetails } from "../../core/organization/organization-details.ts";
import { readOrganizationSummary } from "../../core/organization/read-organization-summary.ts";
import type { SessionStore } from "../../core/session/session-store.ts";
import { deriveUserRole, UserRole } from "../../core/session/user-role.ts";
import type { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { abbreviateMiddle } from "../../core/text/abbreviate-middle.ts";
import {
  chosenModel,
  initialPlaygroundState,
  type PlaygroundChat,
  PlaygroundNotice,
  type PlaygroundSetup,
  type PlaygroundState,
} from "./playground.state.ts";
import { randomId } from "./random-id.ts";

/** A reply being written is stored at most this often, so a reload part way loses little and costs little. */
const PARTIAL_SAVE_INTERVAL_MS = 1000;

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
  /** The notice's text in the interface language. */
  readonly text: (notice: PlaygroundNotice) => string;
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
  private keyValues = new Map<string, string>();
  private sessionId: string;
  private answering: Subscription | null = null;
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
    this.patchSetup({ apiKeyId: apiKeyId !== null && this.keyValues.has(apiKeyId) ? apiKeyId : null });
  }

  /** Asks as this department from now on (its policies apply); null asks for oneself. */
  chooseDepartment(departmentId: string | null): void {
    const known = this.setup.departments.some((department) => department.id === departmentId);
    this.patchSetup({ departmentId: known ? departmentId : null });
  }

  /** The chosen key's value, to call with; null for the session. */
  chosenApiKey(): string | null {
    const { apiKeyId } = this.setup;
    return apiKeyId === null ? null : (this.keyValues.get(apiKeyId) ?? null);
  }

  /**
   * The request the playground would send now with this prompt, or null (with the notice why) when no usable
   * model is chosen.
   */
  requestFor(prompt: string): ChatCompletionRequest | null {
    const model = this.modelToAsk();
    return model ? this.request(model, prompt) : null;
  }

  /**
   * Asks the prompt and streams the answer into a new reply. Returns false when nothing was sent: a blank prompt,
   * a reply still being written, or no usable model (the person is told which).
   */
  send(prompt: string): boolean {
    const question = prompt.trim();
    if (question === "" || this.chat.streaming) return false;
    const model = this.modelToAsk();
    if (!model) return false;
    const request = this.request(model, question);
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
    this.patchChat({
      turns: [...this.chat.turns, { id: this.newId(), role: "user", content: question }, reply],
      streaming: true,
    });
    this.save();
    const answering = new Subscription();
    this.answering = answering;
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
      if (modelName !== null && !models.some((model) => model.systemName === modelName)) {
        this.notify(PlaygroundNotice.MODEL_NOT_DEFINED, "warning");
        this.patchSetup({ modelName: null });
      }
    } catch (error) {
      this.patchSetup({ catalogue: "failed", models: [] }, false);
      this.report(error, PlaygroundNotice.MODELS_FAILED);
    }
  }

  private async loadApiKeys(): Promise<void> {
    try {
      const keys = await this.deps.apiKeys.list();
      this.keyValues = new Map(keys.map((key) => [key.id, key.value]));
      const apiKeys = keys.map((key) => ({
        id: key.id,
        masked: abbreviateMiddle(key.value, 5, 5),
        date: key.date,
      }));
      const { apiKeyId } = this.setup;
      this.patchSetup({
        apiKeys,
        apiKeyId: apiKeyId !== null && this.keyValues.has(apiKeyId) ? apiKeyId : null,
      });
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

  /** The chosen model, or null after telling the person that none is set or that it is not offered. */
  private modelToAsk(): ProviderModel | null {
    if (this.setup.modelName === null) {
      this.notify(PlaygroundNotice.MODEL_NOT_SET, "warning");
      return null;
    }
    const model = chosenModel(this.setup);
    if (!model) this.notify(PlaygroundNotice.MODEL_NOT_DEFINED, "warning");
    return model;
  }

  private request(model: ProviderModel, question: string): ChatCompletionRequest {
    const { settings, systemPrompt, routingStrategy } = this.setup;
    return playgroundRequest({
      model,
      turns: this.chat.turns,
      question,
      settings,
      systemPrompt,
      routingStrategy,
      apiKey: this.chosenApiKey(),
      sessionId: this.sessionId,
      departmentId: this.setup.departmentId,
    });
  }

  private write(replyId: string, answer: CompletionResult): void {
    this.replaceReply(replyId, {
      content: answer.message,
      servedBy: answer.servedBy ?? null,
      usage: answer.usage,
    });
    if (this.now() - this.lastSave >= PARTIAL_SAVE_INTERVAL_MS) this.save();
  }

  private finish(replyId: string): void {
    this.answering = null;
    const reply = this.lastReply();
    if (reply?.id === replyId) {
      this.replaceReply(replyId, {
        status: ReplyStatus.DONE,
        cost: replyCost(reply.usage, reply.model, reply.servedBy, this.setup.models),
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

  private notify(notice: PlaygroundNotice, intent: ToastIntent): void {
    this.deps.notifier.notify({ message: this.deps.text(notice), intent });
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
    writeStoredPlayground(this.deps.store, {
      modelName,
      settings,
      systemPrompt,
      routingStrategy,
      apiKeyId,
      departmentId,
      sessionId: this.sessionId,
      turns: this.chat.turns,
    });
  }
}

/** The call got no answer, or its connection was cut while the answer was being written. */
function lostConnection(error: unknown): boolean {
  return error instanceof GatewayError && error.failure.kind === "network";
}
