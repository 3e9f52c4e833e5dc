import { randomUUID } from "node:crypto";
import type { TeamLimits } from "../../../core/organization/team-limits.ts";
import { DEMO_DEPARTMENTS, type DemoDepartment } from "../../../demo/demo-organization.ts";
import type { SignedInPerson, TestGateway } from "../../testing/test-gateway.ts";
import { emptyDatabaseButCatalogue } from "../../verification/database-reset.ts";
import { ensureUser } from "../organization.fixtures.ts";
import { recordDepartmentRequests } from "../seed/department-requests.fixtures.ts";
import { seedOrganizationCast } from "../seed/organization-cast.seed.ts";
import { subscribeWithLimits } from "../seed/team-tier.seed.ts";

/** The people of a seeded organization, as the conformance suites name them; the last two belong to none. */
export const PERSONAS = [
  "owner",
  "superAdmin",
  "departmentAdmin",
  "member",
  "otherDepartmentAdmin",
  "newcomer",
  "outsider",
] as const;

export type SeededPersona = (typeof PERSONAS)[number];
export type SeededPeople = Readonly<Record<SeededPersona, SignedInPerson>>;

const [RESEARCH, SUPPORT, FINANCE] = DEMO_DEPARTMENTS as [DemoDepartment, DemoDepartment, DemoDepartment];

/** Where things are in the seeded organization. */
export const SEEDED = {
  organizationId: "org-seeded",
  departmentId: RESEARCH.id,
  otherDepartmentId: SUPPORT.id,
  financeDepartmentId: FINANCE.id,
  /** Requests the member sent with their key in the department. */
  memberRequests: 7,
} as const;

/** The owner's tier: organizations and teams, room for 50. */
export const TEAM_LIMITS: TeamLimits = { organizationEnabled: true, teamEnabled: true, maxTeamMembers: 50 };

/** Every persona signed in through the Auth emulator once (their tokens last an hour). */
export async function signInPeople(gateway: TestGateway): Promise<SeededPeople> {
  const run = randomUUID().slice(0, 8);
  const people: Partial<Record<SeededPersona, SignedInPerson>> = {};
  for (const persona of PERSONAS)
    people[persona] = await gateway.signIn(`${persona.toLowerCase()}-${run}@organization.test`);
  return people as SeededPeople;
}

/**
 * Empties the gateway's database and seeds the demo organization's shape around the personas: the owner (on a
 * team tier), a super admin, the department's admin and member (who sent requests with their key), the other
 * department's admin; the newcomer on a tier with organizations but in none, the outsider on the free tier.
 */
export async function seedOrganizationFor(gateway: TestGateway, people: SeededPeople): Promise<void> {
  const { db, deps } = gateway;
  await emptyDatabaseButCatalogue(db, deps.clock, deps.catalogue);
  await keepSignedIn(gateway, people);
  for (const person of Object.values(people)) await ensureUser(db, person.uid, person.email);
  const bystander = async (name: string) =>
    (await ensureUser(db, `user-${name}`, `${name}@meridian.example`)).id;
  await seedOrganizationCast(
    db,
    deps.clock,
    SEEDED.organizationId,
    {
      owner: people.owner.user,
      superAdmin: people.superAdmin.uid,
      researchAdmin: people.departmentAdmin.uid,
      researcher: people.member.uid,
      supportAdmin: people.otherDepartmentAdmin.uid,
      supportAgent: await bystander("liam"),
      financeAdmin: await bystander("jonas"),
      analyst: await bystander("hana"),
    },
    deps.auditSeal,
  );
  await subscribeWithLimits(db, deps.clock, people.owner.uid, TEAM_LIMITS);
  await subscribeWithLimits(db, deps.clock, people.newcomer.uid, { ...TEAM_LIMITS, teamEnabled: false });
  await recordDepartmentRequests(db, deps.clock, {
    organizationId: SEEDED.organizationId,
    departmentId: SEEDED.departmentId,
    userId: people.member.uid,
    count: SEEDED.memberRequests,
  });
}

/**
 * Signs a persona in again when the Auth emulator no longer knows them: other test runs sharing the emulator
 * empty it, and the gateway then refuses their tokens. Updates `people` in place.
 */
async function keepSignedIn(gateway: TestGateway, people: SeededPeople): Promise<void> {
  for (const persona of PERSONAS) {
    const person = people[persona];
    if (await gateway.deps.identity.verify(person.idToken)) continue;
    (people as Record<SeededPersona, SignedInPerson>)[persona] = await gateway.signIn(person.email);
  }
}
