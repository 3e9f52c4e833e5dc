import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PII_ENTITIES } from "../../../core/organization/pii-entities.ts";
import { departments } from "../organization.schema.ts";
import { seededOrganizationSuite } from "../testing/organization-suite.test-helper.ts";
import { SEEDED } from "../testing/seeded-organization.test-helper.ts";

const suite = seededOrganizationSuite("before each test");
const { people, call } = suite;

const RESEARCH = `/organization/${SEEDED.organizationId}/departments/${SEEDED.departmentId}`;
const SUPPORT = `/organization/${SEEDED.organizationId}/departments/${SEEDED.otherDepartmentId}`;
const locked = (setting: string, role: string) =>
  `${setting} was last changed by ${role}; only ${role} or a higher role may change it.`;

/** The department's settings as its page would save them, with `changes`. */
async function settings(path: string, changes: Record<string, unknown> = {}) {
  const { body } = await call(people.owner, "GET", path);
  const { complianceFiles: _, models: __, role: ___, lastModifiedByRole: ____, ...saved } = body;
  return { ...saved, ...changes };
}

describe("saving a department's settings", () => {
  it("records the saving role on each setting it changes and keeps the others' roles", async () => {
    const before = (await call(people.owner, "GET", RESEARCH)).body;
    const saved = await call(
      people.departmentAdmin,
      "PUT",
      RESEARCH,
      await settings(RESEARCH, { HIPAA: true, piiEntities: ["IP_ADDRESS"] }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.lastModifiedByRole).toEqual({
      ...before.lastModifiedByRole,
      HIPAA: "ADMIN",
      piiEntities: "ADMIN",
    });
    expect(saved.body).toMatchObject({ HIPAA: true, piiEntities: ["IP_ADDRESS"], role: "ADMIN" });
  });

  it("keeps a setting a higher role chose out of a lower role's reach, not out of a higher one's", async () => {
    const raised = await settings(RESEARCH, { monthlyBudgetInDollar: 9000 });
    expect(await call(people.departmentAdmin, "PUT", RESEARCH, raised)).toMatchObject({
      status: 403,
      body: { errMsgs: [locked("monthlyBudgetInDollar", "SUPER_ADMIN")] },
    });
    const byOwner = await call(people.owner, "PUT", RESEARCH, raised);
    expect(byOwner.body).toMatchObject({
      monthlyBudgetInDollar: 9000,
      lastModifiedByRole: { monthlyBudgetInDollar: "OWNER" },
    });
  });

  it("stores the data residency where requests are routed from, under the same rule", async () => {
    const saved = await call(
      people.departmentAdmin,
      "PUT",
      RESEARCH,
      await settings(RESEARCH, { dataResidency: "EU" }),
    );
    expect(saved.body).toMatchObject({ dataResidency: "EU", lastModifiedByRole: { dataResidency: "ADMIN" } });
    const [row] = await suite.gateway.db
      .select()
      .from(departments)
      .where(eq(departments.id, SEEDED.departmentId));
    expect(row?.dataResidency).toBe("EU");
    const { dataResidency: _, ...withoutResidency } = await settings(RESEARCH);
    expect((await call(people.departmentAdmin, "PUT", RESEARCH, withoutResidency)).body.dataResidency).toBe(
      "EU",
    );
    expect(
      await call(
        people.otherDepartmentAdmin,
        "PUT",
        SUPPORT,
        await settings(SUPPORT, { dataResidency: "CA" }),
      ),
    ).toMatchObject({
      status: 403,
      body: { errMsgs: [locked("dataResidency", "SUPER_ADMIN")] },
    });
  });

  it("refuses settings that break the rules, naming each, and a name another department has", async () => {
    const answer = await call(people.owner, "PUT", RESEARCH, {
      name: "Research",
      dataResidency: "MARS",
      monthlyBudgetInDollar: -5,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errMsgs).toEqual(
      expect.arrayContaining([
        "SOC2 must be a boolean value",
        "PIIAndSensitive must be one of the following values: NONE, ANONYMIZE, PSEUDONYMIZE",
        "monthlyBudgetInDollar must not be less than 0",
        "dataResidency must be one of the following values: NONE, US, CA, EU, ASIA, CUSTOM",
      ]),
    );
    expect((await call(people.owner, "PUT", RESEARCH, "[]")).status).toBe(400);
    expect(
      await call(people.owner, "PUT", RESEARCH, await settings(RESEARCH, { name: "customer support" })),
    ).toMatchObject({
      status: 409,
      body: { errMsgs: ["A department named customer support already exists."] },
    });
  });
});

describe("the PII list", () => {
  it("is the kinds of personal data the gateway detects, to anyone in the department", async () => {
    const answer = await call(people.member, "GET", `${RESEARCH}/pii/pii-list`);
    expect(answer).toEqual({ status: 200, body: [...PII_ENTITIES] });
  });
});

describe("a custom data residency", () => {
  it("keeps the regions chosen, and only while the residency is CUSTOM", async () => {
    const custom = await call(
      people.departmentAdmin,
      "PUT",
      RESEARCH,
      await settings(RESEARCH, { dataResidency: "CUSTOM", customRegions: ["EU", "CA", "EU"] }),
    );
    expect(custom.body).toMatchObject({ dataResidency: "CUSTOM", customRegions: ["EU", "CA"] });
    const back = await call(
      people.departmentAdmin,
      "PUT",
      RESEARCH,
      await settings(RESEARCH, { dataResidency: "US" }),
    );
    expect(back.body).toMatchObject({ dataResidency: "US", customRegions: [] });
  });

  it("refuses a custom residency without regions, or with a region it does not know, and changes nothing", async () => {
    const before = (await call(people.owner, "GET", RESEARCH)).body;
    const none = await call(
      people.owner,
      "PUT",
      RESEARCH,
      await settings(RESEARCH, { dataResidency: "CUSTOM", customRegions: [] }),
    );
    expect(none).toMatchObject({
      status: 400,
      body: { errMsgs: ["customRegions must name at least one region for a custom data residency"] },
    });
    const unknown = await call(
      people.owner,
      "PUT",
      RESEARCH,
      await settings(RESEARCH, { dataResidency: "CUSTOM", customRegions: ["MARS"] }),
    );
    expect(unknown.status).toBe(400);
    expect((await call(people.owner, "GET", RESEARCH)).body).toMatchObject({
      dataResidency: before.dataResidency,
      customRegions: before.customRegions,
    });
  });
});
