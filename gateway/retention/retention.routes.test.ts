import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ComplianceFramework } from "../../core/organization/compliance-framework.ts";
import { EU_AI_ACT_METADATA_DAYS } from "../../core/retention/retention-minimum.ts";
import { DEFAULT_RETENTION } from "../../core/retention/retention-settings-json.ts";
import { departments } from "../organization/organization.schema.ts";
import { seededOrganizationSuite } from "../organization/testing/organization-suite.test-helper.ts";
import { SEEDED } from "../organization/testing/seeded-organization.test-helper.ts";

const suite = seededOrganizationSuite("before each test");
const { call, people } = suite;
const ORGANIZATION = `/organization/${SEEDED.organizationId}/retention`;
/** The seeded organization's Research has the EU AI Act on: its request records are kept six months at least. */
const EU_AI_ACT_MINIMUM = {
  metadataDays: EU_AI_ACT_METADATA_DAYS,
  framework: ComplianceFramework.EU_AI_ACT,
  departments: ["Research"],
};

describe("a person's own retention", () => {
  it("is the default until chosen, then what was saved", async () => {
    expect((await call(people.member, "GET", "/retention")).body).toEqual(DEFAULT_RETENTION);
    const saved = await call(people.member, "PUT", "/retention", { bodiesDays: 7, metadataDays: 30 });
    expect(saved).toEqual({ status: 200, body: { bodiesDays: 7, metadataDays: 30 } });
    expect((await call(people.member, "GET", "/retention")).body).toEqual({
      bodiesDays: 7,
      metadataDays: 30,
    });
    expect((await call(people.outsider, "GET", "/retention")).body).toEqual(DEFAULT_RETENTION);
  });

  it("refuses bodies kept longer than metadata, or days out of range, with messages, and keeps the setting", async () => {
    const longer = await call(people.member, "PUT", "/retention", { bodiesDays: 60, metadataDays: 30 });
    expect(longer.status).toBe(400);
    expect(longer.body.errMsgs).toEqual([
      "bodiesDays must not be more than metadataDays: bodies are never kept longer than their metadata",
    ]);
    const broken = await call(people.member, "PUT", "/retention", { bodiesDays: 0, metadataDays: "a year" });
    expect(broken.status).toBe(400);
    expect(broken.body.errMsgs).toEqual([
      "bodiesDays must be a whole number of days from 1 to 3650",
      "metadataDays must be a whole number of days from 1 to 3650",
    ]);
    expect((await call(people.member, "GET", "/retention")).body).toEqual(DEFAULT_RETENTION);
  });

  it("is refused without a session", async () => {
    expect((await call(null, "GET", "/retention")).status).toBe(401);
  });
});

describe("the organization's retention of department traffic", () => {
  it("is read by anyone of the organization and saved by the owner or a super admin", async () => {
    expect((await call(people.member, "GET", ORGANIZATION)).body).toEqual({
      ...DEFAULT_RETENTION,
      minimum: EU_AI_ACT_MINIMUM,
    });
    const bySuperAdmin = await call(people.superAdmin, "PUT", ORGANIZATION, {
      bodiesDays: 30,
      metadataDays: 180,
    });
    expect(bySuperAdmin.status).toBe(200);
    expect(
      (await call(people.owner, "PUT", ORGANIZATION, { bodiesDays: 14, metadataDays: 200 })).status,
    ).toBe(200);
    expect((await call(people.member, "GET", ORGANIZATION)).body).toEqual({
      bodiesDays: 14,
      metadataDays: 200,
      minimum: EU_AI_ACT_MINIMUM,
    });
  });

  it("says its records are kept six months whatever shorter setting is saved, while the EU AI Act is on", async () => {
    const saved = await call(people.owner, "PUT", ORGANIZATION, { bodiesDays: 7, metadataDays: 30 });
    expect(saved).toEqual({ status: 200, body: { bodiesDays: 7, metadataDays: 30 } });
    expect((await call(people.member, "GET", ORGANIZATION)).body).toEqual({
      bodiesDays: 7,
      metadataDays: 30,
      minimum: EU_AI_ACT_MINIMUM,
    });
    await suite.gateway.db
      .update(departments)
      .set({ frameworks: [ComplianceFramework.GDPR] })
      .where(eq(departments.id, SEEDED.departmentId));
    expect((await call(people.member, "GET", ORGANIZATION)).body.minimum).toBeNull();
  });

  it("is refused to a department admin and to an outsider, and left as it was", async () => {
    const byAdmin = await call(people.departmentAdmin, "PUT", ORGANIZATION, {
      bodiesDays: 1,
      metadataDays: 1,
    });
    expect(byAdmin.status).toBe(403);
    expect((await call(people.outsider, "GET", ORGANIZATION)).status).toBe(403);
    expect((await call(people.owner, "GET", ORGANIZATION)).body).toMatchObject(DEFAULT_RETENTION);
  });

  it("answers 404 for an organization that does not exist", async () => {
    expect((await call(people.owner, "GET", "/organization/org-nowhere/retention")).status).toBe(404);
  });
});
