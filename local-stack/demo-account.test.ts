import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_DEPARTMENT_IDS,
  DEMO_DEPARTMENTS,
  DEMO_ORGANIZATION,
  type DemoDepartment,
} from "../demo/demo-organization.ts";
import { DEMO_PEOPLE } from "../demo/demo-people.ts";
import { systemClock } from "../gateway/server/system-clock.ts";
import { startTestGateway, type TestGateway } from "../gateway/testing/test-gateway.ts";
import { AUTH_EMULATOR_HOST } from "../tests/support/auth-emulator.ts";
import { DEMO_ACCOUNT, prepareDemoAccount } from "./demo-account.ts";
import { signInThroughEmulator } from "./emulator-sign-in.ts";

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
  await prepareDemoAccount(gateway.db, systemClock, gateway.deps.auditSeal);
});

afterAll(() => gateway.close());

async function organizationAs(email: string) {
  const { uid, idToken } = await signInThroughEmulator(email, DEMO_ACCOUNT.password);
  const response = await fetch(`${gateway.apiUrl}/organization`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return { uid, status: response.status, organization: await response.json() };
}

const RESEARCH = DEMO_DEPARTMENTS.find(
  (department) => department.id === DEMO_DEPARTMENT_IDS.research,
) as DemoDepartment;

describe("the local stack's sign-ins", () => {
  it("let the demo account and each person of the demo organization sign in, each seeing their own role", async () => {
    expect(await organizationAs(DEMO_ACCOUNT.email)).toMatchObject({
      uid: DEMO_ACCOUNT.uid,
      status: 200,
      organization: { id: DEMO_ORGANIZATION.id, role: "OWNER" },
    });
    expect(await organizationAs(DEMO_PEOPLE.superAdmin.email)).toMatchObject({
      uid: DEMO_PEOPLE.superAdmin.id,
      organization: { id: DEMO_ORGANIZATION.id, role: "SUPER_ADMIN" },
    });
    const admin = await organizationAs(DEMO_PEOPLE.researchAdmin.email);
    expect(admin.organization.departments).toContainEqual(
      expect.objectContaining({ name: RESEARCH.name, role: "ADMIN" }),
    );
    const member = await organizationAs(DEMO_PEOPLE.researcher.email);
    expect(member.organization.departments).toContainEqual(
      expect.objectContaining({ name: RESEARCH.name, role: "MEMBER" }),
    );
  });

  it("put a person's changed password back when prepared again", async () => {
    const { idToken } = await signInThroughEmulator(DEMO_PEOPLE.analyst.email, DEMO_ACCOUNT.password);
    const changed = await fetch(
      `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=local-stack`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ idToken, password: "another-password" }),
      },
    );
    expect(changed.ok).toBe(true);
    await prepareDemoAccount(gateway.db, systemClock, gateway.deps.auditSeal);
    expect((await signInThroughEmulator(DEMO_PEOPLE.analyst.email, DEMO_ACCOUNT.password)).uid).toBe(
      DEMO_PEOPLE.analyst.id,
    );
  });
});
