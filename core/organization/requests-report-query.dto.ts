import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from "class-validator";
import { FOREIGN_CURSOR_MESSAGE } from "../usage-logs/usage-log-rules.ts";
import type { RequestsReportQuery } from "./requests-report.ts";

export const MAX_REPORT_PAGE_SIZE = 100;

/** GET /organization/{orgId}/requests: pages count from 1 and hold at most 100 requests. */
export class RequestsReportQueryDto implements RequestsReportQuery {
  @IsString({ each: true }) readonly departmentIds!: readonly string[];
  @IsInt() @Min(1) readonly page!: number;
  @IsInt() @Min(1) @Max(MAX_REPORT_PAGE_SIZE) readonly limit!: number;
  @IsOptional() @IsString() readonly userId?: string;
  @IsOptional()
  @IsString({ message: "cursor must be given once" })
  @MaxLength(1000, { message: FOREIGN_CURSOR_MESSAGE })
  readonly cursor?: string;
}
