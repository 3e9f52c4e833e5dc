import type { FastifyBaseLogger } from "fastify";
import { completionCost } from "../../core/chat-completions/completion-cost.ts";
import { UsageEndpoint } from "../../core/usage-logs/usage-endpoint.ts";
import type { Database } from "../database/database.ts";
import type { Caller } from "./authenticate-caller.ts";
import { type ChatHistoryRow, insertChatHistory } from "./chat-history-insert.ts";
import type { Usage } from "./completion-provider.ts";
import type { CatalogueModel } from "./model-catalogue.ts";

/** The vendor recorded when the request was refused before a provider was chosen. */
export const GATEWAY_VENDOR = "Meridian";

/** Rows written in one statement at most. */
const MAX_BATCH = 25;
/** How long a recorded request may wait for others to be written with. */
const BATCH_WINDOW_MS = 50;

/** Where the model endpoints log each request once it is over; null: its caller never became known. */
export interface RequestRecorder {
  record(recorded: RecordedRequest | null): void;
}

/**
 * Records requests after their answer went out, so a client never waits on the insert, and writes them in
 * batches: one insert per request would cost the database (an embedded PGlite especially) more than the rest of
 * the gateway's work. The batches are small and frequent so that a row waits little and a write holds the
 * request-log tables briefly (an embedded PGlite works in its own thread: gateway/database/pglite-thread.ts).
 * A request refused before its caller was known has nobody to be listed for: not recorded.
 */
export class ChatHistoryRecorder implements RequestRecorder {
  private pending: ChatHistoryRow[] = [];
  /** When the oldest row of `pending` was recorded (performance.now()); null when none is. */
  private pendingSince: number | null = null;
  /** The batches flushed but not yet written, oldest first. */
  private unwritten: { readonly rows: number; readonly since: number }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private spendersListener: SpendersListener | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, "error">,
  ) {}

  record(recorded: RecordedRequest | null): void {
    if (!recorded) return;
    this.pending.push(chatHistoryRowOf(recorded));
    this.pendingSince ??= performance.now();
    if (this.pending.length >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), BATCH_WINDOW_MS);
  }

  /** Writes what is waiting; resolves once everything recorded so far is written (or its failure logged). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.pending;
    const since = this.pendingSince ?? performance.now();
    this.pending = [];
    this.pendingSince = null;
    if (rows.length > 0) {
      const batch = { rows: rows.length, since };
      this.unwritten.push(batch);
      this.writing = this.writing
        .then(() => this.write(rows))
        .finally(() => {
          this.unwritten = this.unwritten.filter((waiting) => waiting !== batch);
        });
    }
    return this.writing;
  }

  /** Requests recorded but not yet written (waiting for their batch, or being written). */
  get depth(): number {
    return this.pending.length + this.unwritten.reduce((sum, batch) => sum + batch.rows, 0);
  }

  /** Seconds the oldest request not yet written has waited; 0 when every one is written. */
  get lagSeconds(): number {
    const oldest = this.unwritten[0]?.since ?? this.pendingSince;
    return oldest === null ? 0 : (performance.now() - oldest) / 1000;
  }

  /** Called after each batch holding rows of departments or API keys (budget alerts watch their spend). */
  afterSpendersRecorded(listener: SpendersListener): void {
    this.spendersListener = listener;
  }

  private async write(rows: readonly ChatHistoryRow[]): Promise<void> {
    try {
      await insertChatHistory(this.db, rows);
    } catch (error) {
      this.log.error({ err: error, requests: rows.length }, "could not record chat completions");
      return;
    }
    await this.tellSpenders(rows);
  }

  /** Awaited within the write, so a flush (the server's close, a test) also waits for what the rows set off. */
  private async tellSpenders(rows: readonly ChatHistoryRow[]): Promise<void> {
    const spenders: RecordedSpenders = {
      departmentIds: [...new Set(rows.flatMap((row) => (row.departmentId ? [row.departmentId] : [])))],
      apiKeyIds: [...new Set(rows.flatMap((row) => (row.apiKeyId ? [row.apiKeyId] : [])))],
    };
    if (!this.spendersListener || (spenders.departmentIds.length === 0 && spenders.apiKeyIds.length === 0))
      return;
    try {
      await this.spendersListener(spenders);
    } catch (error) {
      this.log.error(
        { err: error, departments: spenders.departmentIds.length, apiKeys: spenders.apiKeyIds.length },
        "could not act on recorded requests' spend",
      );
    }
  }
}

/** Whose spend a batch of recorded requests added to: each department's and each API key's id once. */
export interface RecordedSpenders {
  readonly departmentIds: readonly string[];
  readonly apiKeyIds: readonly string[];
}

/** What follows the recording of requests made as departments or with API keys. */
export type SpendersListener = (spenders: RecordedSpenders) => Promise<void>;

/** A request as the log keeps it, before costs and rates are worked out. */
export interface RecordedRequest {
  readonly id: string;
  readonly createdAt: string;
  readonly caller: Caller;
  /** The model as asked for. */
  readonly model: string;
  readonly query: string;
  readonly isStream: boolean;
  /** Chat completions when not said. */
  readonly endpoint?: UsageEndpoint;
  readonly requestContent: string | null;
  /** JSON text of the tools offered; none when not said. */
  readonly tools?: string | null;
  /** JSON text of the response_format asked for; none when not said. */
  readonly responseFormat?: string | null;
  /** The catalogue model that served it, and by whom. */
  readonly served: CatalogueModel | null;
  readonly vendor: string;
  readonly providerModel: string | null;
  readonly strategy: string | null;
  readonly routingReason: string | null;
  readonly timeToFirstTokenMs: number | null;
  readonly durationMs: number;
  readonly usage: Usage | null;
  readonly usageEstimated: boolean;
  readonly responseContent: string | null;
  /** JSON text of the tool calls the answer made; none when not said. */
  readonly toolCalls?: string | null;
  readonly statusCode: number;
  readonly error: string | null;
  /** Milliseconds spent waiting on providers (operators' metrics); none when not said. */
  readonly upstreamMs?: number;
  /** The providers that failed it (operators' metrics); none when not said. */
  readonly upstreamFailures?: readonly UpstreamFailureSeen[];
  /** Values of each kind of personal data the department's PII handling redacted; null (or none) when none applied. */
  readonly piiRedactions?: Readonly<Record<string, number>> | null;
}

/** A provider that failed a request: its label, and the HTTP status it answered (null: none, e.g. unreachable). */
export interface UpstreamFailureSeen {
  readonly provider: string;
  readonly status: number | null;
}

export function chatHistoryRowOf(request: RecordedRequest): ChatHistoryRow {
  const { caller, served: model } = request;
  const tokensIn = request.usage?.prompt_tokens ?? 0;
  const tokensOut = request.usage?.completion_tokens ?? 0;
  const { inputCost: tokensInCost, outputCost: tokensOutCost } = completionCost(
    {
      prompt_tokens: tokensIn,
      completion_tokens: tokensOut,
      total_tokens: tokensIn + tokensOut,
      ...cachedOf(request),
    },
    {
      tokenInPricePerMillionTokens: model?.tokenInPrice ?? 0,
      tokenOutPricePerMilionTokens: model?.tokenOutPrice ?? 0,
      tokenCachedInPricePerMillionTokens: model?.tokenCachedInPrice ?? null,
    },
  );
  const firstToken = request.timeToFirstTokenMs;
  return {
    id: request.id,
    userId: caller.user.id,
    apikey: caller.apikey,
    organizationId: caller.department?.organizationId ?? null,
    departmentId: caller.department?.departmentId ?? null,
    departmentUserId: caller.department?.departmentUserId ?? null,
    apiKeyId: caller.apiKeyId,
    vendor: request.vendor,
    model: request.model,
    servedModel: model?.systemName ?? null,
    providerModel: request.providerModel,
    query: request.query,
    statusCode: request.statusCode,
    error: request.error,
    timeToFirstToken: firstToken === null ? null : Math.round(firstToken),
    generationDuration: Math.round(request.durationMs),
    tokenRate: tokenRateOf(tokensOut, request.durationMs, firstToken),
    tokensIn,
    tokensOut,
    totalTokens: tokensIn + tokensOut,
    tokensInCost,
    tokensOutCost,
    totalCost: tokensInCost + tokensOutCost,
    usageEstimated: request.usageEstimated,
    isStream: request.isStream,
    requestContent: request.requestContent,
    responseContent: request.responseContent,
    renewablePercentage: model?.grid?.renewablePercentage ?? null,
    routingStrategy: request.strategy,
    routingReason: request.routingReason,
    endpoint: request.endpoint ?? UsageEndpoint.CHAT,
    tools: request.tools ?? null,
    responseFormat: request.responseFormat ?? null,
    toolCalls: request.toolCalls ?? null,
    piiRedactions: request.piiRedactions ?? null,
    createdAt: request.createdAt,
  };
}

function cachedOf(request: RecordedRequest): { cached_tokens?: number } {
  const cached = request.usage?.cached_tokens;
  return cached === undefined ? {} : { cached_tokens: cached };
}

/** Tokens per second while writing: after the first token when it came before the last, else over the whole call. */
export function tokenRateOf(
  tokensOut: number,
  durationMs: number,
  firstTokenMs: number | null,
): number | null {
  const writingMs =
    firstTokenMs !== null && firstTokenMs < durationMs ? durationMs - firstTokenMs : durationMs;
  if (tokensOut <= 0 || writingMs <= 0) return null;
  return Math.round((tokensOut / (writingMs / 1000)) * 10) / 10;
}
