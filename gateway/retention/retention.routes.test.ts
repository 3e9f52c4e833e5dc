import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION } from "../../core/retention/retention-settings-json.ts";
import { seededOrganizationSuite } from "../organization/testing/organization-suite.test-helper.ts";
import { SEEDED } from "../organization/testing/seeded-organization.test-helper.ts";

const { call, people } = seededOrganizationSuite("before each test");
const ORGANIZATION = `/organization/${SEEDED.organizationId}/retention`;

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
    expect((await call(people.member, "GET", ORGANIZATION)).body).toEqual(DEFAULT_RETENTION);
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
    });
  });

  it("is refused to a department admin and to an outsider, and left as it was", async () => {
    const byAdmin = await call(people.departmentAdmin, "PUT", ORGANIZATION, {
      bodiesDays: 1,
      metadataDays: 1,
    });
    expect(byAdmin.status).toBe(403);
    expect((await call(people.outsider, "GET", ORGANIZATION)).status).toBe(403);
    expect((await call(people.owner, "GET", ORGANIZATION)).body).toEqual(DEFAULT_RETENTION);
  });

  it("answers 404 for an organization that does not exist", async () => {
    expect((await call(people.owner, "GET", "/organization/org-nowhere/retention")).status).toBe(404);
  });
});
