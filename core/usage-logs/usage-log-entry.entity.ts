import { AsDate, Derived } from "../mapping/entity-decorators.ts";
import { formatUsd } from "../money/format-usd.ts";
import { type DateAndTime, dateAndTime } from "../time/date-and-time.ts";
import { type Emissions, emissionsOf } from "./emissions.ts";
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
  /** The key the request was made with; `playground` from the playground, empty or null for none. */
  readonly apikey: string | null;
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
}

type Derivation<T> = (record: UsageLogRecord) => T;
const derive = <T>(rule: Derivation<T>) => Derived<UsageLogRecord>(rule);

/** The record's fields the entry reads as they were sent. */
const SENT_FIELDS = [
  "id",
  "vendor",
  "model",
  "query",
  "statusCode",
  "timeToFirstToken",
  "generationDuration",
  "tokensIn",
  "tokensOut",
  "totalCost",
  "error",
  "tokenRate",
  "totalTokens",
  "tokensInCost",
  "tokensOutCost",
  "isStream",
  "requestContent",
  "responseContent",
  "providerModel",
] as const satisfies readonly (keyof UsageLogRecord)[];

/**
 * A request as the logs list it: the record plus the fields the dashboard derives from it (SPEC §3).
 *
 * The logs may hold tens of thousands of requests, and a screen shows a few dozen of them. An entry keeps the
 * record it was given and reads its fields from it, so listing 50,000 requests copies and parses nothing
 * (copying every field and parsing every date took most of the list's first render); the derived fields are
 * worked out when first read, then kept. Build entries with `usageLogEntriesOf` (fast, by hand); the decorators
 * and setters keep `toEntity(UsageLogEntry, record)` working too.
 */
export class UsageLogEntry {
  // Read from the record (accessors defined below the class).
  declare readonly id: string;
  declare readonly vendor: string;
  declare readonly model: string;
  declare readonly query: string;
  declare readonly statusCode: number;
  /** Milliseconds. */
  declare readonly timeToFirstToken: number | null;
  /** Milliseconds. */
  declare readonly generationDuration: number | null;
  declare readonly tokensIn: number;
  declare readonly tokensOut: number;
  /** US dollars. */
  declare readonly totalCost: number;
  declare readonly error: string | null;
  declare readonly tokenRate: number | null;
  declare readonly totalTokens: number;
  declare readonly tokensInCost: number;
  declare readonly tokensOutCost: number;
  declare readonly isStream: boolean;
  declare readonly requestContent: string | null;
  declare readonly responseContent: string | null;
  declare readonly providerModel: string | null;
  private readonly record: UsageLogRecord;
  /** Parsed from the record's text when first read. */
  private parsedCreatedAt: Date | undefined;

  /** class-transformer calls it with no record, then sets the fields one by one. */
  constructor(record?: UsageLogRecord) {
    this.record = record ?? ({} as UsageLogRecord);
  }

  @AsDate()
  get createdAt(): Date {
    this.parsedCreatedAt ??= new Date(this.record.createdAt);
    return this.parsedCreatedAt;
  }
  set createdAt(value: Date) {
    this.parsedCreatedAt = value;
  }

  /** The key the request was made with, `playground`, or null for none. */
  @derive((record) => loggedApiKey(record.apikey))
  get apikey(): string | null {
    return loggedApiKey(this.record.apikey);
  }
  set apikey(value: string | null) {
    this.writable().apikey = value;
  }

  @derive((record) => record.renewablePercentage ?? null)
  get renewablePercentage(): number | null {
    return this.record.renewablePercentage ?? null;
  }
  set renewablePercentage(value: number | null) {
    this.writable().renewablePercentage = value;
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

  /** The record, to set a field of while class-transformer builds the entry. */
  private writable(): Record<string, unknown> {
    return this.record as unknown as Record<string, unknown>;
  }
}

// The fields sent as they are: read from the record, and set into it (class-transformer sets them one by one).
for (const name of SENT_FIELDS) {
  Object.defineProperty(UsageLogEntry.prototype, name, {
    get(this: { record: Record<string, unknown> }) {
      return this.record[name];
    },
    set(this: { record: Record<string, unknown> }, value: unknown) {
      this.record[name] = value;
    },
    configurable: true,
  });
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
