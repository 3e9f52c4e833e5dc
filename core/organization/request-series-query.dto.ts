import { ArrayNotEmpty, IsInt, IsOptional, IsString, Max, Min } from "class-validator";
import type { RequestSeriesQuery } from "./request-series.ts";

/** The longest series: 90 days, today included. */
export const MAX_SERIES_DAYS = 90;
/** What the gateway charts when the query names no number of days. */
export const DEFAULT_SERIES_DAYS = 30;

/** GET /organization/{orgId}/requests/series: at least one department, 1 to 90 days. */
export class RequestSeriesQueryDto implements RequestSeriesQuery {
  @ArrayNotEmpty() @IsString({ each: true }) readonly departmentIds!: readonly string[];
  @IsOptional() @IsString() readonly userId?: string;
  @IsInt() @Min(1) @Max(MAX_SERIES_DAYS) readonly days!: number;
}
