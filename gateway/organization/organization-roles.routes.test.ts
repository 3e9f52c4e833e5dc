import { describe, expect, it } from "vitest";
import { NOT_IN_DEPARTMENT, NOT_IN_ORGANIZATION } from "../../core/organization/organization-permissions.ts";
import type { Answer } from "./organization-calls.test-helper.ts";
import { seededOrganizationSuite } from "./organization-suite.test-helper.ts";
import { SEEDED, type SeededPersona } from "./seeded-organization.test-helper.ts";

const { people, call } = seededOrganizationSuite("once");

const ORG = `/organization/${SEEDED.organizationId}`;
const DEPARTMENT = `${ORG}/departments/${SEEDED.departmentId}`;
const tooLow = (role: string) => `This needs the ${role} role or higher.`;

/** Each call, and how each persona is answered: a status, and for refusals the message. */
const MATRIX: [
  string,
  (as: SeededPersona) => Promise<Answer>,
  Partial<Record<SeededPersona, [number, string?]>>,
][] = [
  [
    "listing the super admins",
    (as) => call(people[as], "GET", `${ORG}/users`),
    {
      owner: [200],
      superAdmin: [200],
      departmentAdmin: [403, tooLow("SUPER_ADMIN")],
      member: [403, tooLow("SUPER_ADMIN")],
      outsider: [403, NOT_IN_ORGANIZATION],
    },
  ],
  [
    "creating a department",
    (as) => call(people[as], "POST", `${ORG}/departments`, { name: `Legal ${as}` }),
    {
      owner: [201],
      superAdmin: [201],
      departmentAdmin: [403, tooLow("SUPER_ADMIN")],
      member: [403, tooLow("SUPER_ADMIN")],
    },
  ],
  [
    "saving a department's settings",
    async (as) => {
      const { body } = await call(people.owner, "GET", DEPARTMENT);
      return call(people[as], "PUT", DEPARTMENT, { ...body, description: `Saved by ${as}` });
    },
    {
      owner: [200],
      superAdmin: [200],
      departmentAdmin: [200],
      member: [403, tooLow("ADMIN")],
      otherDepartmentAdmin: [403, NOT_IN_DEPARTMENT],
      outsider: [403, NOT_IN_ORGANIZATION],
    },
  ],
  [
    "listing a department's people",
    (as) => call(people[as], "GET", `${DEPARTMENT}/users`),
    {
      superAdmin: [200],
      departmentAdmin: [200],
      member: [403, tooLow("ADMIN")],
      otherDepartmentAdmin: [403, NOT_IN_DEPARTMENT],
    },
  ],
  [
    "reading a department's request report",
    (as) => call(people[as], "GET", `${ORG}/requests?departmentIds=${SEEDED.departmentId}&page=1&limit=5`),
    {
      owner: [200],
      departmentAdmin: [200],
      member: [403, tooLow("ADMIN")],
      otherDepartmentAdmin: [403, NOT_IN_DEPARTMENT],
    },
  ],
  [
    "adding a custom model",
    (as) =>
      call(people[as], "POST", `${ORG}/models`, {
        type: "CUSTOM",
        name: `m-${as}`,
        provider: "vLLM",
        accessType: "PRIVATE",
        deploymentRegion: "EU",
        gridNodeId: "node-se3",
      }),
    { superAdmin: [201], departmentAdmin: [403, tooLow("SUPER_ADMIN")] },
  ],
  [
    "listing the organization's models",
    (as) => call(people[as], "GET", `${ORG}/models`),
    { member: [200], otherDepartmentAdmin: [200], newcomer: [403, NOT_IN_ORGANIZATION] },
  ],
];

describe("the rank rule (OWNER 3, SUPER_ADMIN 2, ADMIN 1) on every organization call", () => {
  for (const [what, make, expected] of MATRIX) {
    for (const [persona, [status, message]] of Object.entries(expected) as [
      SeededPersona,
      [number, string?],
    ][]) {
      it(`answers ${persona} ${status} for ${what}`, async () => {
        const answer = await make(persona);
        expect(answer.status, JSON.stringify(answer.body)).toBe(status);
        if (message) expect(answer.body.errMsgs).toEqual([message]);
      });
    }
  }

  it("refuses every organization call to someone not signed in", async () => {
    const answer = await call(null, "GET", `${ORG}/models`);
    expect(answer.status).toBe(401);
    expect(answer.body.errMsgs).toHaveLength(1);
  });

  it("does not find another organization's department, whoever asks", async () => {
    const answer = await call(people.owner, "GET", `${ORG}/departments/dep-of-someone-else`);
    expect(answer).toMatchObject({ status: 404, body: { errMsgs: ["Department not found"] } });
  });
});
