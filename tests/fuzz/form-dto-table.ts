import type { ClassConstructor } from "class-transformer";
import fc from "fast-check";
import {
  API_KEY_ALLOWED_MODELS_MAX,
  API_KEY_BUDGET_MAX_USD,
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_REQUESTS_PER_MINUTE_MAX,
  API_KEY_TOKENS_PER_MINUTE_MAX,
  ApiKeySettingsDto,
} from "../../core/api-keys/api-key-settings.dto.ts";
import { AUDIT_KINDS } from "../../core/audit/audit-kind.ts";
import {
  AuditLogExportDto,
  AuditLogFiltersDto,
  AuditLogQueryDto,
  MAX_AUDIT_PAGE_SIZE,
} from "../../core/audit/audit-log-query.dto.ts";
import { AUDIT_EXPORT_FORMATS } from "../../core/audit/audit-log-query.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../core/auth/credential-rules.ts";
import { ForgotPasswordDto } from "../../core/auth/forgot-password.dto.ts";
import { LogInDto } from "../../core/auth/log-in.dto.ts";
import { ResetPasswordDto } from "../../core/auth/reset-password.dto.ts";
import { CARD_BRANDS, NewCardDto } from "../../core/billing/new-card.dto.ts";
import { EvidenceQueryDto } from "../../core/compliance-evidence/evidence-query.dto.ts";
import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_MESSAGE_MIN_LENGTH,
  FeedbackDto,
} from "../../core/feedback/feedback.dto.ts";
import { FEEDBACK_TOPICS } from "../../core/feedback/feedback-topics.ts";
import { AssignModelDto } from "../../core/organization/assign-model.dto.ts";
import { COMPLIANCE_FRAMEWORKS } from "../../core/organization/compliance-framework.ts";
import { CreateDepartmentDto } from "../../core/organization/create-department.dto.ts";
import { CustomModelConnectionRequestDto } from "../../core/organization/custom-model-connection.dto.ts";
import { CUSTOM_REGIONS, DataResidency } from "../../core/organization/data-residency.ts";
import { DepartmentSettingsDto } from "../../core/organization/department-settings.dto.ts";
import { DepartmentUserRoleDto } from "../../core/organization/department-user-role.dto.ts";
import { InviteUserDto } from "../../core/organization/invite-user.dto.ts";
import { ModelAccessType, OrganizationModelType } from "../../core/organization/organization-model.entity.ts";
import { OrganizationModelRequestDto } from "../../core/organization/organization-model-request.dto.ts";
import { OrganizationRequestDto } from "../../core/organization/organization-request.dto.ts";
import { DepartmentRole } from "../../core/organization/organization-role.ts";
import { PiiHandling } from "../../core/organization/pii-handling.ts";
import { PolicyFileUploadDto, PolicyFromUrlDto } from "../../core/organization/policy-file.dto.ts";
import { MAX_SERIES_DAYS, RequestSeriesQueryDto } from "../../core/organization/request-series-query.dto.ts";
import {
  MAX_REPORT_PAGE_SIZE,
  RequestsReportQueryDto,
} from "../../core/organization/requests-report-query.dto.ts";
import { InviteToDepartmentsDto, UserDepartmentsDto } from "../../core/organization/user-departments.dto.ts";
import { USAGE_BUCKETS } from "../../core/usage-analytics/usage-analytics-json.ts";
import {
  OrganizationUsageBreakdownQueryDto,
  OrganizationUsageSeriesQueryDto,
  UsageBreakdownQueryDto,
  UsageFiltersQueryDto,
  UsageSeriesQueryDto,
} from "../../core/usage-analytics/usage-analytics-query.dto.ts";
import {
  ORGANIZATION_USAGE_BREAKDOWNS,
  PERSONAL_USAGE_BREAKDOWNS,
} from "../../core/usage-analytics/usage-breakdown.ts";
import { USAGE_ENDPOINTS } from "../../core/usage-logs/usage-endpoint.ts";
import { PLAYGROUND_KEY } from "../../core/usage-logs/usage-log-rules.ts";
import { DeleteByIdDto } from "../../core/validation/require-id.ts";
import { emailAddress, filledText, padded, spacedEmailAddress, textOfLength, webUrl } from "./valid-text.ts";

export interface FormDtoCase {
  readonly dto: ClassConstructor<object>;
  /** Inputs the form's rules accept, before the DTO's own transforms (spaces, letter case) run. */
  readonly valid: fc.Arbitrary<Record<string, unknown>>;
}

const password = () => textOfLength(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });
const nullable = <T>(value: fc.Arbitrary<T>) => fc.oneof(value, fc.constantFrom(null, undefined));
const invitedEmail = () => padded(emailAddress());
const departmentIds = (minLength: number) => fc.array(fc.string(), { minLength, maxLength: 5 });
/** A calendar day as the audit log's filters take it: YYYY-MM-DD of a real date. */
const calendarDay = () =>
  fc
    .date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2099-12-31T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
const auditFilters = {
  actor: optional(fc.string({ maxLength: 320 })),
  kind: optional(fc.constantFrom(...AUDIT_KINDS)),
  from: optional(calendarDay()),
  to: optional(calendarDay()),
};
const enumValue = (values: Record<string, string>) => fc.constantFrom(...Object.values(values));
const isoDateTime = () =>
  fc
    .date({
      min: new Date("1970-01-01T00:00:00Z"),
      max: new Date("9999-12-31T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString());
/** The usage analytics' range and filters, each optional. */
const usageFilters = {
  startDate: optional(isoDateTime()),
  endDate: optional(isoDateTime()),
  model: optional(textOfLength(0, 200)),
  apikey: optional(fc.constant(PLAYGROUND_KEY)),
  apiKeyId: optional(textOfLength(0, 100)),
  endpoint: optional(fc.constantFrom(...USAGE_ENDPOINTS)),
  departmentId: optional(textOfLength(0, 100)),
};
const personOfOrganization = { userId: optional(textOfLength(0, 100)) };

const wordCharacter = () => fc.stringMatching(/^\w$/);
const feedbackMessage = padded(
  fc
    .tuple(
      wordCharacter(),
      textOfLength(FEEDBACK_MESSAGE_MIN_LENGTH - 2, FEEDBACK_MESSAGE_MAX_LENGTH - 2),
      wordCharacter(),
    )
    .map((parts) => parts.join("")),
);

const departmentSettings = fc.record({
  name: padded(filledText()),
  description: nullable(fc.string()),
  ...Object.fromEntries(COMPLIANCE_FRAMEWORKS.map((framework) => [framework, fc.boolean()])),
  PIIAndSensitive: enumValue(PiiHandling),
  monthlyBudgetInDollar: fc.oneof(fc.constant(null), fc.double({ min: 0, max: 1e9, noNaN: true })),
  piiEntities: fc.array(fc.string(), { maxLength: 5 }),
  dataResidency: optional(
    fc.constantFrom(...Object.values(DataResidency).filter((r) => r !== DataResidency.CUSTOM)),
  ),
  // Read only for a CUSTOM residency (below); anything otherwise.
  customRegions: fc.anything(),
});

const nullableWhole = (max: number) => fc.oneof(fc.constant(null), fc.integer({ min: 1, max }));
const apiKeySettings = fc.record({
  name: padded(filledText()).filter((name) => name.trim().length <= API_KEY_NAME_MAX_LENGTH),
  expiresAt: fc.oneof(fc.constant(null), isoDateTime()),
  monthlyBudgetUsd: fc.oneof(
    fc.constant(null),
    fc.double({ min: 0.01, max: API_KEY_BUDGET_MAX_USD, noNaN: true }),
  ),
  requestsPerMinute: nullableWhole(API_KEY_REQUESTS_PER_MINUTE_MAX),
  tokensPerMinute: nullableWhole(API_KEY_TOKENS_PER_MINUTE_MAX),
  allowedModels: fc.oneof(
    fc.constant(null),
    fc.array(filledText(), { minLength: 1, maxLength: API_KEY_ALLOWED_MODELS_MAX }),
  ),
});

/** Every form DTO of core with inputs its rules accept; the fuzz test checks this table names them all. */
export const FORM_DTOS: readonly FormDtoCase[] = [
  { dto: LogInDto, valid: fc.record({ email: spacedEmailAddress(), password: password() }) },
  { dto: ForgotPasswordDto, valid: fc.record({ email: spacedEmailAddress() }) },
  {
    dto: ResetPasswordDto,
    valid: fc.record({ newPassword: password(), oobCode: fc.string({ minLength: 1 }) }),
  },
  {
    dto: FeedbackDto,
    valid: fc.record({
      topic: fc.constantFrom(...FEEDBACK_TOPICS),
      message: feedbackMessage,
      email: fc.oneof(fc.constantFrom(undefined, "", "  "), spacedEmailAddress()),
    }),
  },
  {
    dto: NewCardDto,
    valid: fc.record({
      brand: fc.constantFrom(...CARD_BRANDS),
      last4: fc.stringMatching(/^\d{4}$/),
      expMonth: fc.integer({ min: 1, max: 12 }),
      expYear: fc.integer({ min: 2000, max: 2100 }),
    }),
  },
  { dto: ApiKeySettingsDto, valid: apiKeySettings },
  { dto: DeleteByIdDto, valid: fc.record({ id: fc.string({ minLength: 1 }) }) },
  {
    dto: CreateDepartmentDto,
    valid: fc.record({ name: padded(filledText()), description: nullable(fc.string()) }),
  },
  {
    dto: DepartmentSettingsDto,
    valid: fc.oneof(
      departmentSettings,
      departmentSettings.chain((settings) =>
        fc
          .uniqueArray(fc.constantFrom(...CUSTOM_REGIONS), { minLength: 1 })
          .map((customRegions) => ({ ...settings, dataResidency: DataResidency.CUSTOM, customRegions })),
      ),
    ),
  },
  { dto: UserDepartmentsDto, valid: fc.record({ departments: departmentIds(1) }) },
  { dto: InviteToDepartmentsDto, valid: fc.record({ departments: departmentIds(1), email: invitedEmail() }) },
  { dto: InviteUserDto, valid: fc.record({ email: invitedEmail() }) },
  { dto: DepartmentUserRoleDto, valid: fc.record({ role: enumValue(DepartmentRole) }) },
  { dto: AssignModelDto, valid: fc.record({ organizationModelId: fc.string({ minLength: 1 }) }) },
  {
    dto: OrganizationRequestDto,
    valid: fc.record({
      name: padded(filledText()),
      email: spacedEmailAddress(),
      phone: fc.stringMatching(/^[1-9]\d{8,10}$/),
      countryCode: padded(fc.stringMatching(/^\+\d{1,3}$/)),
    }),
  },
  {
    dto: OrganizationModelRequestDto,
    valid: fc.oneof(
      fc.record({
        type: fc.constant(OrganizationModelType.AVAILABLE),
        internalId: fc.string({ minLength: 1 }),
      }),
      fc.record({
        type: fc.constant(OrganizationModelType.CUSTOM),
        name: fc.string({ minLength: 1 }),
        provider: fc.string({ minLength: 1 }),
        accessType: enumValue(ModelAccessType),
        deploymentRegion: fc.string({ minLength: 1 }),
        gridNodeId: fc.string({ minLength: 1 }),
        dedicatedUrl: nullable(fc.string()),
        customModelApikey: nullable(fc.string()),
        configXml: nullable(fc.string()),
        tokenInPricePerMillionTokens: nullable(fc.double({ min: 0, max: 1000, noNaN: true })),
        tokenOutPricePerMillionTokens: nullable(fc.double({ min: 0, max: 1000, noNaN: true })),
      }),
    ),
  },
  {
    dto: CustomModelConnectionRequestDto,
    valid: fc.record(
      { dedicatedUrl: webUrl(), customModelApikey: nullable(fc.string()), name: fc.string() },
      { requiredKeys: ["dedicatedUrl"] },
    ),
  },
  {
    dto: PolicyFileUploadDto,
    valid: fc.record({
      name: padded(filledText()),
      file: fc.string().map((text) => new Blob([text], { type: "application/pdf" })),
      organizationId: fc.string({ minLength: 1 }),
      departmentId: fc.string({ minLength: 1 }),
    }),
  },
  { dto: PolicyFromUrlDto, valid: fc.record({ name: padded(filledText()), url: webUrl() }) },
  {
    dto: RequestsReportQueryDto,
    valid: fc.record({
      departmentIds: departmentIds(0),
      page: fc.integer({ min: 1 }),
      limit: fc.integer({ min: 1, max: MAX_REPORT_PAGE_SIZE }),
      userId: optional(fc.string()),
    }),
  },
  {
    dto: RequestSeriesQueryDto,
    valid: fc.record({
      departmentIds: departmentIds(1),
      userId: optional(fc.string()),
      days: fc.integer({ min: 1, max: MAX_SERIES_DAYS }),
    }),
  },
  { dto: AuditLogFiltersDto, valid: fc.record(auditFilters) },
  {
    dto: AuditLogQueryDto,
    valid: fc.record({
      ...auditFilters,
      page: fc.integer({ min: 1 }),
      limit: fc.integer({ min: 1, max: MAX_AUDIT_PAGE_SIZE }),
    }),
  },
  {
    dto: AuditLogExportDto,
    valid: fc.record({ ...auditFilters, format: fc.constantFrom(...AUDIT_EXPORT_FORMATS) }),
  },
  {
    dto: EvidenceQueryDto,
    valid: fc.record({
      period: fc
        .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }))
        .map(([year, month]) => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`),
      bodies: optional(fc.constantFrom("true" as const, "false" as const)),
    }),
  },
  { dto: UsageFiltersQueryDto, valid: fc.record(usageFilters) },
  {
    dto: UsageSeriesQueryDto,
    valid: fc.record({ ...usageFilters, bucket: fc.constantFrom(...USAGE_BUCKETS) }),
  },
  {
    dto: UsageBreakdownQueryDto,
    valid: fc.record({ ...usageFilters, by: fc.constantFrom(...PERSONAL_USAGE_BREAKDOWNS) }),
  },
  {
    dto: OrganizationUsageSeriesQueryDto,
    valid: fc.record({ ...usageFilters, ...personOfOrganization, bucket: fc.constantFrom(...USAGE_BUCKETS) }),
  },
  {
    dto: OrganizationUsageBreakdownQueryDto,
    valid: fc.record({
      ...usageFilters,
      ...personOfOrganization,
      by: fc.constantFrom(...ORGANIZATION_USAGE_BREAKDOWNS),
    }),
  },
];
