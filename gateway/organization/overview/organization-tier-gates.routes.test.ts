import { describe, expect, it } from "vitest";
import { ALREADY_IN_ORGANIZATION } from "../../../core/organization/organization-refusals.ts";
import { MOBILE_NUMBER_MESSAGE } from "../../../core/organization/organization-request.dto.ts";
import {
  ORGANIZATION_NOT_IN_TIER,
  TEAM_NOT_IN_TIER,
  teamIsFull,
} from "../../../core/organization/team-limits.ts";
import { FIRST_DEPARTMENT } from "../organization-creation.ts";
import { subscribeWithLimits } from "../seed/team-tier.seed.ts";
import { seededOrganizationSuite } from "../testing/organization-suite.test-helper.ts";
import { SEEDED, TEAM_LIMITS } from "../testing/seeded-organization.test-helper.ts";

const suite = seededOrganizationSuite("before each test");
const { people, call } = suite;

const request = { name: "Noor Labs", email: " Noor@Startup.Example ", phone: "+14165550199" };
const ORG = `/organization/${SEEDED.organizationId}`;
const setOwnerTier = (limits: typeof TEAM_LIMITS) =>
  subscribeWithLimits(suite.gateway.db, suite.gateway.deps.clock, people.owner.uid, limits);

describe("requesting an organization", () => {
  it("creates it PENDING, owned by whoever asked, with a first department they run", async () => {
    const created = await call(people.newcomer, "POST", "/organization", request);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Noor Labs",
      status: "PENDING",
      role: "OWNER",
      totalDepartments: 1,
      totalUsers: 1,
      departments: [{ name: FIRST_DEPARTMENT, role: "ADMIN" }],
      recentActivities: [
        {
          type: "ORGANIZATION_REQUESTED",
          description: `Noor Labs was requested by ${people.newcomer.email}`,
        },
      ],
    });
    expect((await call(people.newcomer, "GET", "/organization")).body).toEqual(created.body);
  });

  it("keeps the country code and number together, and refuses a number starting with 0 after it", async () => {
    const refused = await call(people.newcomer, "POST", "/organization", {
      ...request,
      phone: "+10415550199",
    });
    expect(refused).toMatchObject({ status: 400, body: { errMsgs: [MOBILE_NUMBER_MESSAGE] } });
    const british = await call(people.newcomer, "POST", "/organization", {
      ...request,
      phone: "+44 7911 123456",
    });
    expect(british.status).toBe(201);
  });

  it("names every broken rule of a bad request at once", async () => {
    const answer = await call(people.newcomer, "POST", "/organization", {
      name: " ",
      email: "nope",
      phone: "+1",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errMsgs).toEqual(
      expect.arrayContaining(["name should not be empty", "email must be an email", MOBILE_NUMBER_MESSAGE]),
    );
    expect((await call(people.newcomer, "POST", "/organization", "[1, 2]")).status).toBe(400);
  });

  it("refuses it on a tier without organizations, and a second one to someone who has one", async () => {
    expect(await call(people.outsider, "POST", "/organization", request)).toMatchObject({
      status: 403,
      body: { errMsgs: [ORGANIZATION_NOT_IN_TIER] },
    });
    expect(await call(people.owner, "POST", "/organization", request)).toMatchObject({
      status: 409,
      body: { errMsgs: [ALREADY_IN_ORGANIZATION] },
    });
  });
});

describe("bringing people in, within the owner's tier", () => {
  const invite = (email: string) =>
    call(people.owner, "POST", `${ORG}/users/departments`, { email, departments: [SEEDED.departmentId] });

  it("refuses newcomers when the tier has no teams, or no room left", async () => {
    await setOwnerTier({ ...TEAM_LIMITS, teamEnabled: false });
    expect(await invite("zoe@meridian.example")).toMatchObject({
      status: 403,
      body: { errMsgs: [TEAM_NOT_IN_TIER] },
    });
    const superAdmin = await call(people.owner, "POST", `${ORG}/users`, { email: "ada@meridian.example" });
    expect(superAdmin).toMatchObject({ status: 403, body: { errMsgs: [TEAM_NOT_IN_TIER] } });
    await setOwnerTier({ ...TEAM_LIMITS, maxTeamMembers: 3 });
    expect(await invite("zoe@meridian.example")).toMatchObject({
      status: 403,
      body: { errMsgs: [teamIsFull(3)] },
    });
  });

  it("still moves someone already in the organization into another department when the team is full", async () => {
    const members = await call(people.owner, "GET", `${ORG}/users/departments`);
    await setOwnerTier({ ...TEAM_LIMITS, maxTeamMembers: members.body.length });
    const moved = await invite(people.otherDepartmentAdmin.email);
    expect(moved.status).toBe(201);
    expect(moved.body.departments.map((department: { id: string }) => department.id)).toContain(
      SEEDED.departmentId,
    );
  });

  it("counts the owner, the super admins and every department member once", async () => {
    const summary = await call(people.owner, "GET", "/organization");
    const members = await call(people.owner, "GET", `${ORG}/users/departments`);
    const admins = await call(people.owner, "GET", `${ORG}/users`);
    const everyone = new Set([
      ...members.body.map((member: { id: string }) => member.id),
      ...admins.body.map((admin: { user: { id: string } }) => admin.user.id),
    ]);
    expect(summary.body.totalUsers).toBe(everyone.size);
    expect(summary.body.totalDepartments).toBe(3);
  });
});
