import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from "class-validator";
import { USAGE_ENDPOINTS } from "../../core/usage-logs/usage-endpoint.ts";
import { USAGE_LOG_PAGE_SIZE } from "../../core/usage-logs/usage-log-page.ts";
import { FOREIGN_CURSOR_MESSAGE } from "../../core/usage-logs/usage-log-rules.ts";

/** "chat, embeddings, responses or messages" */
const ENDPOINT_CHOICES = `${USAGE_ENDPOINTS.slice(0, -1).join(", ")} or ${USAGE_ENDPOINTS.at(-1)}`;

const LIMIT_RULE = `limit must be a whole number from 1 to ${USAGE_LOG_PAGE_SIZE.max}`;

/**
 * The filters of GET /chat/history, its totals and its export (the names the dashboard's HTTP adapter sends; all
 * optional).
 */
export class UsageLogFiltersDto {
  /** Requests made at or after this moment. */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: "startDate must be an ISO 8601 date" })
  readonly startDate?: string;
  /** Requests made before this moment. */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: "endDate must be an ISO 8601 date" })
  readonly endDate?: string;
  @IsOptional() @IsString({ message: "model must be given once" }) @MaxLength(200) readonly model?: string;
  /** The provider that served the request, by name. */
  @IsOptional() @IsString({ message: "vendor must be given once" }) @MaxLength(200) readonly vendor?: string;
  /** Only `playground` (the route refuses anything else: a key is filtered by its id). */
  @IsOptional() @IsString({ message: "apikey must be given once" }) @MaxLength(200) readonly apikey?: string;
  /** Requests sent with this API key, by its id. */
  @IsOptional()
  @IsString({ message: "apiKeyId must be given once" })
  @MaxLength(100, { message: "apiKeyId must be at most 100 characters" })
  readonly apiKeyId?: string;
  @IsOptional()
  @IsIn(["error", "success"], { message: "status must be error or success" })
  readonly status?: string;
  /** One exact HTTP status. */
  @IsOptional()
  @IsString({ message: "statusCode must be given once" })
  @Matches(/^[1-5]\d\d$/, { message: "statusCode must be an HTTP status from 100 to 599" })
  readonly statusCode?: string;
  /** The gateway endpoint the request came through. */
  @IsOptional()
  @IsIn(USAGE_ENDPOINTS, { message: `endpoint must be ${ENDPOINT_CHOICES}` })
  readonly endpoint?: string;
  /** Requests sent with the keys of this department. */
  @IsOptional()
  @IsString({ message: "departmentId must be given once" })
  @MaxLength(100, { message: "departmentId must be at most 100 characters" })
  readonly departmentId?: string;
}

/**
 * The query of GET /chat/history: the filters, and which page. `limit` arrives as a number already (the route
 * reads the query's text as a whole number, anything else as NaN), so the rules below say what a page may hold.
 */
export class UsageLogQueryDto extends UsageLogFiltersDto {
  @IsOptional()
  @IsIn(["true", "false"], { message: "verbose must be true or false" })
  readonly verbose?: string;
  /** The `nextCursor` of the page before. */
  @IsOptional()
  @IsString({ message: "cursor must be given once" })
  @MaxLength(1000, { message: FOREIGN_CURSOR_MESSAGE })
  readonly cursor?: string;
  /** Requests per page. */
  @IsOptional()
  @IsInt({ message: LIMIT_RULE })
  @Min(1, { message: LIMIT_RULE })
  @Max(USAGE_LOG_PAGE_SIZE.max, { message: LIMIT_RULE })
  readonly limit?: number;
}
