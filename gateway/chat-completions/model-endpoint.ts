import {
  KEY_RATE_WINDOW,
  keyRateBucket,
  keyRateLimitRefusal,
  keyWindowLimits,
} from "../../core/api-keys/key-rate-limits.ts";
import type { BudgetReservationsPort } from "../../core/budgets/budget-reservations.port.ts";
import { BudgetHolder } from "../../core/budgets/budget-reservations.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import type { RateLimitCounters } from "../rate-limits/rate-limit-counters.ts";
import { HttpProblem } from "../server/http-problem.ts";
import { authenticateCaller, type Caller } from "./authenticate-caller.ts";
import { BudgetLedger, budgetAccountsOf, type SpendSource } from "./budget-ledger.ts";
import type { CallerDirectory } from "./caller-directory.ts";
import { chatHistoryRowOf, type RequestRecorder } from "./chat-history.repository.ts";
import type { ModelChoiceDeps } from "./choose-model.ts";
import { costCeiling, type RequestSize } from "./cost-ceiling.ts";
import { type DepartmentPolicy, type DepartmentPolicySource, policyForCaller } from "./department-policy.ts";
import { keyStandingProblem, rateLimitProblem } from "./key-refusals.ts";
import type { CatalogueModel } from "./model-catalogue.ts";
import type { ModelReply, ModelRequest } from "./model-exchange.ts";
import { CLIENT_CLOSED_REQUEST, RequestTrace } from "./request-trace.ts";

/** Serves one authenticated request, filling in its trace; `clientGone` aborts when the client hangs up. */
export type ServeTraced = (trace: RequestTrace, caller: Caller, clientGone: AbortSignal) => Promise<void>;

const KNOWN_CALLERS = new WeakMap<ModelRequest, Caller>();

/**
 * A request the gateway makes of its own endpoints for someone (a policy document's embeddings, for whoever added
 * it): served, held to their department's policies and recorded as theirs, without credentials to authenticate.
 */
export function requestFor(caller: Caller, request: ModelRequest): ModelRequest {
  KNOWN_CALLERS.set(request, caller);
  return request;
}

/**
 * What the model endpoints are built from. The server wires the database's (serverModelEndpoint); a test may
 * give stand-ins holding its own data.
 */
export interface ModelEndpointPorts {
  /** Who asks: API keys' owners, ID tokens' people, department memberships. */
  readonly callers: CallerDirectory;
  /** The departments' policies and what they spent this month. */
  readonly policies: DepartmentPolicySource;
  /** What a key's requests cost this month, as the request log says (its budget's reservations start there). */
  readonly keySpend: (keyId: string, now: number) => Promise<number>;
  /** Where requests hold money against budgets: this instance's ledger, or every instance's (Redis). */
  readonly budgetReservations: BudgetReservationsPort;
  /** The model catalogue, who serves each model (the upstream registry), custom models, recent figures. */
  readonly choice: ModelChoiceDeps;
  /** Where each request is logged once it is over. */
  readonly recorder: RequestRecorder;
  /** Keys' requests and tokens per minute, counted by every instance together when they share Redis. */
  readonly rateLimitCounters: RateLimitCounters;
  readonly clock: Clock;
}

/**
 * What the endpoints that call models (chat completions, responses, messages, embeddings) share: who may ask, the
 * key's rules (standing, rate limits, budget, models) and the department policy they are held to, the models and
 * providers to choose from, and the request log, written once the request is over whatever its outcome.
 */
export class ModelEndpoint {
  readonly choice: ModelChoiceDeps;
  private readonly budgets: BudgetLedger;

  constructor(private readonly ports: ModelEndpointPorts) {
    this.choice = ports.choice;
    const spend: SpendSource = {
      spentThisMonth: (account, now) =>
        account.holder === BudgetHolder.API_KEY
          ? ports.keySpend(account.id, now)
          : ports.policies.spentThisMonth(account.id, now),
    };
    this.budgets = new BudgetLedger(spend, ports.budgetReservations, ports.clock);
  }

  /**
   * Who asks, by the rules of the model endpoints (an API key, or the session with or without a key's id), without
   * recording the request; an expired, revoked or rotated-out key is refused (401).
   */
  async callerOf(request: ModelRequest): Promise<Caller> {
    const caller = await authenticateCaller(request, this.ports.callers);
    this.refuseKeyOutOfStanding(caller);
    return caller;
  }

  /** The department policy the caller is held to (its budget is held by `reserve`). */
  policyFor(caller: Caller): Promise<DepartmentPolicy | null> {
    return policyForCaller(this.ports.policies, caller);
  }

  /**
   * Holds the most the request may cost against its key's and its department's monthly budgets before it is
   * forwarded, or refuses it (429 insufficient_quota). Settled with its real cost once it is over (`traced`).
   */
  async reserve(
    trace: RequestTrace,
    caller: Caller,
    policy: DepartmentPolicy | null,
    models: readonly CatalogueModel[],
    size: RequestSize,
  ): Promise<void> {
    const accounts = budgetAccountsOf(caller.key ?? null, policy);
    trace.reservation = await this.budgets.reserve(accounts, costCeiling(models, size));
  }

  /**
   * Authenticates the caller, holds its key to its standing and rate limits, and serves the request with its
   * trace; records it with the status it ended with (499 when the client hung up first), settles what it held of
   * its budgets with what it cost, and rethrows a refusal for the error handler to answer.
   */
  async traced(request: ModelRequest, reply: ModelReply, serve: ServeTraced): Promise<ModelReply> {
    const trace = new RequestTrace(this.ports.clock, request.body);
    const clientGone = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) clientGone.abort();
    });
    try {
      const caller = KNOWN_CALLERS.get(request) ?? (await authenticateCaller(request, this.ports.callers));
      trace.caller = caller;
      this.refuseKeyOutOfStanding(caller);
      await this.admitWithinRateLimits(caller, reply);
      await serve(trace, caller, clientGone.signal);
      return reply;
    } catch (error) {
      if (clientGone.signal.aborted) {
        trace.finish(
          CLIENT_CLOSED_REQUEST,
          "The client closed the connection before the answer was complete",
        );
        return reply;
      }
      trace.finish(error instanceof HttpProblem ? error.statusCode : 500, (error as Error).message);
      throw error;
    } finally {
      const recorded = trace.recorded();
      this.settle(trace, recorded ? chatHistoryRowOf(recorded).totalCost : 0);
      this.ports.recorder.record(recorded);
    }
  }

  private refuseKeyOutOfStanding(caller: Caller): void {
    const problem = caller.key ? keyStandingProblem(caller.key, this.ports.clock.now()) : null;
    if (problem) throw problem;
  }

  private async admitWithinRateLimits(caller: Caller, reply: ModelReply): Promise<void> {
    if (!caller.key) return;
    const overLimit = await this.ports.rateLimitCounters.admit(
      keyWindowLimits(caller.key),
      this.ports.clock.now(),
    );
    if (!overLimit) return;
    const refusal = keyRateLimitRefusal(overLimit);
    reply.headers({ "Retry-After": String(refusal.retryAfterSeconds) });
    throw rateLimitProblem(refusal);
  }

  /** The request is over: its budgets get its real cost instead of what was held, its key's tokens are counted. */
  private settle(trace: RequestTrace, costUsd: number): void {
    if (trace.reservation) this.budgets.settle(trace.reservation, costUsd);
    trace.reservation = null;
    const key = trace.caller?.key;
    const usage = trace.usage;
    if (key && key.tokensPerMinute !== null && usage)
      this.countTokens(keyRateBucket(key), usage.prompt_tokens + usage.completion_tokens);
  }

  /** Not awaited: the answer is already sent. A failure reaching shared counters is logged by their guard. */
  private countTokens(bucket: string, tokens: number): void {
    this.ports.rateLimitCounters
      .countTokens(bucket, KEY_RATE_WINDOW, tokens, this.ports.clock.now())
      .catch(() => {});
  }
}
