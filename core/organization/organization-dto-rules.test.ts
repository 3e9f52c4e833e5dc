import { describe, expect, it } from "vitest";
import { validateInput } from "../validation/validate-input.ts";
import { AssignModelDto } from "./assign-model.dto.ts";
import { CustomModelConnectionRequestDto } from "./custom-model-connection.dto.ts";
import { DepartmentSettingsDto } from "./department-settings.dto.ts";
import { DepartmentUserRoleDto } from "./department-user-role.dto.ts";
import { MOBILE_NUMBER_MESSAGE, OrganizationRequestDto } from "./organization-request.dto.ts";
import { MAX_REPORT_PAGE_SIZE, RequestsReportQueryDto } from "./requests-report-query.dto.ts";

const settings = {
  name: "Finance",
  description: null,
  SOC2: true,
  ISO42001: false,
  GDPR: false,
  HIPAA: false,
  EU_AI_ACT: false,
  AI_RMF: false,
  DORA: false,
  PIIAndSensitive: "ANONYMIZE",
  monthlyBudgetInDollar: 500,
  piiEntities: ["EMAIL_ADDRESS"],
};

const errorsOfSettings = (overrides: Record<string, unknown>) =>
  validateInput(DepartmentSettingsDto, { ...settings, ...overrides }).errMsgs;

describe("a department's settings as saved", () => {
  it("pass with every flag, a PII handling, a budget or none, and entities", () => {
    expect(errorsOfSettings({})).toEqual([]);
    expect(errorsOfSettings({ monthlyBudgetInDollar: null })).toEqual([]);
    expect(errorsOfSettings({ monthlyBudgetInDollar: 0 })).toEqual([]);
  });

  it("refuse a negative budget or one that is not a number", () => {
    expect(errorsOfSettings({ monthlyBudgetInDollar: -1 })).toEqual([
      "monthlyBudgetInDollar must not be less than 0",
    ]);
    expect(errorsOfSettings({ monthlyBudgetInDollar: "500" })).toEqual([
      "monthlyBudgetInDollar must not be less than 0",
      "monthlyBudgetInDollar must be a number conforming to the specified constraints",
    ]);
  });

  it("refuse a framework flag that is not a boolean and an unknown PII handling", () => {
    expect(errorsOfSettings({ GDPR: "yes", PIIAndSensitive: "REDACT" })).toEqual([
      "GDPR must be a boolean value",
      "PIIAndSensitive must be one of the following values: NONE, ANONYMIZE, PSEUDONYMIZE",
    ]);
  });

  it("need a name, as a new department does", () => {
    expect(errorsOfSettings({ name: "  " })).toEqual(["name should not be empty"]);
  });

  it("take a data residency among those offered, or none given", () => {
    expect(errorsOfSettings({ dataResidency: "EU" })).toEqual([]);
    expect(errorsOfSettings({ dataResidency: "MARS" })).toEqual([
      "dataResidency must be one of the following values: NONE, US, CA, EU, ASIA, CUSTOM",
    ]);
  });

  it("need at least one known region for a custom residency, and read no regions otherwise", () => {
    expect(errorsOfSettings({ dataResidency: "CUSTOM", customRegions: ["US", "EU"] })).toEqual([]);
    expect(errorsOfSettings({ dataResidency: "CUSTOM", customRegions: [] })).toEqual([
      "customRegions must name at least one region for a custom data residency",
    ]);
    expect(errorsOfSettings({ dataResidency: "CUSTOM", customRegions: ["MARS"] })).toEqual([
      "each value in customRegions must be one of the following values: US, CA, EU, ASIA",
    ]);
    expect(errorsOfSettings({ dataResidency: "EU", customRegions: [] })).toEqual([]);
    expect(errorsOfSettings({ customRegions: ["MARS"] })).toEqual([]);
  });
});

describe("an organization request's mobile number", () => {
  const valid = { name: "Acme", email: "ops@acme.io", countryCode: "+1" };

  it.each(["415555012", "41555501234"])("takes 9 to 11 digits: %s", (phone) => {
    expect(validateInput(OrganizationRequestDto, { ...valid, phone }).errMsgs).toEqual([]);
  });

  it("is refused in the words the form shows", () => {
    expect(MOBILE_NUMBER_MESSAGE).toBe(
      "Enter a valid mobile number, between 9 to 11 digits that doesn't start with 0.",
    );
    expect(validateInput(OrganizationRequestDto, { ...valid, phone: "+14155550123" }).errMsgs).toEqual([
      MOBILE_NUMBER_MESSAGE,
    ]);
  });
});

describe("a requests report's query", () => {
  const query = { departmentIds: ["dep-a"], page: 1, limit: 100 };

  it("takes pages from 1 of at most 100 requests", () => {
    expect(MAX_REPORT_PAGE_SIZE).toBe(100);
    expect(validateInput(RequestsReportQueryDto, query).errMsgs).toEqual([]);
    expect(validateInput(RequestsReportQueryDto, { ...query, page: 0, limit: 101 }).errMsgs).toEqual([
      "page must not be less than 1",
      "limit must not be greater than 100",
    ]);
    expect(validateInput(RequestsReportQueryDto, { ...query, limit: 0 }).errMsgs).toEqual([
      "limit must not be less than 1",
    ]);
  });

  it("refuses a cursor given twice and one too long to be the gateway's", () => {
    expect(validateInput(RequestsReportQueryDto, { ...query, cursor: ["a", "b"] }).errMsgs).toContain(
      "cursor must be given once",
    );
    expect(validateInput(RequestsReportQueryDto, { ...query, cursor: "c".repeat(1000) }).errMsgs).toEqual([]);
    expect(validateInput(RequestsReportQueryDto, { ...query, cursor: "c".repeat(1001) }).errMsgs).toEqual([
      "cursor is not one this gateway gave",
    ]);
  });
});

describe("the smaller organization calls' bodies", () => {
  it("take a department role among ADMIN and MEMBER only", () => {
    expect(validateInput(DepartmentUserRoleDto, { role: "ADMIN" }).errMsgs).toEqual([]);
    expect(validateInput(DepartmentUserRoleDto, { role: "OWNER" }).errMsgs).toEqual([
      "role must be one of the following values: ADMIN, MEMBER",
    ]);
  });

  it("need the organization model to assign", () => {
    expect(validateInput(AssignModelDto, { organizationModelId: "m1" }).errMsgs).toEqual([]);
    expect(validateInput(AssignModelDto, { organizationModelId: "" }).errMsgs).toEqual([
      "organizationModelId should not be empty",
    ]);
  });

  it("need a custom model's URL to test its connection, its key and name being optional", () => {
    expect(
      validateInput(CustomModelConnectionRequestDto, { dedicatedUrl: "https://llm.acme.io/v1" }).errMsgs,
    ).toEqual([]);
    expect(
      validateInput(CustomModelConnectionRequestDto, { dedicatedUrl: "", customModelApikey: 7, name: 8 })
        .errMsgs,
    ).toEqual([
      "dedicatedUrl should not be empty",
      "customModelApikey must be a string",
      "name must be a string",
    ]);
  });
});
