import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from "class-validator";
import { USAGE_ENDPOINTS } from "../../core/usage-logs/usage-endpoint.ts";

/** "chat, embeddings, responses or messages" */
const ENDPOINT_CHOICES = `${USAGE_ENDPOINTS.slice(0, -1).join(", ")} or ${USAGE_ENDPOINTS.at(-1)}`;

/** The query of GET /chat/history (the names the dashboard's HTTP adapter sends; all optional). */
export class UsageLogQueryDto {
  @IsOptional()
  @IsIn(["true", "false"], { message: "verbose must be true or false" })
  readonly verbose?: string;
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
  /** A key's full value, or `playground`. */
  @IsOptional() @IsString({ message: "apikey must be given once" }) @MaxLength(200) readonly apikey?: string;
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
}
