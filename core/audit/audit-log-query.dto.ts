import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from "class-validator";
import { AUDIT_KINDS, type AuditKind } from "./audit-kind.ts";
import {
  AUDIT_EXPORT_FORMATS,
  type AuditExportFormat,
  type AuditLogFilters,
  type AuditLogQuery,
} from "./audit-log-query.ts";

export const MAX_AUDIT_PAGE_SIZE = 100;
export const DEFAULT_AUDIT_PAGE_SIZE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = "$property must be a calendar day written YYYY-MM-DD";

/** The filters of GET /organization/{orgId}/audit and …/audit/export. */
export class AuditLogFiltersDto implements AuditLogFilters {
  @IsOptional() @IsString() @MaxLength(320) readonly actor?: string;
  @IsOptional()
  @IsIn(AUDIT_KINDS, { message: "kind must be one of the audit log's kinds of change" })
  readonly kind?: AuditKind;
  @IsOptional()
  @IsString()
  @Matches(DAY, { message: DAY_MESSAGE })
  @IsISO8601({ strict: true }, { message: DAY_MESSAGE })
  readonly from?: string;
  @IsOptional()
  @IsString()
  @Matches(DAY, { message: DAY_MESSAGE })
  @IsISO8601({ strict: true }, { message: DAY_MESSAGE })
  readonly to?: string;
}

/** GET /organization/{orgId}/audit: the filters, pages counting from 1 of at most 100 entries. */
export class AuditLogQueryDto extends AuditLogFiltersDto implements AuditLogQuery {
  @IsInt() @Min(1) readonly page!: number;
  @IsInt() @Min(1) @Max(MAX_AUDIT_PAGE_SIZE) readonly limit!: number;
}

/** GET /organization/{orgId}/audit/export: the filters and the file's format. */
export class AuditLogExportDto extends AuditLogFiltersDto {
  @IsIn(AUDIT_EXPORT_FORMATS, { message: "format must be csv or json" }) readonly format!: AuditExportFormat;
}
