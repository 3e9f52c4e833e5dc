import { describe, expect, it } from "vitest";
import { ComplianceFileMother } from "./compliance-file.mother.ts";
import { DepartmentMother } from "./department.mother.ts";
import { GridNodeMother } from "./grid-node.mother.ts";
import { OrganizationMemberMother } from "./organization-member.mother.ts";
import { OrganizationModelMother } from "./organization-model.mother.ts";
import { ReportItemMother } from "./report-item.mother.ts";

// The test data builders promise what a test need not state; these pin those promises.
const JAN_1 = "2025-01-01T00:00:00.000Z";

describe("a test's department", () => {
  it("has every framework off, no PII handling, budget, spending, files nor models, and is seen by its owner", () => {
    expect(DepartmentMother.record()).toEqual({
      id: "dep-test",
      name: "Test department",
      description: null,
      SOC2: false,
      ISO42001: false,
      GDPR: false,
      HIPAA: false,
      EU_AI_ACT: false,
      AI_RMF: false,
      DORA: false,
      PIIAndSensitive: "NONE",
      piiEntities: [],
      monthlyBudgetInDollar: null,
      spentThisMonthInDollar: 0,
      lastModifiedByRole: {},
      complianceFiles: [],
      models: [],
      role: "OWNER",
      createdAt: JAN_1,
      updatedAt: JAN_1,
    });
  });

  it("takes the settings a test states, and is read as an entity", () => {
    const department = DepartmentMother.create({ GDPR: true, monthlyBudgetInDollar: 200 });
    expect(department.policiesAssigned).toEqual(["GDPR"]);
    expect(department.monthlyBudgetInDollar).toBe(200);
    expect(department.createdAt).toEqual(new Date(JAN_1));
  });
});

describe("a test's policy document", () => {
  it("is indexed into 4 chunks and as many embeddings, named after its name", () => {
    expect(ComplianceFileMother.record()).toEqual({
      id: "file-test-policy",
      name: "Test-Policy",
      filePath: "policies/Test-Policy.pdf",
      status: "INDEXED",
      statusReason: null,
      sizeBytes: 4096,
      chunks: 4,
      embeddings: 4,
      lastModifiedByRole: null,
      createdAt: JAN_1,
    });
    expect(ComplianceFileMother.record({ name: "GDPR" })).toMatchObject({
      id: "file-gdpr",
      filePath: "policies/GDPR.pdf",
    });
  });
});

describe("a test's grid node", () => {
  it("is a US node at $40/MWh, half renewable, that a feed may update", () => {
    expect(GridNodeMother.record()).toEqual({
      id: "node-test",
      region: "US",
      name: "TEST",
      location: "Testville",
      lmp: 40,
      renewablePercentage: 50,
      lastUpdatedAt: JAN_1,
      updatable: true,
    });
  });
});

describe("a test's organization member", () => {
  it("is in no department unless given", () => {
    expect(OrganizationMemberMother.record()).toEqual({
      id: "user-test",
      email: "someone@example.test",
      departments: [],
    });
  });

  it("is a member, not an admin, of each department given, named after its id", () => {
    const member = OrganizationMemberMother.memberOf("u1", "ana@example.test", ["dep-a", "dep-b"]);
    expect(member).toMatchObject({
      id: "u1",
      email: "ana@example.test",
      departments: [
        { id: "dep-a", name: "dep-a", role: "MEMBER" },
        { id: "dep-b", name: "dep-b", role: "MEMBER" },
      ],
    });
  });
});

describe("a test's organization model", () => {
  it("is one of the gateway's public models, placed nowhere, named after its name", () => {
    expect(OrganizationModelMother.record()).toEqual({
      id: "om-test-model",
      internalId: "model-test-model",
      name: "test-model",
      dedicatedUrl: null,
      customModelApikey: null,
      type: "AVAILABLE",
      provider: "Test provider",
      accessType: "PUBLIC",
      configXml: null,
      node: null,
      internalModel: null,
      region: null,
      gridNode: null,
      emission: null,
      lastModifyRole: null,
      tokenInPricePerMillionTokens: null,
      tokenOutPricePerMillionTokens: null,
      createdAt: JAN_1,
      updatedAt: JAN_1,
    });
    expect(OrganizationModelMother.create({ name: "llama" })).toMatchObject({
      id: "om-llama",
      name: "llama",
    });
  });

  it("is a private custom model at its own address when the organization hosts it", () => {
    expect(OrganizationModelMother.customRecord()).toMatchObject({
      id: "om-test-custom-model",
      internalId: null,
      name: "test-custom-model",
      type: "CUSTOM",
      accessType: "PRIVATE",
      dedicatedUrl: "https://test-custom-model.example.test/v1",
    });
    expect(OrganizationModelMother.customRecord({ name: "llama" })).toMatchObject({
      id: "om-llama",
      dedicatedUrl: "https://llama.example.test/v1",
    });
  });
});

describe("a test's report request", () => {
  it("is a gpt-4o-mini request that succeeded at 12:00 UTC on 14 March 2025, by no one known", () => {
    expect(ReportItemMother.create()).toEqual({
      id: "req-test",
      createdAt: "2025-03-14T12:00:00.000Z",
      status: 200,
      error: null,
      departmentId: "dep-test",
      model: "gpt-4o-mini",
      totalCost: 0.0001234,
      apikey: { id: "key-req-test", departmentUser: null },
    });
  });

  it("is sent by the given person with their department key, the given minutes before", () => {
    const user = { id: "u1", email: "ana@example.test" };
    expect(ReportItemMother.create({ id: "r1", sentBy: user, minutesAgo: 90 })).toMatchObject({
      id: "r1",
      createdAt: "2025-03-14T10:30:00.000Z",
      apikey: { id: "key-r1", departmentUser: { id: "du-u1", user } },
    });
  });
});
