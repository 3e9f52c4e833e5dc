import { AsDate, Derived } from "../mapping/entity-decorators.ts";
import { formatUsd } from "../money/format-usd.ts";
import { dateAndTime } from "../time/date-and-time.ts";
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

/** A request as the logs list it: the record plus the fields the dashboard derives from it (SPEC §3). */
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

  /** YYYY-MM-DD, local. */
  @derive((record) => dateAndTime(new Date(record.createdAt)).date) readonly date!: string;
  /** HH:mm, local. */
  @derive((record) => dateAndTime(new Date(record.createdAt)).time) readonly time!: string;
  @derive((record) => hasApiKey(record.apikey)) readonly hasApikey!: boolean;
  @derive((record) => maskedApiKey(record.apikey)) readonly maskedKey!: string | null;
  @derive((record) => energyCostOf(record.totalCost)) readonly energyCost!: number;
  @derive((record) => formatUsd(record.totalCost, LOG_COST_DECIMALS)) readonly totalCostText!: string;
  @derive((record) => formatUsd(energyCostOf(record.totalCost), LOG_COST_DECIMALS))
  readonly energyCostText!: string;
  @derive((record) => emissionsOf(record)) readonly emissions!: Emissions;
  @derive((record) => shortRequestId(record.id)) readonly requestId!: string;
}
