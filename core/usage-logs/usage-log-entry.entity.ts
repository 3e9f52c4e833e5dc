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

/**
 * A request as the logs list it: the record plus the fields the dashboard derives from it (SPEC §3).
 *
 * The logs may hold tens of thousands of requests, and a screen shows a few dozen of them: the derived fields are
 * worked out when first read, then kept, so listing them all costs little more than reading them. Build entries
 * with `usageLogEntriesOf` (fast, by hand); the decorators keep `toEntity(UsageLogEntry, record)` working too.
 */
export class UsageLogEntry {
  readonly id!: string;
  @AsDate() readonly createdAt!: Date;
  readonly vendor!: string;
  readonly model!: string;
  readonly query!: string;
  @derive((record) => loggedApiKey(record.apikey)) readonly apikey!: string | null;
  readonly statusCode!: number;
  readonly timeToFirstToken!: number | null;
  readonly generationDuration!: number | null;
  readonly tokensIn!: number;
  readonly tokensOut!: number;
  readonly totalCost!: number;
  readonly error!: string | null;
  readonly tokenRate!: number | null;
  readonly totalTokens!: number;
  readonly tokensInCost!: number;
  readonly tokensOutCost!: number;
  readonly isStream!: boolean;
  readonly requestContent!: string | null;
  readonly responseContent!: string | null;
  readonly providerModel!: string | null;
  @derive((record) => record.renewablePercentage ?? null) readonly renewablePercentage!: number | null;

  /** The record's fields as they are; class-transformer calls it with none and fills the entry itself. */
  constructor(record?: UsageLogRecord) {
    if (!record) return;
    this.id = record.id;
    this.createdAt = new Date(record.createdAt);
    this.vendor = record.vendor;
    this.model = record.model;
    this.query = record.query;
    this.apikey = loggedApiKey(record.apikey);
    this.statusCode = record.statusCode;
    this.timeToFirstToken = record.timeToFirstToken;
    this.generationDuration = record.generationDuration;
    this.tokensIn = record.tokensIn;
    this.tokensOut = record.tokensOut;
    this.totalCost = record.totalCost;
    this.error = record.error;
    this.tokenRate = record.tokenRate;
    this.totalTokens = record.totalTokens;
    this.tokensInCost = record.tokensInCost;
    this.tokensOutCost = record.tokensOutCost;
    this.isStream = record.isStream;
    this.requestContent = record.requestContent;
    this.responseContent = record.responseContent;
    this.providerModel = record.providerModel;
    this.renewablePercentage = record.renewablePercentage ?? null;
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
