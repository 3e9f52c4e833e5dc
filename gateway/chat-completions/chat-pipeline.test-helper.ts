import { EventEmitter } from "node:events";
import type { Readable } from "node:stream";
import { ModelCapability } from "../../core/available-models/model-capability.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import type { DepartmentMembership, KeyOwner } from "../api-keys/api-key-directory.ts";
import { ModelKind } from "../available-models/model-kind.ts";
import { InProcessBudgetReservations } from "../budgets/in-process-budget-reservations.ts";
import { NOT_SIGNED_IN } from "../identity/authenticate.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { InProcessRateLimitCounters } from "../rate-limits/in-process-rate-limit-counters.ts";
import { HttpProblem, unauthorized } from "../server/http-problem.ts";
import type { CallerDirectory } from "./caller-directory.ts";
import { ChatCompletionHandler } from "./chat-completion-handler.ts";
import { CHAT_COMPLETIONS_DIALECT } from "./chat-completions-dialect.ts";
import type { RecordedRequest } from "./chat-history.repository.ts";
import {
  type CompletedAnswer,
  type CompletionProvider,
  type ProviderCall,
  type StartedStream,
  UpstreamFailure,
  type Usage,
} from "./completion-provider.ts";
import type { DepartmentPolicy } from "./department-policy.ts";
import type { CatalogueModel } from "./model-catalogue.ts";
import { ModelEndpoint } from "./model-endpoint.ts";
import type { ModelReply } from "./model-exchange.ts";
import type { ServingRoute } from "./upstream-registry.ts";

/** The person the pipeline's tests ask as. */
export const ADA: UserRow = {
  id: "user-ada",
  email: "ada@example.org",
  phone: null,
  suspended: false,
  welcomeEmailSentAt: null,
  credit: 0,
  totalCharges: 0,
  receivedDefaultSystemCredit: false,
  hasValidPaymentMethod: false,
  setupPaymentMethodError: null,
  paymentCustomerId: null,
  premiumExpiresAt: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

/** A chat model of the catalogue at these prices (USD per million input and output tokens). */
export function chatModel(
  systemName: string,
  [tokenInPrice, tokenOutPrice]: [number, number],
): CatalogueModel {
  return {
    id: `model-${systemName}`,
    systemName,
    nameInProvider: `${systemName}-upstream`,
    providerId: "prov-test",
    providerName: "Test",
    capabilities: [ModelCapability.CHAT, ModelCapability.TOOLS],
    kind: ModelKind.CHAT,
    embedding: null,
    tokenInPrice,
    tokenOutPrice,
    tokenCachedInPrice: null,
    timeToFirstTokenMs: 300,
    tokensPerSecondOut: 50,
    energyWhPerThousandTokens: 0.3,
    grid: null,
    region: "EU",
  };
}

/** What a test's pipeline knows: every port's data, held in memory. */
export interface PipelineData {
  /** API keys by value. */
  readonly keys?: ReadonlyMap<string, KeyOwner>;
  /** People signed in, by ID token. */
  readonly sessions?: ReadonlyMap<string, UserRow>;
  readonly memberships?: readonly (DepartmentMembership & { readonly userId: string })[];
  readonly policies?: readonly DepartmentPolicy[];
  /** What each department spent this month, by its id. */
  readonly spent?: ReadonlyMap<string, number>;
  /** What each key spent this month, by its id. */
  readonly keySpent?: ReadonlyMap<string, number>;
  readonly models: readonly CatalogueModel[];
  /** Who serves each model, by its system name, first tried first. */
  readonly routes: ReadonlyMap<string, readonly ServingRoute[]>;
  readonly now: number;
}

/** The chat pipeline on stand-in ports, and what they were asked and given. */
export interface StandInPipeline {
  readonly handler: ChatCompletionHandler;
  /** What the pipeline logged, in order; null for a request whose caller never became known. */
  readonly recorded: (RecordedRequest | null)[];
  /** The instants the budget was checked at, by department id. */
  readonly spendAskedAt: { departmentId: string; now: number }[];
}

export function standInPipeline(data: PipelineData): StandInPipeline {
  const recorded: (RecordedRequest | null)[] = [];
  const spendAskedAt: { departmentId: string; now: number }[] = [];
  const clock: Clock = { now: () => data.now };
  const callers: CallerDirectory = {
    ownerOf: async (apiKey) => data.keys?.get(apiKey) ?? null,
    ownerOfKeyId: async (keyId, userId) =>
      [...(data.keys?.values() ?? [])].find(
        (owner) => owner.apiKeyId === keyId && owner.user.id === userId,
      ) ?? null,
    signedInPerson: async (request) => {
      const token = /^Bearer (.+)$/.exec(String(request.headers.authorization))?.[1] ?? "";
      const person = data.sessions?.get(token);
      if (!person) throw unauthorized(NOT_SIGNED_IN);
      return person;
    },
    membershipOf: async (departmentId, userId) =>
      data.memberships?.find((one) => one.departmentId === departmentId && one.userId === userId) ?? null,
  };
  const endpoint = new ModelEndpoint({
    callers,
    policies: {
      policyOf: async (departmentId) =>
        data.policies?.find((policy) => policy.departmentId === departmentId) ?? null,
      spentThisMonth: async (departmentId, now) => {
        spendAskedAt.push({ departmentId, now });
        return data.spent?.get(departmentId) ?? 0;
      },
    },
    keySpend: async (keyId) => data.keySpent?.get(keyId) ?? 0,
    budgetReservations: new InProcessBudgetReservations(),
    choice: {
      catalogue: {
        all: async () => [...data.models],
        named: async (name) => data.models.find((model) => model.systemName === name) ?? null,
      },
      custom: {
        attemptFor: () => {
          throw new Error("no custom models in this test");
        },
      },
      registry: { routesFor: (model) => [...(data.routes.get(model.systemName) ?? [])] },
      statistics: { current: async () => new Map() },
    },
    recorder: { record: (request) => recorded.push(request) },
    rateLimitCounters: new InProcessRateLimitCounters(),
    clock,
  });
  return {
    handler: new ChatCompletionHandler(endpoint, CHAT_COMPLETIONS_DIALECT),
    recorded,
    spendAskedAt,
  };
}

/** A reply that keeps what the pipeline sent: status, headers and body (a stream read to its end). */
export class KeptReply implements ModelReply {
  status = 200;
  readonly sent: Record<string, string> = {};
  contentType = "";
  readonly raw = Object.assign(new EventEmitter(), { writableFinished: false });
  private payload: string | Readable = "";

  code(statusCode: number): this {
    this.status = statusCode;
    return this;
  }

  headers(values: Record<string, string>): this {
    Object.assign(this.sent, values);
    return this;
  }

  type(contentType: string): this {
    this.contentType = contentType;
    return this;
  }

  send(payload: string | Readable): this {
    this.payload = payload;
    return this;
  }

  async body(): Promise<string> {
    if (typeof this.payload === "string") return this.payload;
    let text = "";
    for await (const chunk of this.payload) text += String(chunk);
    return text;
  }
}

/** One request through the pipeline: its reply, or the refusal the server's error handler would answer. */
export async function ask(
  pipeline: StandInPipeline,
  credential: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ reply: KeptReply; refusal: HttpProblem | null }> {
  const reply = new KeptReply();
  const request = { body, headers: { authorization: `Bearer ${credential}`, ...headers } };
  try {
    await pipeline.handler.handle(request, reply);
    return { reply, refusal: null };
  } catch (error) {
    if (error instanceof HttpProblem) return { reply, refusal: error };
    throw error;
  }
}

/** A provider that answers every call with these words and token counts, and keeps the calls it got. */
export function answeringProvider(
  label: string,
  words: string,
  usage: Usage,
): CompletionProvider & { readonly calls: ProviderCall[] } {
  const calls: ProviderCall[] = [];
  const completion = (call: ProviderCall) => ({
    id: "chatcmpl-test",
    object: "chat.completion",
    model: call.model,
    choices: [{ index: 0, message: { role: "assistant", content: words }, finish_reason: "stop" }],
    usage,
  });
  return {
    vendor: `${label} Inc.`,
    label,
    calls,
    async complete(call): Promise<CompletedAnswer> {
      calls.push(call);
      const body = completion(call);
      return {
        body: JSON.stringify(body),
        content: words,
        usage,
        usageEstimated: false,
        providerModel: call.model,
      };
    },
    async stream(call): Promise<StartedStream> {
      calls.push(call);
      const chunk = (fields: object) => JSON.stringify({ id: "chatcmpl-test", model: call.model, ...fields });
      async function* events() {
        yield chunk({ choices: [{ index: 0, delta: { role: "assistant", content: words } }] });
        yield chunk({ choices: [], usage });
      }
      return { events: events() };
    },
  };
}

/** A provider that cannot be reached: every call fails in these words. */
export function failingProvider(
  label: string,
  words: string,
): CompletionProvider & { calls: ProviderCall[] } {
  const calls: ProviderCall[] = [];
  const fail = async (call: ProviderCall): Promise<never> => {
    calls.push(call);
    throw new UpstreamFailure(words);
  };
  return { vendor: `${label} Inc.`, label, calls, complete: fail, stream: fail };
}
