import { BehaviorSubject, defer, finalize, type Observable, Subject, throwError } from "rxjs";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { ApiKey } from "../../core/api-keys/api-key.entity.ts";
import { ApiKeyMother } from "../../core/api-keys/api-key.mother.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { CatalogueMother } from "../../core/available-models/catalogue.mother.ts";
import { ProviderModel } from "../../core/available-models/provider-model.entity.ts";
import type { ChatCompletionRequest } from "../../core/chat-completions/chat-completion-request.ts";
import { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import type { ChatStreamEvent } from "../../core/chat-completions/completion-result.ts";
import type { PlaygroundTurn } from "../../core/chat-completions/playground-conversation.ts";
import { Clock } from "../../core/clock/clock.port.ts";
import { toEntities } from "../../core/mapping/to-entity.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import type { OrganizationDetails } from "../../core/organization/organization-details.ts";
import { OrganizationStore } from "../../core/organization/organization-store.ts";
import { RecordingNotifier } from "../../core/session/session-fakes.test-helper.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import { sessionStoreForTest } from "../../ui/testing/session-store-for-test.ts";
import type { PlaygroundState } from "./playground.state.ts";
import { createPlaygroundViewModel } from "./playground.view-model-factory.ts";

/** Hand-written fakes and a builder for the playground view model's tests. */

export const KEY = ApiKeyMother.record({
  id: "key-1",
  name: "Live",
  value: "mk-li...bcdef",
  createdAt: "2025-03-04T05:06:07Z",
});
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

export interface PlaygroundWorldOptions {
  readonly store?: KeyValueStore;
  readonly modelsFail?: unknown;
  /** The person's organization as the shell loads it; none loaded unless told. */
  readonly organization?: Observable<OrganizationDetails>;
  /** The gateway to ask; a ScriptedChat unless told. */
  readonly chat?: ChatCompletionsGateway;
}

/** The playground's view model as its factory makes it, on fakes the test drives; disposed when the test ends. */
export function playgroundWorld(options: PlaygroundWorldOptions = {}) {
  const store = options.store ?? new MemoryStore();
  const scripted = new ScriptedChat();
  const notifier = new RecordingNotifier();
  const signedIn = new BehaviorSubject(true);
  let now = 0;
  const catalogue: AvailableModelsGateway = {
    listModels: async () => {
      if (options.modelsFail) throw options.modelsFail;
      return toEntities(ProviderModel, CatalogueMother.create());
    },
  };
  const apiKeys: Pick<ApiKeysGateway, "list"> = { list: async () => toEntities(ApiKey, [KEY]) };
  const services = screenServicesForTest((bind) => {
    bind(ChatCompletionsGateway, options.chat ?? scripted);
    bind(AvailableModelsGateway, catalogue);
    bind(ApiKeysGateway, apiKeys as ApiKeysGateway);
    bind(KeyValueStore, store);
    bind(Notifier, notifier);
    bind(SessionStore, sessionStoreForTest(signedIn));
    bind(
      OrganizationStore,
      (options.organization
        ? { details$: options.organization }
        : new OrganizationStore()) as OrganizationStore,
    );
    bind(Clock, { now: () => now });
  });
  const viewModel = disposedAfterTest(createPlaygroundViewModel(services));
  const state = (): PlaygroundState => viewModel.current();
  return {
    viewModel,
    chat: scripted,
    store,
    toasts: () => notifier.shown.map((toast) => toast.message),
    state,
    turns: (): readonly PlaygroundTurn[] => state().chat.turns,
    lastReply: () => state().chat.turns.at(-1),
    signOut: () => signedIn.next(false),
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
