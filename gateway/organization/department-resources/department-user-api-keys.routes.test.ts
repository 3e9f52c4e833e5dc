import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiKeyRecord } from "../../../core/api-keys/api-key.entity.ts";
import { NOT_IN_DEPARTMENT } from "../../../core/organization/organization-permissions.ts";
import { ApiKeyDirectory } from "../../api-keys/api-key-directory.ts";
import { REVOKED_KEY_NOT_ROTATED } from "../../api-keys/api-key-lifecycle.ts";
import { unknownAllowedModels } from "../../api-keys/api-key-settings-input.ts";
import { auditEntries } from "../../audit/audit.schema.ts";
import type { SignedInPerson } from "../../testing/test-gateway.ts";
import { seededOrganizationSuite } from "../testing/organization-suite.test-helper.ts";
import { SEEDED } from "../testing/seeded-organization.test-helper.ts";

const suite = seededOrganizationSuite("once");
const { people } = suite;
const DEPARTMENT = `/organization/${SEEDED.organizationId}/departments/${SEEDED.departmentId}`;
const SECRET = /^mrd-[0-9a-f]{32}$/;
const MASKED = /^mrd-[0-9a-f]\.\.\.[0-9a-f]{5}$/;
const SETTINGS = {
  name: "Research batch jobs",
  expiresAt: null,
  monthlyBudgetUsd: 12.5,
  requestsPerMinute: 30,
  tokensPerMinute: null,
  allowedModels: ["gpt-4o-mini"],
};

const keysOf = (person: SignedInPerson) => `${DEPARTMENT}/users/${person.uid}/api-keys`;

/** The member's key, made by the member. */
async function membersKey(settings?: object): Promise<ApiKeyRecord> {
  const made = await suite.call(people.member, "POST", keysOf(people.member), settings);
  expect(made.status).toBe(201);
  return made.body;
}

/** The kinds of the audit entries about a key, in the order recorded. */
async function auditedChangesOf(keyId: string) {
  const rows = await suite.gateway.db
    .select({ kind: auditEntries.kind })
    .from(auditEntries)
    .where(and(eq(auditEntries.organizationId, SEEDED.organizationId), eq(auditEntries.subjectId, keyId)))
    .orderBy(asc(auditEntries.sequence));
  return rows.map((row) => row.kind);
}

describe("a department user's API keys", () => {
  it("are made by their holder, the secret answered once, then listed masked with the department's people", async () => {
    const key = await membersKey(SETTINGS);
    expect(key).toMatchObject({ ...SETTINGS, value: expect.stringMatching(SECRET), secretInFull: true });
    expect(key.createdBy).toBe(people.member.email);
    const listed = await suite.call(people.departmentAdmin, "GET", `${DEPARTMENT}/users`);
    const member = listed.body.find((user: { user: { id: string } }) => user.user.id === people.member.uid);
    const again = member.apikeys.find((entry: ApiKeyRecord) => entry.id === key.id);
    expect(again).toMatchObject({ ...SETTINGS, value: `${key.value.slice(0, 5)}...${key.value.slice(-5)}` });
    expect(again.value).toMatch(MASKED);
    expect(JSON.stringify(listed.body)).not.toContain(key.value);
  });

  it("are named Key N and unlimited when made without settings", async () => {
    const made = await suite.call(people.departmentAdmin, "POST", keysOf(people.member));
    expect(made.body).toMatchObject({
      name: expect.stringMatching(/^Key \d+$/),
      monthlyBudgetUsd: null,
      allowedModels: null,
    });
  });

  it("are edited, rotated, revoked and deleted by the department's admins and above, each recorded in the audit log", async () => {
    for (const manager of [people.departmentAdmin, people.superAdmin, people.owner]) {
      const key = await membersKey({ name: `Managed by ${manager.email}` });
      const path = `${keysOf(people.member)}/${key.id}`;
      const edited = await suite.call(manager, "PUT", path, { ...SETTINGS, name: key.name });
      expect(edited).toMatchObject({ status: 200, body: { ...SETTINGS, name: key.name, id: key.id } });
      expect(edited.body.value).toMatch(MASKED);
      const rotated = await suite.call(manager, "POST", `${path}/rotate`, { grace: "24h" });
      expect(rotated.body).toMatchObject({
        id: key.id,
        value: expect.stringMatching(SECRET),
        secretInFull: true,
      });
      expect(rotated.body.value).not.toBe(key.value);
      expect(Date.parse(rotated.body.previousSecretUntil) - Date.now()).toBeGreaterThan(23 * 3_600_000);
      const revoked = await suite.call(manager, "POST", `${path}/revoke`);
      expect(revoked).toMatchObject({ status: 200, body: { id: key.id, revokedAt: expect.any(String) } });
      expect(await suite.call(manager, "POST", `${path}/rotate`, { grace: "none" })).toMatchObject({
        status: 409,
        body: { errMsgs: [REVOKED_KEY_NOT_ROTATED] },
      });
      expect((await suite.call(manager, "DELETE", path)).status).toBe(204);
      expect(await auditedChangesOf(key.id)).toEqual([
        "DEPARTMENT_KEY_CREATED",
        "DEPARTMENT_KEY_EDITED",
        "DEPARTMENT_KEY_ROTATED",
        "DEPARTMENT_KEY_REVOKED",
        "DEPARTMENT_KEY_DELETED",
      ]);
    }
  });

  it("are managed by their holder, but not by another member or someone of another department", async () => {
    const key = await membersKey();
    const path = `${keysOf(people.member)}/${key.id}`;
    for (const stranger of [people.otherDepartmentAdmin, people.outsider]) {
      for (const [method, suffix, body] of [
        ["PUT", "", SETTINGS],
        ["POST", "/rotate", { grace: "none" }],
        ["POST", "/revoke", undefined],
        ["DELETE", "", undefined],
      ] as const) {
        const refused = await suite.call(stranger, method, `${path}${suffix}`, body);
        expect(refused.status, `${method} ${suffix}`).toBe(403);
      }
    }
    const ownKey = await suite.call(people.departmentAdmin, "POST", keysOf(people.departmentAdmin));
    const byMember = await suite.call(
      people.member,
      "POST",
      `${keysOf(people.departmentAdmin)}/${ownKey.body.id}/revoke`,
    );
    expect(byMember).toMatchObject({ status: 403, body: { errMsgs: [expect.any(String)] } });
    const own = await suite.call(people.member, "PUT", path, SETTINGS);
    expect(own.status).toBe(200);
    expect((await suite.call(people.member, "POST", `${path}/revoke`)).status).toBe(200);
  });

  it("refuse bad settings and an unknown key, changing nothing", async () => {
    const key = await membersKey();
    const path = `${keysOf(people.member)}/${key.id}`;
    const unknownModel = await suite.call(people.member, "PUT", path, {
      ...SETTINGS,
      allowedModels: ["gpt-9"],
    });
    expect(unknownModel).toMatchObject({ status: 400, body: { errMsgs: [unknownAllowedModels(["gpt-9"])] } });
    const badGrace = await suite.call(people.member, "POST", `${path}/rotate`, { grace: "forever" });
    expect(badGrace.status).toBe(400);
    const missing = await suite.call(people.member, "POST", `${keysOf(people.member)}/key-none/revoke`);
    expect(missing).toMatchObject({ status: 404, body: { errMsgs: ["API key not found"] } });
    const listed = await suite.call(people.departmentAdmin, "GET", `${DEPARTMENT}/users`);
    const member = listed.body.find((user: { user: { id: string } }) => user.user.id === people.member.uid);
    expect(member.apikeys.find((entry: ApiKeyRecord) => entry.id === key.id)).toMatchObject({
      name: key.name,
      allowedModels: null,
      revokedAt: null,
      previousSecretUntil: null,
    });
  });

  it("may be limited to the organization's own models", async () => {
    const model = {
      type: "CUSTOM",
      name: "research-guard-7b",
      provider: "vLLM",
      accessType: "PRIVATE",
      deploymentRegion: "EU",
      gridNodeId: "node-se3",
    };
    expect(
      (await suite.call(people.owner, "POST", `/organization/${SEEDED.organizationId}/models`, model)).status,
    ).toBe(201);
    const key = await membersKey({ allowedModels: ["research-guard-7b", "gpt-4o-mini"] });
    expect(key.allowedModels).toEqual(["research-guard-7b", "gpt-4o-mini"]);
  });

  it("stop working the moment their holder leaves the department or the organization, though a lookup remembered them", async () => {
    const members = `/organization/${SEEDED.organizationId}/users/departments`;
    const directory = new ApiKeyDirectory(suite.gateway.db, suite.gateway.deps.apiKeyChanges);
    for (const leave of [
      (holderId: string) => `${DEPARTMENT}/users/${holderId}`,
      (holderId: string) => `${members}/${holderId}`,
    ]) {
      const invited = await suite.call(people.owner, "POST", members, {
        email: `leaving-holder-${randomUUID()}@organization.test`,
        departments: [SEEDED.departmentId],
      });
      const holderId = invited.body.id;
      const made = await suite.call(people.owner, "POST", `${DEPARTMENT}/users/${holderId}/api-keys`);
      expect(await directory.ownerOf(made.body.value)).toMatchObject({ apiKeyId: made.body.id });
      expect((await suite.call(people.owner, "DELETE", leave(holderId))).status).toBe(204);
      expect(await directory.ownerOf(made.body.value), leave(holderId)).toBeNull();
    }
  });

  it(`are refused to someone outside the department with the department's words (${NOT_IN_DEPARTMENT})`, async () => {
    const refused = await suite.call(people.outsider, "POST", keysOf(people.outsider));
    expect(refused.status).toBe(403);
  });
});
