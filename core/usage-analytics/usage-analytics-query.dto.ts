import { IsIn, IsISO8601, IsOptional, IsString, MaxLength } from "class-validator";
import { USAGE_ENDPOINTS } from "../usage-logs/usage-endpoint.ts";
import { APIKEY_FILTER_REFUSAL } from "../usage-logs/usage-log-filters.ts";
import { PLAYGROUND_KEY } from "../usage-logs/usage-log-rules.ts";
import { USAGE_BUCKETS, type UsageBreakdownBy, type UsageBucket } from "./usage-analytics-json.ts";
import { ORGANIZATION_USAGE_BREAKDOWNS, PERSONAL_USAGE_BREAKDOWNS } from "./usage-breakdown.ts";

/** "a, b or c" */
const choices = (values: readonly string[]) => `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

const ONCE = (name: string) => ({ message: `${name} must be given once` });
const TOO_LONG = (name: string, length: number) => ({
  message: `${name} must be at most ${length} characters`,
});

/**
 * The range and filters of the usage series and breakdowns (all optional): requests made from startDate
 * (included) to endDate (excluded), the last 30 days without either; of one model (asked for or serving), one key
 * (apiKeyId, or apikey `playground`), one endpoint, one department's keys.
 */
export class UsageFiltersQueryDto {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: "startDate must be an ISO 8601 date" })
  readonly startDate?: string;
  @IsOptional()
  @IsISO8601({ strict: true }, { message: "endDate must be an ISO 8601 date" })
  readonly endDate?: string;
  @IsOptional() @IsString(ONCE("model")) @MaxLength(200, TOO_LONG("model", 200)) readonly model?: string;
  /** Only `playground` (the gateway refuses anything else: a key is filtered by apiKeyId). */
  @IsOptional() @IsIn([PLAYGROUND_KEY], { message: APIKEY_FILTER_REFUSAL }) readonly apikey?: string;
  @IsOptional()
  @IsString(ONCE("apiKeyId"))
  @MaxLength(100, TOO_LONG("apiKeyId", 100))
  readonly apiKeyId?: string;
  @IsOptional()
  @IsIn(USAGE_ENDPOINTS, { message: `endpoint must be ${choices(USAGE_ENDPOINTS)}` })
  readonly endpoint?: string;
  @IsOptional()
  @IsString(ONCE("departmentId"))
  @MaxLength(100, TOO_LONG("departmentId", 100))
  readonly departmentId?: string;
}

/** GET /usage/series: the filters, in hour, day (by default) or week buckets. */
export class UsageSeriesQueryDto extends UsageFiltersQueryDto {
  @IsIn(USAGE_BUCKETS, { message: `bucket must be ${choices(USAGE_BUCKETS)}` })
  readonly bucket: UsageBucket = "day";
}

/** GET /usage/breakdown: the filters, grouped by model, API key or endpoint. */
export class UsageBreakdownQueryDto extends UsageFiltersQueryDto {
  @IsIn(PERSONAL_USAGE_BREAKDOWNS, { message: `by must be ${choices(PERSONAL_USAGE_BREAKDOWNS)}` })
  readonly by!: UsageBreakdownBy;
}

/** GET /organization/{orgId}/usage/series: the series, of one person's requests when userId is given. */
export class OrganizationUsageSeriesQueryDto extends UsageSeriesQueryDto {
  @IsOptional() @IsString(ONCE("userId")) @MaxLength(100, TOO_LONG("userId", 100)) readonly userId?: string;
}

/** GET /organization/{orgId}/usage/breakdown: grouped by department, person or model. */
export class OrganizationUsageBreakdownQueryDto extends UsageFiltersQueryDto {
  @IsIn(ORGANIZATION_USAGE_BREAKDOWNS, { message: `by must be ${choices(ORGANIZATION_USAGE_BREAKDOWNS)}` })
  readonly by!: UsageBreakdownBy;
  @IsOptional() @IsString(ONCE("userId")) @MaxLength(100, TOO_LONG("userId", 100)) readonly userId?: string;
}
