import { randomUUID } from "node:crypto";
import type { Reservation } from "../../core/budgets/budget-reservations.ts";
import type { RoutingStrategy } from "../../core/chat-completions/routing-strategy.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import { UsageEndpoint } from "../../core/usage-logs/usage-endpoint.ts";
import type { Caller } from "./authenticate-caller.ts";
import { GATEWAY_VENDOR, type RecordedRequest, type UpstreamFailureSeen } from "./chat-history.repository.ts";
import type { Usage } from "./completion-provider.ts";
import type { Attempt } from "./upstream-registry.ts";

/** Status recorded when the client hung up before the answer was complete (nginx's convention). */
export const CLIENT_CLOSED_REQUEST = 499;

/** What the log of one request is built from, filled in as the request goes through the gateway. */
export class RequestTrace {
  readonly id = `req_${randomUUID().replaceAll("-", "")}`;
  readonly createdAt: string;
  private readonly startedAt = performance.now();
  caller: Caller | null = null;
  /** The model as asked for (may be 'Best Available'). */
  model: string;
  query = "";
  isStream = false;
  /** The endpoint the request came through. */
  endpoint: UsageEndpoint = UsageEndpoint.CHAT;
  requestContent: string | null = null;
  /** The JSON text of the tools offered to the model; null when none were. */
  tools: string | null = null;
  /** The JSON text of the response_format asked for; null when none was. */
  responseFormat: string | null = null;
  served: Attempt | null = null;
  providerModel: string | null = null;
  strategy: RoutingStrategy | null = null;
  routingReason: string | null = null;
  timeToFirstTokenMs: number | null = null;
  durationMs: number | null = null;
  usage: Usage | null = null;
  /** The token counts are the gateway's estimate: the provider reported none (or is the simulated one). */
  usageEstimated = false;
  responseContent: string | null = null;
  /** The JSON text of the tool calls the answer made (chat completions' shape); null when it made none. */
  toolCalls: string | null = null;
  statusCode = 200;
  error: string | null = null;
  /** Milliseconds spent waiting on providers: each attempt until it answered or failed, a stream until its first token. */
  upstreamMs = 0;
  /** When (ms since arrival) the last attempt at a provider ended; null before any. */
  private attemptEndedAtMs: number | null = null;
  /** The providers that failed it before one answered (or none did). */
  readonly upstreamFailures: UpstreamFailureSeen[] = [];
  /** Values of each kind of personal data the department's PII handling redacted; null when none applied. */
  piiRedactions: Readonly<Record<string, number>> | null = null;
  /** Money held against its budgets until it is over (ModelEndpoint settles it); null when none was. */
  reservation: Reservation | null = null;

  constructor(clock: Clock, body: unknown) {
    this.createdAt = new Date(clock.now()).toISOString();
    const model = (body as { model?: unknown } | null)?.model;
    this.model = typeof model === "string" ? model.slice(0, 200) : "";
  }

  /** Milliseconds since the request arrived. */
  elapsedMs(): number {
    return performance.now() - this.startedAt;
  }

  /** An attempt at a provider took `ms`: answered, failed, or (a stream) accepted the request. */
  attemptTook(ms: number): void {
    this.upstreamMs += ms;
    this.attemptEndedAtMs = this.elapsedMs();
  }

  /** The first token reached the client now, unless an earlier one did. */
  firstTokenSent(): void {
    if (this.timeToFirstTokenMs !== null) return;
    this.timeToFirstTokenMs = this.elapsedMs();
    // A stream's provider, once it accepted the request, was still writing its first token until now.
    if (this.isStream && this.attemptEndedAtMs !== null)
      this.upstreamMs += this.timeToFirstTokenMs - this.attemptEndedAtMs;
  }

  finish(statusCode: number, error: string | null = null): void {
    this.statusCode = statusCode;
    this.error = error;
    this.durationMs = this.elapsedMs();
  }

  /** The request as the log keeps it; null when its caller never became known (nobody to list it for). */
  recorded(): RecordedRequest | null {
    if (!this.caller) return null;
    return {
      id: this.id,
      createdAt: this.createdAt,
      caller: this.caller,
      model: this.model,
      query: this.query,
      isStream: this.isStream,
      endpoint: this.endpoint,
      requestContent: this.requestContent,
      tools: this.tools,
      responseFormat: this.responseFormat,
      served: this.served?.model ?? null,
      vendor: this.served?.route.provider.vendor ?? GATEWAY_VENDOR,
      providerModel: this.providerModel ?? this.served?.route.modelName ?? null,
      strategy: this.strategy,
      routingReason: this.routingReason,
      timeToFirstTokenMs: this.timeToFirstTokenMs,
      durationMs: this.durationMs ?? this.elapsedMs(),
      usage: this.usage,
      usageEstimated: this.usageEstimated,
      responseContent: this.responseContent,
      toolCalls: this.toolCalls,
      statusCode: this.statusCode,
      error: this.error,
      upstreamMs: this.upstreamMs,
      upstreamFailures: this.upstreamFailures,
      piiRedactions: this.piiRedactions,
    };
  }
}
