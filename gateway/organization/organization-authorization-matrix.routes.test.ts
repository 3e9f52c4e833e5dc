import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  departmentPermissionRefusal,
  type OrganizationAction,
  organizationPermissionRefusal,
  REQUIRED_ROLE,
} from "../../core/organization/organization-permissions.ts";
import { alreadyInOrganization } from "../../core/organization/organization-refusals.ts";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import type { RankedRole } from "../../core/organization/permission-rank.ts";
import { type PersonRoles, roleInDepartment, strongestRole } from "../../core/organization/person-roles.ts";
import type { Refusal } from "../../core/organization/refusal.ts";
import { organizationTierRefusal, type TeamLimits } from "../../core/organization/team-limits.ts";
import { downloadEvidence } from "../compliance-evidence/evidence-download.test-helper.ts";
import { NOT_SIGNED_IN } from "../identity/authenticate.ts";
import {
  type PolicyDocumentsServer,
  startPolicyDocumentsServer,
} from "../policy-files/policy-documents-server.test-helper.ts";
import { API_PREFIX } from "../server/build-server.ts";
import type { SignedInPerson } from "../testing/test-gateway.ts";
import { rolesOf } from "./organization-access.ts";
import { FREE_TIER_LIMITS } from "./overview/team-limits.repository.ts";
import { subscribeWithLimits } from "./seed/team-tier.seed.ts";
import type { Answer } from "./testing/organization-calls.test-helper.ts";
import { seededOrganizationSuite } from "./testing/organization-suite.test-helper.ts";
import {
  PERSONAS,
  SEEDED,
  type SeededPersona,
  TEAM_LIMITS,
} from "./testing/seeded-organization.test-helper.ts";

// Every organization endpoint × every persona, each expectation derived from REQUIRED_ROLE (SPEC §6's rank rule as
// core states it): allowed → the endpoint's 2xx; refused → the status and exact words of core's refusal. Calls that
// change or remove something act on a record made for that call alone, so each persona finds what it acts on.

const suite = seededOrganizationSuite("once");
const { people } = suite;
const call = (caller: SignedInPerson | null, method: string, path: string, body?: unknown) =>
  suite.call(caller, method, path, body);

const ORG = `/organization/${SEEDED.organizationId}`;
const DEPARTMENT = `${ORG}/departments/${SEEDED.departmentId}`;
const OTHER_DEPARTMENT = SEEDED.otherDepartmentId;
/** A webhook on loopback (which the test gateway may call) where nothing listens: deliveries to it simply fail. */
const MATRIX_WEBHOOK = "http://127.0.0.1:9/hooks";
/** Where policy documents added from a URL are fetched: an https server on loopback (set up below). */
let policies: PolicyDocumentsServer;
const policyUrl = () => `${policies.origin}/retention.md`;

const roles = (
  organizationRole: OrganizationRole | null,
  departmentRoles: [string, DepartmentRole][] = [],
): PersonRoles => ({ organizationRole, departmentRoles: new Map(departmentRoles) });

/** Who each persona is in the seeded organization (checked against the seed below). */
const ROLES: Readonly<Record<SeededPersona, PersonRoles>> = {
  owner: roles(OrganizationRole.OWNER),
  superAdmin: roles(OrganizationRole.SUPER_ADMIN),
  departmentAdmin: roles(null, [[SEEDED.departmentId, DepartmentRole.ADMIN]]),
  member: roles(null, [[SEEDED.departmentId, DepartmentRole.MEMBER]]),
  otherDepartmentAdmin: roles(null, [[OTHER_DEPARTMENT, DepartmentRole.ADMIN]]),
  newcomer: roles(null),
  outsider: roles(null),
};

/** The tier each persona is on (seedOrganizationFor): only POST /organization looks at it among these calls. */
const TIERS: Readonly<Record<SeededPersona, TeamLimits>> = {
  owner: TEAM_LIMITS,
  superAdmin: FREE_TIER_LIMITS,
  departmentAdmin: FREE_TIER_LIMITS,
  member: FREE_TIER_LIMITS,
  otherDepartmentAdmin: FREE_TIER_LIMITS,
  newcomer: { ...TEAM_LIMITS, teamEnabled: false },
  outsider: FREE_TIER_LIMITS,
};

/** The persona holding exactly a rank: records made by them stay within reach of everyone the rule lets act. */
const HOLDER_OF: Readonly<Record<RankedRole, SeededPersona>> = {
  OWNER: "owner",
  SUPER_ADMIN: "superAdmin",
  ADMIN: "departmentAdmin",
};
const leastAllowed = (action: OrganizationAction): SignedInPerson => {
  const required = REQUIRED_ROLE[action];
  return people[required ? HOLDER_OF[required] : "member"];
};

interface MatrixEndpoint {
  /** As Fastify registered it, below the API prefix. */
  readonly route: string;
  /** The action REQUIRED_ROLE rules it by, organization-wide or in the seeded department; null: anyone signed in. */
  readonly rule: { readonly action: OrganizationAction; readonly in: "organization" | "department" } | null;
  /** Its answer when allowed. */
  readonly allowed: 200 | 201 | 204;
  /** Makes the call as `caller`, after making, as someone allowed, whatever the call acts on. */
  readonly send: (caller: SignedInPerson | null) => Promise<Answer>;
  /** Gates besides the rank rule (POST /organization: the tier, one organization per person). */
  readonly otherRefusal?: (persona: SeededPersona) => Refusal | null;
}

let sequence = 0;
const unique = (what: string) => `${what}-${++sequence}`;
const freshEmail = () => `${unique("matrix")}@organization.test`;

/** A person the owner invites into the seeded department, for calls that change or remove someone. */
async function freshMember(): Promise<string> {
  const departments = [SEEDED.departmentId];
  const { body } = await call(people.owner, "POST", `${ORG}/users/departments`, {
    email: freshEmail(),
    departments,
  });
  return body.id;
}

/** A key the owner makes for a fresh member of the seeded department: its path. */
async function freshDepartmentKey(): Promise<string> {
  const keys = `${DEPARTMENT}/users/${await freshMember()}/api-keys`;
  const { body: key } = await call(people.owner, "POST", keys);
  return `${keys}/${key.id}`;
}

async function freshSuperAdmin(): Promise<string> {
  const { body } = await call(people.owner, "POST", `${ORG}/users`, { email: freshEmail() });
  return body.user.id;
}

async function freshModel(): Promise<string> {
  const model = {
    type: "CUSTOM",
    name: unique("matrix-model"),
    provider: "vLLM",
    accessType: "PRIVATE",
    deploymentRegion: "EU",
    gridNodeId: "node-se3",
  };
  const { body } = await call(leastAllowed("manageOrganizationModels"), "POST", `${ORG}/models`, model);
  return body.id;
}

async function freshFile(): Promise<string> {
  const file = { name: unique("Policy"), url: policyUrl() };
  const { body } = await call(leastAllowed("editDepartment"), "POST", `${DEPARTMENT}/files/url`, file);
  return body.id;
}

async function uploadPolicy(caller: SignedInPerson | null): Promise<Answer> {
  const form = new FormData();
  form.append("name", unique("Uploaded policy"));
  form.append("file", new Blob(["Prompts are kept for 30 days.\n"], { type: "text/plain" }), "policy.txt");
  const response = await fetch(`${suite.gateway.apiUrl}${DEPARTMENT}/files`, {
    method: "POST",
    headers: caller?.headers ?? {},
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const ENDPOINTS: readonly MatrixEndpoint[] = [
  {
    route: "GET /organization",
    rule: null,
    allowed: 200,
    send: (caller) => call(caller, "GET", "/organization"),
  },
  {
    route: "POST /organization",
    rule: null,
    allowed: 201,
    send: (caller) =>
      call(caller, "POST", "/organization", {
        name: unique("Matrix Org"),
        email: "org@organization.test",
        phone: "+14155550142",
      }),
    otherRefusal: (persona) =>
      organizationTierRefusal(TIERS[persona]) ??
      (strongestRole(ROLES[persona]) ? alreadyInOrganization() : null),
  },
  {
    route: "GET /organization/:orgId/users",
    rule: { action: "manageSuperAdmins", in: "organization" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${ORG}/users`),
  },
  {
    route: "POST /organization/:orgId/users",
    rule: { action: "manageSuperAdmins", in: "organization" },
    allowed: 201,
    send: (caller) => call(caller, "POST", `${ORG}/users`, { email: freshEmail() }),
  },
  {
    route: "DELETE /organization/:orgId/users/:userId",
    rule: { action: "manageSuperAdmins", in: "organization" },
    allowed: 204,
    send: async (caller) => call(caller, "DELETE", `${ORG}/users/${await freshSuperAdmin()}`),
  },
  {
    route: "GET /organization/:orgId/departments",
    rule: { action: "viewOrganization", in: "organization" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${ORG}/departments`),
  },
  {
    route: "POST /organization/:orgId/departments",
    rule: { action: "createDepartment", in: "organization" },
    allowed: 201,
    send: (caller) => call(caller, "POST", `${ORG}/departments`, { name: unique("Legal") }),
  },
  {
    route: "GET /organization/:orgId/departments/:depId",
    rule: { action: "viewDepartment", in: "department" },
    allowed: 200,
    send: (caller) => call(caller, "GET", DEPARTMENT),
  },
  {
    route: "PUT /organization/:orgId/departments/:depId",
    rule: { action: "editDepartment", in: "department" },
    allowed: 200,
    send: async (caller) => {
      const { body } = await call(people.owner, "GET", DEPARTMENT);
      return call(caller, "PUT", DEPARTMENT, { ...body, description: unique("Saved") });
    },
  },
  {
    route: "GET /organization/:orgId/departments/:depId/pii/pii-list",
    rule: { action: "viewDepartment", in: "department" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${DEPARTMENT}/pii/pii-list`),
  },
  {
    route: "GET /organization/:orgId/departments/:depId/users",
    rule: { action: "viewDepartmentUsers", in: "department" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${DEPARTMENT}/users`),
  },
  {
    route: "PUT /organization/:orgId/departments/:depId/users/:userId",
    rule: { action: "manageDepartmentUsers", in: "department" },
    allowed: 200,
    send: async (caller) =>
      call(caller, "PUT", `${DEPARTMENT}/users/${await freshMember()}`, { role: DepartmentRole.ADMIN }),
  },
  {
    route: "DELETE /organization/:orgId/departments/:depId/users/:userId",
    rule: { action: "manageDepartmentUsers", in: "department" },
    allowed: 204,
    send: async (caller) => call(caller, "DELETE", `${DEPARTMENT}/users/${await freshMember()}`),
  },
  {
    route: "GET /organization/:orgId/users/departments",
    rule: { action: "viewMembers", in: "organization" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${ORG}/users/departments`),
  },
  {
    route: "POST /organization/:orgId/users/departments",
    rule: { action: "manageMembers", in: "organization" },
    allowed: 201,
    send: (caller) =>
      call(caller, "POST", `${ORG}/users/departments`, {
        email: freshEmail(),
        departments: [SEEDED.departmentId],
      }),
  },
  {
    route: "PUT /organization/:orgId/users/departments/:userId",
    rule: { action: "manageMembers", in: "organization" },
    allowed: 200,
    send: async (caller) =>
      call(caller, "PUT", `${ORG}/users/departments/${await freshMember()}`, {
        departments: [SEEDED.departmentId, OTHER_DEPARTMENT],
      }),
  },
  {
    route: "DELETE /organization/:orgId/users/departments/:userId",
    rule: { action: "manageMembers", in: "organization" },
    allowed: 204,
    send: async (caller) => call(caller, "DELETE", `${ORG}/users/departments/${await freshMember()}`),
  },
  {
    // Someone else's keys: a person's own are theirs to manage whatever their rank.
    route: "POST /organization/:orgId/departments/:depId/users/:userId/api-keys",
    rule: { action: "manageApiKeys", in: "department" },
    allowed: 201,
    send: async (caller) => call(caller, "POST", `${DEPARTMENT}/users/${await freshMember()}/api-keys`),
  },
  {
    route: "PUT /organization/:orgId/departments/:depId/users/:userId/api-keys/:apiKeyId",
    rule: { action: "manageApiKeys", in: "department" },
    allowed: 200,
    send: async (caller) =>
      call(caller, "PUT", await freshDepartmentKey(), {
        name: unique("Matrix key"),
        expiresAt: null,
        monthlyBudgetUsd: 5,
        requestsPerMinute: 60,
        tokensPerMinute: null,
        allowedModels: null,
      }),
  },
  {
    route: "POST /organization/:orgId/departments/:depId/users/:userId/api-keys/:apiKeyId/rotate",
    rule: { action: "manageApiKeys", in: "department" },
    allowed: 200,
    send: async (caller) => call(caller, "POST", `${await freshDepartmentKey()}/rotate`, { grace: "1h" }),
  },
  {
    route: "POST /organization/:orgId/departments/:depId/users/:userId/api-keys/:apiKeyId/revoke",
    rule: { action: "manageApiKeys", in: "department" },
    allowed: 200,
    send: async (caller) => call(caller, "POST", `${await freshDepartmentKey()}/revoke`),
  },
  {
    route: "DELETE /organization/:orgId/departments/:depId/users/:userId/api-keys/:apiKeyId",
    rule: { action: "manageApiKeys", in: "department" },
    allowed: 204,
    send: async (caller) => call(caller, "DELETE", await freshDepartmentKey()),
  },
  {
    route: "POST /organization/:orgId/departments/:depId/files",
    rule: { action: "editDepartment", in: "department" },
    allowed: 201,
    send: uploadPolicy,
  },
  {
    route: "POST /organization/:orgId/departments/:depId/files/url",
    rule: { action: "editDepartment", in: "department" },
    allowed: 201,
    send: (caller) =>
      call(caller, "POST", `${DEPARTMENT}/files/url`, {
        name: unique("Policy"),
        url: policyUrl(),
      }),
  },
  {
    route: "GET /organization/:orgId/departments/:depId/files/search",
    rule: { action: "viewDepartment", in: "department" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${DEPARTMENT}/files/search?q=retention`),
  },
  {
    route: "DELETE /organization/:orgId/departments/:depId/files/:fileId",
    rule: { action: "editDepartment", in: "department" },
    allowed: 204,
    send: async (caller) => call(caller, "DELETE", `${DEPARTMENT}/files/${await freshFile()}`),
  },
  {
    route: "GET /organization/:orgId/models",
    rule: { action: "viewOrganization", in: "organization" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${ORG}/models`),
  },
  {
    route: "POST /organization/:orgId/models",
    rule: { action: "manageOrganizationModels", in: "organization" },
    allowed: 201,
    send: (caller) =>
      call(caller, "POST", `${ORG}/models`, {
        type: "CUSTOM",
        name: unique("matrix-model"),
        provider: "vLLM",
        accessType: "PRIVATE",
        deploymentRegion: "EU",
        gridNodeId: "node-se3",
      }),
  },
  {
    route: "POST /organization/:orgId/models/connection-test",
    rule: { action: "manageOrganizationModels", in: "organization" },
    allowed: 200,
    // A private address the outbound policy refuses at its check: nothing is called.
    send: (caller) =>
      call(caller, "POST", `${ORG}/models/connection-test`, { dedicatedUrl: "http://10.0.0.5/v1" }),
  },
  {
    route: "POST /organization/:orgId/models/:modelId/connection-test",
    rule: { action: "manageOrganizationModels", in: "organization" },
    allowed: 200,
    send: async (caller) => call(caller, "POST", `${ORG}/models/${await freshModel()}/connection-test`),
  },
  {
    route: "DELETE /organization/:orgId/models/:modelId",
    rule: { action: "manageOrganizationModels", in: "organization" },
    allowed: 204,
    send: async (caller) => call(caller, "DELETE", `${ORG}/models/${await freshModel()}`),
  },
  {
    route: "POST /organization/:orgId/departments/:depId/models",
    rule: { action: "assignDepartmentModels", in: "department" },
    allowed: 201,
    send: async (caller) =>
      call(caller, "POST", `${DEPARTMENT}/models`, { organizationModelId: await freshModel() }),
  },
  {
    route: "DELETE /organization/:orgId/departments/:depId/models/:modelId",
    rule: { action: "assignDepartmentModels", in: "department" },
    allowed: 200,
    send: async (caller) => {
      const organizationModelId = await freshModel();
      await call(people.owner, "POST", `${DEPARTMENT}/models`, { organizationModelId });
      return call(caller, "DELETE", `${DEPARTMENT}/models/${organizationModelId}`);
    },
  },
  {
    route: "GET /organization/:orgId/departments/:depId/budget-alerts",
    rule: { action: "viewDepartment", in: "department" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${DEPARTMENT}/budget-alerts`),
  },
  {
    // Saved as they are: the rank rule is what is checked, not who saved them last.
    route: "PUT /organization/:orgId/departments/:depId/budget-alerts",
    rule: { action: "editBudgetAlerts", in: "department" },
    allowed: 200,
    send: async (caller) => {
      const { body } = await call(people.owner, "GET", `${DEPARTMENT}/budget-alerts`);
      return call(caller, "PUT", `${DEPARTMENT}/budget-alerts`, body);
    },
  },
  {
    route: "GET /organization/:orgId/webhook",
    rule: { action: "manageWebhook", in: "organization" },
    allowed: 200,
    send: async (caller) => {
      await call(people.owner, "PUT", `${ORG}/webhook`, { url: MATRIX_WEBHOOK });
      return call(caller, "GET", `${ORG}/webhook`);
    },
  },
  {
    route: "PUT /organization/:orgId/webhook",
    rule: { action: "manageWebhook", in: "organization" },
    allowed: 200,
    send: (caller) => call(caller, "PUT", `${ORG}/webhook`, { url: MATRIX_WEBHOOK }),
  },
  {
    route: "DELETE /organization/:orgId/webhook",
    rule: { action: "manageWebhook", in: "organization" },
    allowed: 204,
    send: (caller) => call(caller, "DELETE", `${ORG}/webhook`),
  },
  {
    route: "POST /organization/:orgId/webhook/test",
    rule: { action: "manageWebhook", in: "organization" },
    allowed: 204,
    send: async (caller) => {
      await call(people.owner, "PUT", `${ORG}/webhook`, { url: MATRIX_WEBHOOK });
      return call(caller, "POST", `${ORG}/webhook/test`);
    },
  },
  {
    route: "GET /organization/:orgId/webhook/deliveries",
    rule: { action: "manageWebhook", in: "organization" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${ORG}/webhook/deliveries`),
  },
  {
    route: "GET /organization/:orgId/usage/series",
    rule: { action: "viewReport", in: "department" },
    allowed: 200,
    send: (caller) =>
      call(caller, "GET", `${ORG}/usage/series?departmentId=${SEEDED.departmentId}&bucket=day`),
  },
  {
    route: "GET /organization/:orgId/usage/breakdown",
    rule: { action: "viewReport", in: "department" },
    allowed: 200,
    send: (caller) =>
      call(caller, "GET", `${ORG}/usage/breakdown?departmentId=${SEEDED.departmentId}&by=person`),
  },
  {
    route: "GET /organization/:orgId/retention",
    rule: { action: "viewOrganization", in: "organization" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${ORG}/retention`),
  },
  {
    route: "GET /organization/:orgId/settings",
    rule: { action: "viewOrganization", in: "organization" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${ORG}/settings`),
  },
  {
    route: "PUT /organization/:orgId/settings",
    rule: { action: "manageOrganizationModels", in: "organization" },
    allowed: 200,
    send: (caller) => call(caller, "PUT", `${ORG}/settings`, { embeddingModel: null }),
  },
  {
    route: "PUT /organization/:orgId/retention",
    rule: { action: "editOrganizationRetention", in: "organization" },
    allowed: 200,
    send: (caller) => call(caller, "PUT", `${ORG}/retention`, { bodiesDays: 30, metadataDays: 60 }),
  },
  {
    route: "GET /organization/:orgId/departments/:depId/evidence",
    rule: { action: "downloadEvidence", in: "department" },
    allowed: 200,
    send: (caller) => downloadEvidence(suite.gateway, caller, DEPARTMENT, "period=2026-03"),
  },
  {
    route: "GET /organization/:orgId/audit",
    rule: { action: "viewAuditLog", in: "organization" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${ORG}/audit?limit=5`),
  },
  {
    route: "GET /organization/:orgId/audit/verification",
    rule: { action: "viewAuditLog", in: "organization" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${ORG}/audit/verification`),
  },
  {
    route: "GET /organization/:orgId/audit/export",
    rule: { action: "viewAuditLog", in: "organization" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${ORG}/audit/export?format=json`),
  },
  {
    route: "GET /node",
    rule: null,
    allowed: 200,
    send: (caller) => call(caller, "GET", "/node"),
  },
  {
    route: "GET /organization/:orgId/requests",
    rule: { action: "viewReport", in: "department" },
    allowed: 200,
    send: (caller) => call(caller, "GET", `${ORG}/requests?departmentIds=${SEEDED.departmentId}&limit=5`),
  },
  {
    route: "GET /organization/:orgId/requests/series",
    rule: { action: "viewReport", in: "department" },
    allowed: 200,
    send: (caller) =>
      call(caller, "GET", `${ORG}/requests/series?departmentIds=${SEEDED.departmentId}&days=7`),
  },
];

/**
 * What the rank rule refuses a persona: organization-wide, their strongest role must reach the action's rank; in
 * the department, they must belong to the organization, then to the department (or hold an organization role) and
 * reach the rank there. Null when it lets them.
 */
function rankRefusal(rule: MatrixEndpoint["rule"], persona: SeededPersona): Refusal | null {
  if (!rule) return null;
  const held = ROLES[persona];
  if (rule.in === "organization") return organizationPermissionRefusal(rule.action, strongestRole(held));
  return (
    organizationPermissionRefusal("viewOrganization", strongestRole(held)) ??
    departmentPermissionRefusal(rule.action, roleInDepartment(held, SEEDED.departmentId))
  );
}

function expectedAnswer(endpoint: MatrixEndpoint, persona: SeededPersona): Refusal | { status: number } {
  return (
    rankRefusal(endpoint.rule, persona) ?? endpoint.otherRefusal?.(persona) ?? { status: endpoint.allowed }
  );
}

beforeAll(async () => {
  policies = await startPolicyDocumentsServer((_path, response) =>
    response.writeHead(200, { "content-type": "text/markdown" }).end("Prompts are kept for 30 days.\n"),
  );
  // Room for every invitation the matrix makes: the team tier's member limit is not what it checks.
  const { db, deps } = suite.gateway;
  await subscribeWithLimits(db, deps.clock, people.owner.uid, { ...TEAM_LIMITS, maxTeamMembers: null });
});

afterAll(() => policies?.close());

describe("the authorization matrix: every organization endpoint × every persona, as REQUIRED_ROLE rules", () => {
  it("covers every organization route the gateway registers, each once", () => {
    const registered = suite.gateway.app
      .registeredOperations()
      .map(({ method, url }) => `${method} ${url.slice(API_PREFIX.length)}`)
      .filter((route) => / \/(organization|node)(\/|$)/.test(route));
    const covered = ENDPOINTS.map((endpoint) => endpoint.route);
    expect(new Set(covered).size).toBe(covered.length);
    expect([...covered].sort()).toEqual([...registered].sort());
  });

  it("plays each persona with the roles the matrix expects of them", async () => {
    for (const persona of PERSONAS) {
      const seeded = await rolesOf(suite.gateway.db, SEEDED.organizationId, people[persona].uid);
      const expected = ROLES[persona];
      expect({
        persona,
        strongest: strongestRole(seeded),
        here: roleInDepartment(seeded, SEEDED.departmentId),
      }).toEqual({
        persona,
        strongest: strongestRole(expected),
        here: roleInDepartment(expected, SEEDED.departmentId),
      });
    }
  });

  for (const endpoint of ENDPOINTS) {
    describe(endpoint.route, () => {
      for (const persona of PERSONAS) {
        const expected = expectedAnswer(endpoint, persona);
        it(`answers ${persona} ${expected.status}`, async () => {
          const answer = await endpoint.send(people[persona]);
          expect(answer.status, JSON.stringify(answer.body)).toBe(expected.status);
          if ("errMsgs" in expected) expect(answer.body.errMsgs).toEqual(expected.errMsgs);
        });
      }

      it("answers someone not signed in 401", async () => {
        const answer = await endpoint.send(null);
        expect(answer.status).toBe(401);
        expect(answer.body.errMsgs).toEqual([NOT_SIGNED_IN]);
      });
    });
  }

  it("does not find another organization's department, whoever asks", async () => {
    const answer = await call(people.owner, "GET", `${ORG}/departments/dep-of-someone-else`);
    expect(answer).toMatchObject({ status: 404, body: { errMsgs: ["Department not found"] } });
  });
});
