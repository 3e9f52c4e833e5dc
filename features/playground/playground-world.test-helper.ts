import { defer, finalize, type Observable, Subject, throwError } from "rxjs";
import { AVAILABLE_MODELS_SEED } from "../../adapters/gateway-memory/available-models/available-models.seed.ts";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { ApiKey } from "../../core/api-keys/api-key.entity.ts";
import { ProviderModel } from "../../core/available-models/provider-model.entity.ts";
import type { ChatCompletionRequest } from "../../core/chat-completions/chat-completion-request.ts";
import type { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import type { ChatStreamEvent } from "../../core/chat-completions/completion-result.ts";
import type { PlaygroundTurn } from "../../core/chat-completions/playground-conversation.ts";
import { toEntities } from "../../core/mapping/to-entity.ts";
import type { OrganizationDetails } from "../../core/organization/organization-details.ts";
import { type Session, SIGNED_OUT } from "../../core/session/session.entity.ts";
import { RecordingNotifier } from "../../core/session/session-fakes.test-helper.ts";
import type { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import type { NoticeValues, PlaygroundState, PlaygroundText } from "./playground.state.ts";
import { PlaygroundViewModel } from "./playground.view-model.ts";

/** Hand-written fakes and a builder for the playground view model's tests. */

export const SIGNED_IN: Session = { token: "access", refreshToken: "refresh", isAuthenticated: true };
export const KEY = { id: "key-1", value: "mk-live-0123456789abcdef", createdAt: "2025-03-04T05:06:07Z" };
export const USAGE = { prompt_tokens: 1000, completion_tokens: 2000, total_tokens: 3000 };

/** A chat gateway whose answers the test writes, event by event. */
export class ScriptedChat implements ChatCompletionsGateway {
  readonly requests: ChatCompletionRequest[] = [];
  answer = new Subject<ChatStreamEvent>();
  aborted = false;
  failWith: unknown = null;

  complete(): never {
    throw new Error("the playground streams");
  }

  stream(request: ChatCompletionRequest) {
    this.requests.push(request);
    if (this.failWith) return throwError(() => this.failWith);
    const answer = this.answer;
    return defer(() => answer).pipe(
      finalize(() => {
        if (!answer.closed && !answer.isStopped) this.aborted = true;
      }),
    );
  }

  /** Ends the answer being written with these events, and makes ready for the next request. */
  reply(...events: ChatStreamEvent[]): void {
    const answer = this.answer;
    this.answer = new Subject();
    for (const event of events) answer.next(event);
    answer.complete();
  }
}

/** How the test's text function writes a text: its key, then its values, so a test can tell them apart. */
export function shownText(text: PlaygroundText, values?: NoticeValues): string {
  return values ? `text:${text} ${JSON.stringify(values)}` : `text:${text}`;
}

export interface PlaygroundWorldOptions {
  readonly store?: KeyValueStore;
  readonly session?: Session;
  readonly modelsFail?: unknown;
  /** The person's organization as the shell loads it. */
  readonly organization?: Observable<OrganizationDetails>;
  /** The gateway to ask; a ScriptedChat unless told. */
  readonly chat?: ChatCompletionsGateway;
}

export function playgroundWorld(options: PlaygroundWorldOptions = {}) {
  const store = options.store ?? new MemoryStore();
  const scripted = new ScriptedChat();
  const notifier = new RecordingNotifier();
  let session = options.session ?? SIGNED_IN;
  let ids = 0;
  let now = 0;
  const viewModel = new PlaygroundViewModel({
    chat: options.chat ?? scripted,
    catalogue: {
      listModels: async () => {
        if (options.modelsFail) throw options.modelsFail;
        return toEntities(ProviderModel, AVAILABLE_MODELS_SEED);
      },
    },
    apiKeys: { list: async () => toEntities(ApiKey, [KEY]) },
    store,
    notifier,
    sessions: { current: () => session },
    organization: options.organization ? { details$: options.organization } : undefined,
    text: shownText,
    newId: () => `id-${++ids}`,
    now: () => now,
  });
  const state = (): PlaygroundState => viewModel.current();
  return {
    viewModel,
    chat: scripted,
    store,
    toasts: () => notifier.shown.map((toast) => toast.message),
    state,
    turns: (): readonly PlaygroundTurn[] => state().chat.turns,
    lastReply: () => state().chat.turns.at(-1),
    signOut: () => {
      session = SIGNED_OUT;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** The playground once its models and keys are loaded. */
export async function readyPlayground(options?: PlaygroundWorldOptions) {
  const world = playgroundWorld(options);
  await world.viewModel.loaded;
  return world;
}

/** Resolves once the reply being written has ended (for gateways that answer on their own). */
export function replyEnded(world: ReturnType<typeof playgroundWorld>): Promise<void> {
  return new Promise((resolve) => {
    const subscription = world.viewModel.state$.subscribe((state) => {
      if (!state.chat.streaming) {
        queueMicrotask(() => subscription.unsubscribe());
        resolve();
      }
    });
  });
}
