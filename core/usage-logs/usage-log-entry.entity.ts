import { formatUsd } from "../money/format-usd.ts";
import { type DateAndTime, dateAndTime } from "../time/date-and-time.ts";
import { type Emissions, emissionsOf } from "./emissions.ts";
import { type UsageEndpoint, usageEndpointOf } from "./usage-endpoint.ts";
import {
  energyCostOf,
  hasApiKey,
  LOG_COST_DECIMALS,
  loggedApiKey,
  maskedApiKey,
  shortRequestId,
} from "./usage-log-rules.ts";

/** A chat-history record as GET chat/history?verbose=true sends it (SPEC §3). */
export interface UsageLogRecord {
  readonly id: string;
  /** ISO date-time */
  readonly createdAt: string;
  readonly vendor: string;
  readonly model: string;
  readonly query: string;
  /** The key the request was made with, masked; `playground` from the playground, empty or null for none. */
  readonly apikey: string | null;
  /** The id of the key the request was made with; null for none (the playground without a key, or a gateway from before ids). */
  readonly apiKeyId?: string | null;
  readonly statusCode: number;
  /** Milliseconds. */
  readonly timeToFirstToken: number | null;
  /** Milliseconds. */
  readonly generationDuration: number | null;
  readonly tokensIn: number;
  readonly tokensOut: number;
  /** US dollars. */
  readonly totalCost: number;
  readonly error: string | null;
  readonly tokenRate: number | null;
  readonly totalTokens: number;
  readonly tokensInCost: number;
  readonly tokensOutCost: number;
  readonly isStream: boolean;
  readonly requestContent: string | null;
  readonly responseContent: string | null;
  readonly providerModel: string | null;
  /** The renewable share of the grid node that served the request, when the gateway knows it. */
  readonly renewablePercentage?: number | null;
  /** The endpoint the request came through (UsageEndpoint); a gateway from before endpoints leaves it out: chat. */
  readonly endpoint?: string;
  /** The tools offered to the model, as the JSON text of OpenAI's `tools`; null when none. */
  readonly tools?: string | null;
  /** The response_format asked for, as JSON text; null when the answer was free. */
  readonly responseFormat?: string | null;
  /** The calls the model made, as the JSON text of OpenAI's `tool_calls`; null when it answered in words. */
  readonly toolCalls?: string | null;
  /** The token counts (and so the costs) are the gateway's estimate: the provider reported none. */
  readonly usageEstimated?: boolean;
}

/**
 * A request as the logs list it: the record plus the fields the dashboard derives from it (SPEC §3).
 *
 * The logs may hold tens of thousands of requests, and a screen shows a few dozen of them. An entry keeps the
 * record it was given and reads its fields from it, so listing 50,000 requests copies and parses nothing
 * (copying every field and parsing every date took most of the list's first render); the derived fields are
 * worked out when first read, then kept. Each field has a getter of its own: one getter reading any field by
 * name made every read of the screen's totals a slow, megamorphic lookup. Build entries with `usageLogEntriesOf`.
 */
export class UsageLogEntry {
  /** Parsed from the record's text when first read. */
  private parsedCreatedAt: Date | undefined;

  constructor(private readonly record: UsageLogRecord) {}

  get id(): string {
    return this.record.id;
  }
  get vendor(): string {
    return this.record.vendor;
  }
  get model(): string {
    return this.record.model;
  }
  get query(): string {
    return this.record.query;
  }
  get statusCode(): number {
    return this.record.statusCode;
  }
  /** Milliseconds. */
  get timeToFirstToken(): number | null {
    return this.record.timeToFirstToken;
  }
  /** Milliseconds. */
  get generationDuration(): number | null {
    return this.record.generationDuration;
  }
  get tokensIn(): number {
    return this.record.tokensIn;
  }
  get tokensOut(): number {
    return this.record.tokensOut;
  }
  /** US dollars. */
  get totalCost(): number {
    return this.record.totalCost;
  }
  get error(): string | null {
    return this.record.error;
  }
  get tokenRate(): number | null {
    return this.record.tokenRate;
  }
  get totalTokens(): number {
    return this.record.totalTokens;
  }
  get tokensInCost(): number {
    return this.record.tokensInCost;
  }
  get tokensOutCost(): number {
    return this.record.tokensOutCost;
  }
  get isStream(): boolean {
    return this.record.isStream;
  }
  get requestContent(): string | null {
    return this.record.requestContent;
  }
  get responseContent(): string | null {
    return this.record.responseContent;
  }
  get providerModel(): string | null {
    return this.record.providerModel;
  }

  get createdAt(): Date {
    this.parsedCreatedAt ??= new Date(this.record.createdAt);
    return this.parsedCreatedAt;
  }

  /** The key the request was made with, `playground`, or null for none. */
  get apikey(): string | null {
    return loggedApiKey(this.record.apikey);
  }

  /** The id of the key the request was made with; null for none. */
  get apiKeyId(): string | null {
    return this.record.apiKeyId ?? null;
  }

  get renewablePercentage(): number | null {
    return this.record.renewablePercentage ?? null;
  }

  /** The endpoint the request came through; chat for a record from before endpoints were logged. */
  get endpoint(): UsageEndpoint {
    return usageEndpointOf(this.record.endpoint);
  }

  /** The JSON text of the tools offered to the model; null when none were. */
  get tools(): string | null {
    return this.record.tools ?? null;
  }

  /** The JSON text of the response_format asked for; null when the answer was free. */
  get responseFormat(): string | null {
    return this.record.responseFormat ?? null;
  }

  /** The JSON text of the calls the model made; null when it answered in words. */
  get toolCalls(): string | null {
    return this.record.toolCalls ?? null;
  }

  /** The token counts and costs are the gateway's estimate: the provider reported no counts. */
  get usageEstimated(): boolean {
    return this.record.usageEstimated === true;
  }

  /** YYYY-MM-DD, local. */
  get date(): string {
    return this.moment.date;
  }

  /** HH:mm, local. */
  get time(): string {
    return this.moment.time;
  }

  get hasApikey(): boolean {
    return hasApiKey(this.apikey);
  }

  get maskedKey(): string | null {
    return kept(this, "maskedKey", maskedApiKey(this.apikey));
  }

  get energyCost(): number {
    return energyCostOf(this.totalCost);
  }

  get totalCostText(): string {
    return kept(this, "totalCostText", formatUsd(this.totalCost, LOG_COST_DECIMALS));
  }

  get energyCostText(): string {
    return kept(this, "energyCostText", formatUsd(this.energyCost, LOG_COST_DECIMALS));
  }

  get emissions(): Emissions {
    return kept(this, "emissions", emissionsOf(this));
  }

  get requestId(): string {
    return kept(this, "requestId", shortRequestId(this.id));
  }

  private get moment(): DateAndTime {
    return kept(this, "moment", dateAndTime(this.createdAt));
  }
}

/** The gateway's list of records as entries; anything but a list is a broken contract, not an empty one. */
export function usageLogEntriesOf(records: unknown): UsageLogEntry[] {
  if (!Array.isArray(records)) throw new TypeError(`Expected a list of UsageLogEntry, got ${typeof records}`);
  return records.map((record: unknown) => {
    if (typeof record !== "object" || record === null || Array.isArray(record))
      throw new TypeError(
        `Expected one UsageLogEntry record, got ${record === null ? "null" : typeof record}`,
      );
    return new UsageLogEntry(record as UsageLogRecord);
  });
}

/** Keeps a derived value on the entry, read as a plain (not enumerable) field from then on. */
function kept<T>(entry: UsageLogEntry, name: string, value: T): T {
  Object.defineProperty(entry, name, { value, enumerable: false });
  return value;
}
