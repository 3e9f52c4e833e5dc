import { describe, expect, it } from "vitest";
import { DEMO_DEPARTMENTS, type DemoDepartment } from "../../demo/demo-organization.ts";
import { breakTable } from "../verification/database-reset.ts";
import { seededOrganizationSuite } from "./testing/organization-suite.test-helper.ts";
import {
  expectToldInOrder,
  recordedChangesOf,
  theOneChange,
} from "./testing/recorded-changes.test-helper.ts";
import { SEEDED } from "./testing/seeded-organization.test-helper.ts";

const suite = seededOrganizationSuite("before each test");
const { people, call } = suite;
const recorded = recordedChangesOf(() => suite.gateway);
const inOrganization = (send: Parameters<typeof recorded>[1]) => recorded(SEEDED.organizationId, send);

const ORG = `/organization/${SEEDED.organizationId}`;
const RESEARCH = `${ORG}/departments/${SEEDED.departmentId}`;
const [RESEARCH_DEPARTMENT, SUPPORT_DEPARTMENT] = DEMO_DEPARTMENTS as [DemoDepartment, DemoDepartment];

/** The Research department's settings as its page would save them, with `changes`. */
async function researchSettings(changes: Record<string, unknown> = {}) {
  const { body } = await call(people.owner, "GET", RESEARCH);
  const { complianceFiles: _, models: __, role: ___, lastModifiedByRole: ____, ...saved } = body;
  return { ...saved, ...changes };
}

describe("the audit log of an organization's departments", () => {
  it("records a department created, with who made it, acting as what, from where", async () => {
    const created = await inOrganization(() =>
      call(people.superAdmin, "POST", `${ORG}/departments`, { name: "Legal", description: "Contracts" }),
    );
    const change = theOneChange(created, people.superAdmin, "SUPER_ADMIN");
    expect(change).toMatchObject({
      kind: "DEPARTMENT_CREATED",
      departmentId: created.answer.body.id,
      subject: { type: "department", id: created.answer.body.id, name: "Legal" },
      before: null,
      after: { name: "Legal", description: "Contracts" },
    });
  });

  it("records only the settings a save changed, before and after", async () => {
    const saved = await inOrganization(async () =>
      call(
        people.departmentAdmin,
        "PUT",
        RESEARCH,
        await researchSettings({ GDPR: true, piiEntities: ["IP_ADDRESS"] }),
      ),
    );
    const change = theOneChange(saved, people.departmentAdmin, "ADMIN");
    expect(change).toMatchObject({
      kind: "DEPARTMENT_SETTINGS_CHANGED",
      departmentId: SEEDED.departmentId,
      subject: { type: "department", id: SEEDED.departmentId, name: RESEARCH_DEPARTMENT.name },
      before: { GDPR: false, piiEntities: [...RESEARCH_DEPARTMENT.piiEntities] },
      after: { GDPR: true, piiEntities: ["IP_ADDRESS"] },
    });
  });

  it("tells saves made at once in order: each one's before is what the save before it left", async () => {
    const start = await researchSettings();
    const flags = ["SOC2", "GDPR", "HIPAA", "DORA"] as const;
    const flagsOf = (settings: Record<string, unknown>) =>
      Object.fromEntries(flags.map((flag) => [flag, settings[flag]]));
    // Each save sends the whole page as it was read, so a later one puts back what an earlier one turned.
    const saves = await inOrganization(async () => {
      const answers = await Promise.all(
        flags.map((flag) => call(people.owner, "PUT", RESEARCH, { ...start, [flag]: !start[flag] })),
      );
      return answers[0] as (typeof answers)[0];
    });
    expectToldInOrder(flagsOf(start), saves.changes, await researchSettings());
  });

  it("records nothing for a save that changes nothing, nor for one refused", async () => {
    const unchanged = await inOrganization(async () =>
      call(people.departmentAdmin, "PUT", RESEARCH, await researchSettings()),
    );
    expect(unchanged.answer.status).toBe(200);
    expect(unchanged.changes).toEqual([]);
    const locked = await inOrganization(async () =>
      call(people.departmentAdmin, "PUT", RESEARCH, await researchSettings({ monthlyBudgetInDollar: 9000 })),
    );
    expect(locked.answer.status).toBe(403);
    expect(locked.changes).toEqual([]);
    const byMember = await inOrganization(() =>
      call(people.member, "POST", `${ORG}/departments`, { name: "Shadow IT" }),
    );
    expect(byMember.answer.status).toBe(403);
    expect(byMember.changes).toEqual([]);
    const malformed = await inOrganization(() =>
      call(people.owner, "POST", `${ORG}/departments`, { name: 7 }),
    );
    expect(malformed.answer.status).toBe(400);
    expect(malformed.changes).toEqual([]);
  });

  it("keeps a change that could not be recorded from happening: the change and its entry commit together", async () => {
    await breakTable(suite.gateway.db, "audit_entries");
    const saved = await call(people.departmentAdmin, "PUT", RESEARCH, await researchSettings({ GDPR: true }));
    expect(saved.status).toBeGreaterThanOrEqual(500);
    expect((await call(people.owner, "GET", RESEARCH)).body.GDPR).toBe(false);
  });

  it("records a model given to a department and taken back", async () => {
    const model = await call(people.owner, "POST", `${ORG}/models`, {
      type: "CUSTOM",
      name: "audit-model",
      provider: "vLLM",
      accessType: "PRIVATE",
      deploymentRegion: "EU",
      gridNodeId: "node-se3",
    });
    const subject = { type: "model", id: model.body.id, name: "audit-model" };
    const assigned = await inOrganization(() =>
      call(people.departmentAdmin, "POST", `${RESEARCH}/models`, { organizationModelId: model.body.id }),
    );
    expect(theOneChange(assigned, people.departmentAdmin, "ADMIN")).toMatchObject({
      kind: "DEPARTMENT_MODEL_ASSIGNED",
      departmentId: SEEDED.departmentId,
      subject,
      before: null,
      after: { model: "audit-model" },
    });
    const again = await inOrganization(() =>
      call(people.departmentAdmin, "POST", `${RESEARCH}/models`, { organizationModelId: model.body.id }),
    );
    expect(again.changes).toEqual([]);
    const withdrawn = await inOrganization(() =>
      call(people.departmentAdmin, "DELETE", `${RESEARCH}/models/${model.body.id}`),
    );
    expect(theOneChange(withdrawn, people.departmentAdmin, "ADMIN")).toMatchObject({
      kind: "DEPARTMENT_MODEL_UNASSIGNED",
      subject,
      before: { model: "audit-model" },
      after: null,
    });
    const notAssigned = await inOrganization(() =>
      call(people.departmentAdmin, "DELETE", `${RESEARCH}/models/${model.body.id}`),
    );
    expect(notAssigned.answer.status).toBeGreaterThanOrEqual(400);
    expect(notAssigned.changes).toEqual([]);
  });
});

describe("the audit log of an organization's models", () => {
  it("records a model added, its key only masked, and removed; not a removal refused", async () => {
    const key = "sk-audit-0123456789abcdef";
    const added = await inOrganization(() =>
      call(people.owner, "POST", `${ORG}/models`, {
        type: "CUSTOM",
        name: "audit-llm",
        provider: "vLLM",
        accessType: "PRIVATE",
        deploymentRegion: "EU",
        gridNodeId: "node-se3",
        dedicatedUrl: "https://llm.meridian.example/v1",
        customModelApikey: key,
      }),
    );
    const change = theOneChange(added, people.owner, "OWNER");
    expect(change).toMatchObject({
      kind: "MODEL_ADDED",
      departmentId: null,
      subject: { type: "model", id: added.answer.body.id, name: "audit-llm" },
      before: null,
      after: {
        name: "audit-llm",
        provider: "vLLM",
        region: "EU",
        dedicatedUrl: "https://llm.meridian.example/v1",
        customModelApikey: added.answer.body.customModelApikey,
      },
    });
    expect(change.stored).not.toContain(key);
    const locked = await inOrganization(() =>
      call(people.superAdmin, "DELETE", `${ORG}/models/${added.answer.body.id}`),
    );
    expect(locked.answer.status).toBe(403);
    expect(locked.changes).toEqual([]);
    const removed = await inOrganization(() =>
      call(people.owner, "DELETE", `${ORG}/models/${added.answer.body.id}`),
    );
    expect(theOneChange(removed, people.owner, "OWNER")).toMatchObject({
      kind: "MODEL_REMOVED",
      before: { name: "audit-llm", provider: "vLLM" },
      after: null,
    });
    const refused = await inOrganization(() =>
      call(people.departmentAdmin, "POST", `${ORG}/models`, { type: "CUSTOM", name: "nope" }),
    );
    expect(refused.answer.status).toBeGreaterThanOrEqual(400);
    expect(refused.changes).toEqual([]);
  });
});

describe("the audit log of an organization's people", () => {
  it("records a member invited, moved between departments and removed", async () => {
    const invited = await inOrganization(() =>
      call(people.owner, "POST", `${ORG}/users/departments`, {
        email: "new.hire@meridian.example",
        departments: [SEEDED.departmentId],
      }),
    );
    const userId = invited.answer.body.id;
    const subject = { type: "person", id: userId, name: "new.hire@meridian.example" };
    expect(theOneChange(invited, people.owner, "OWNER")).toMatchObject({
      kind: "MEMBER_INVITED",
      departmentId: null,
      subject,
      before: null,
      after: { departments: [RESEARCH_DEPARTMENT.name] },
    });
    const moved = await inOrganization(() =>
      call(people.superAdmin, "PUT", `${ORG}/users/departments/${userId}`, {
        departments: [SEEDED.otherDepartmentId],
      }),
    );
    expect(theOneChange(moved, people.superAdmin, "SUPER_ADMIN")).toMatchObject({
      kind: "MEMBER_DEPARTMENTS_CHANGED",
      subject,
      before: { departments: [RESEARCH_DEPARTMENT.name] },
      after: { departments: [SUPPORT_DEPARTMENT.name] },
    });
    const removed = await inOrganization(() =>
      call(people.owner, "DELETE", `${ORG}/users/departments/${userId}`),
    );
    expect(theOneChange(removed, people.owner, "OWNER")).toMatchObject({
      kind: "MEMBER_REMOVED",
      subject,
      before: { departments: [SUPPORT_DEPARTMENT.name] },
      after: null,
    });
    const refused = await inOrganization(() =>
      call(people.member, "POST", `${ORG}/users/departments`, {
        email: "sneaky@meridian.example",
        departments: [SEEDED.departmentId],
      }),
    );
    expect(refused.answer.status).toBe(403);
    expect(refused.changes).toEqual([]);
  });

  it("records a super admin added and removed, not one refused", async () => {
    const added = await inOrganization(() =>
      call(people.owner, "POST", `${ORG}/users`, { email: "second.admin@meridian.example" }),
    );
    const userId = added.answer.body.user.id;
    const subject = { type: "person", id: userId, name: "second.admin@meridian.example" };
    expect(theOneChange(added, people.owner, "OWNER")).toMatchObject({
      kind: "SUPER_ADMIN_ADDED",
      subject,
      before: null,
      after: { role: "SUPER_ADMIN" },
    });
    const twice = await inOrganization(() =>
      call(people.owner, "POST", `${ORG}/users`, { email: "second.admin@meridian.example" }),
    );
    expect(twice.answer.status).toBe(409);
    expect(twice.changes).toEqual([]);
    const removed = await inOrganization(() => call(people.superAdmin, "DELETE", `${ORG}/users/${userId}`));
    expect(theOneChange(removed, people.superAdmin, "SUPER_ADMIN")).toMatchObject({
      kind: "SUPER_ADMIN_REMOVED",
      subject,
      before: { role: "SUPER_ADMIN" },
      after: null,
    });
    const owner = await inOrganization(() =>
      call(people.superAdmin, "DELETE", `${ORG}/users/${people.owner.uid}`),
    );
    expect(owner.answer.status).toBe(403);
    expect(owner.changes).toEqual([]);
  });

  it("records a department role changed and a member taken out of the department", async () => {
    const path = `${RESEARCH}/users/${people.member.uid}`;
    const subject = { type: "person", id: people.member.uid, name: people.member.email };
    const promoted = await inOrganization(() => call(people.departmentAdmin, "PUT", path, { role: "ADMIN" }));
    expect(theOneChange(promoted, people.departmentAdmin, "ADMIN")).toMatchObject({
      kind: "DEPARTMENT_ROLE_CHANGED",
      departmentId: SEEDED.departmentId,
      subject,
      before: { role: "MEMBER" },
      after: { role: "ADMIN" },
    });
    const same = await inOrganization(() => call(people.departmentAdmin, "PUT", path, { role: "ADMIN" }));
    expect(same.answer.status).toBe(200);
    expect(same.changes).toEqual([]);
    const elsewhere = await inOrganization(() => call(people.otherDepartmentAdmin, "DELETE", path));
    expect(elsewhere.answer.status).toBe(403);
    expect(elsewhere.changes).toEqual([]);
    const removed = await inOrganization(() => call(people.owner, "DELETE", path));
    expect(theOneChange(removed, people.owner, "OWNER")).toMatchObject({
      kind: "DEPARTMENT_MEMBER_REMOVED",
      departmentId: SEEDED.departmentId,
      subject,
      before: { role: "ADMIN" },
      after: null,
    });
  });
});

describe("the audit log of department keys", () => {
  it("records a key made, by its masked form and never its secret, then revoked and deleted", async () => {
    const keys = `${RESEARCH}/users/${people.member.uid}/api-keys`;
    const made = await inOrganization(() =>
      call(people.departmentAdmin, "POST", keys, { name: "Batch jobs", monthlyBudgetUsd: 12.5 }),
    );
    const { id, value: secret } = made.answer.body;
    const change = theOneChange(made, people.departmentAdmin, "ADMIN");
    expect(change).toMatchObject({
      kind: "DEPARTMENT_KEY_CREATED",
      departmentId: SEEDED.departmentId,
      subject: { type: "apiKey", id, name: "Batch jobs" },
      before: null,
      after: {
        key: expect.stringMatching(/^mrd-[0-9a-f]\.\.\.[0-9a-f]{5}$/),
        holder: people.member.email,
        name: "Batch jobs",
        monthlyBudgetUsd: 12.5,
        revokedAt: null,
      },
    });
    expect(change.stored).not.toContain(secret);
    const revoked = await inOrganization(() => call(people.owner, "POST", `${keys}/${id}/revoke`));
    const revocation = theOneChange(revoked, people.owner, "OWNER");
    expect(revocation).toMatchObject({
      kind: "DEPARTMENT_KEY_REVOKED",
      before: { revokedAt: null },
      after: { revokedAt: expect.any(String) },
    });
    const revokedAgain = await inOrganization(() => call(people.owner, "POST", `${keys}/${id}/revoke`));
    expect(revokedAgain.changes).toEqual([]);
    const deleted = await inOrganization(() => call(people.member, "DELETE", `${keys}/${id}`));
    expect(theOneChange(deleted, people.member, "MEMBER")).toMatchObject({
      kind: "DEPARTMENT_KEY_DELETED",
      before: { name: "Batch jobs", holder: people.member.email },
      after: null,
    });
    const byOutsider = await inOrganization(() =>
      call(people.otherDepartmentAdmin, "POST", keys, { name: "x" }),
    );
    expect(byOutsider.answer.status).toBe(403);
    expect(byOutsider.changes).toEqual([]);
  });
});

describe("the audit log of a requested organization", () => {
  it("starts with the request, by its owner", async () => {
    const requested = await call(people.newcomer, "POST", "/organization", {
      name: "Noor Labs",
      email: people.newcomer.email,
      phone: "+14155550142",
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const changes = await recorded.all(requested.body.id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: "ORGANIZATION_REQUESTED",
      actor: { id: people.newcomer.uid, email: people.newcomer.email, role: "OWNER" },
      subject: { type: "organization", id: requested.body.id, name: "Noor Labs" },
      before: null,
      after: { name: "Noor Labs", status: "PENDING", firstDepartment: "General" },
    });
    expect(changes[0]?.address).toMatch(/127\.0\.0\.1|::1/);
  });
});
