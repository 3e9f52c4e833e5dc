import { describe, expect, it } from "vitest";
import { unlimitedKeySettings } from "../../core/api-keys/api-key-settings.dto.ts";
import type { AuditEntry, JsonValue } from "../../core/audit/audit-entry.ts";
import { AUDIT_EXPORT_FIELDS } from "../../core/audit/audit-export.ts";
import type { AuditKind } from "../../core/audit/audit-kind.ts";
import { OrganizationModelType } from "../../core/organization/organization-model.entity.ts";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import { settingsOf } from "./organization-departments.conformance.ts";
import {
  expectRefusal,
  type OrganizationWorld,
  type OrganizationWorldFactory,
  TEAM_TIER,
} from "./organization-world.ts";

/** What a change should have recorded: its subject's type and name, and what changed. */
interface Recorded {
  readonly subject: { readonly type: string; readonly name?: string };
  readonly departmentId?: string | null;
  readonly before: JsonValue | null;
  readonly after: JsonValue | null;
}

/** One kind of change: how to make it as the owner, and what its entry says. */
interface KindCase {
  readonly kind: AuditKind;
  readonly change: (world: OrganizationWorld) => Promise<Recorded>;
}

const NEW_MEMBER = "lena.park@meridian.example";

const KIND_CASES: readonly KindCase[] = [
  {
    kind: "DEPARTMENT_CREATED",
    change: async (world) => {
      await world.gateways.departments.createDepartment(world.organizationId, { name: "Legal" });
      return {
        subject: { type: "department", name: "Legal" },
        before: null,
        after: expect.objectContaining({ name: "Legal" }),
      };
    },
  },
  {
    kind: "DEPARTMENT_SETTINGS_CHANGED",
    change: async (world) => {
      const { departments } = world.gateways;
      const department = await departments.getDepartment(world.organizationId, world.departmentId);
      const settings = settingsOf(department);
      await departments.updateDepartment(world.organizationId, world.departmentId, {
        ...settings,
        GDPR: !settings.GDPR,
      });
      return {
        subject: { type: "department", name: department.name },
        departmentId: world.departmentId,
        before: { GDPR: settings.GDPR },
        after: { GDPR: !settings.GDPR },
      };
    },
  },
  {
    kind: "MEMBER_INVITED",
    change: async (world) => {
      await world.gateways.members.inviteToDepartments(world.organizationId, {
        email: NEW_MEMBER,
        departments: [world.departmentId],
      });
      return {
        subject: { type: "person", name: NEW_MEMBER },
        before: null,
        after: { departments: [expect.any(String)] },
      };
    },
  },
  {
    kind: "MEMBER_DEPARTMENTS_CHANGED",
    change: async (world) => {
      await world.gateways.members.setMemberDepartments(world.organizationId, world.people.member.id, [
        world.departmentId,
        world.otherDepartmentId,
      ]);
      return {
        subject: { type: "person", name: world.people.member.email },
        before: { departments: expect.any(Array) },
        after: { departments: expect.any(Array) },
      };
    },
  },
  {
    kind: "MEMBER_REMOVED",
    change: async (world) => {
      await world.gateways.members.removeMember(world.organizationId, world.people.member.id);
      return {
        subject: { type: "person", name: world.people.member.email },
        before: { departments: expect.any(Array) },
        after: null,
      };
    },
  },
  {
    kind: "DEPARTMENT_ROLE_CHANGED",
    change: async (world) => {
      await world.gateways.departmentUsers.changeDepartmentRole(
        world.organizationId,
        world.departmentId,
        world.people.member.id,
        DepartmentRole.ADMIN,
      );
      return {
        subject: { type: "person", name: world.people.member.email },
        departmentId: world.departmentId,
        before: { role: DepartmentRole.MEMBER },
        after: { role: DepartmentRole.ADMIN },
      };
    },
  },
  {
    kind: "DEPARTMENT_MEMBER_REMOVED",
    change: async (world) => {
      await world.gateways.departmentUsers.removeFromDepartment(
        world.organizationId,
        world.departmentId,
        world.people.member.id,
      );
      return {
        subject: { type: "person", name: world.people.member.email },
        departmentId: world.departmentId,
        before: { role: DepartmentRole.MEMBER },
        after: null,
      };
    },
  },
  {
    kind: "SUPER_ADMIN_ADDED",
    change: async (world) => {
      await world.gateways.organization.inviteSuperAdmin(world.organizationId, world.people.member.email);
      return {
        subject: { type: "person", name: world.people.member.email },
        before: null,
        after: { role: OrganizationRole.SUPER_ADMIN },
      };
    },
  },
  {
    kind: "SUPER_ADMIN_REMOVED",
    change: async (world) => {
      await world.gateways.organization.removeSuperAdmin(world.organizationId, world.people.superAdmin.id);
      return {
        subject: { type: "person", name: world.people.superAdmin.email },
        before: { role: OrganizationRole.SUPER_ADMIN },
        after: null,
      };
    },
  },
  {
    kind: "MODEL_ADDED",
    change: async (world) => {
      const added = await world.gateways.models.addModel(world.organizationId, {
        type: OrganizationModelType.AVAILABLE,
        internalId: world.availableModelId,
      });
      return {
        subject: { type: "model", name: added.name },
        before: null,
        after: expect.objectContaining({ name: added.name }),
      };
    },
  },
  {
    kind: "MODEL_REMOVED",
    change: async (world) => {
      const [model] = await world.gateways.models.listModels(world.organizationId);
      await world.gateways.models.removeModel(world.organizationId, model?.id as string);
      return {
        subject: { type: "model", name: model?.name as string },
        before: expect.objectContaining({ name: model?.name }),
        after: null,
      };
    },
  },
  {
    kind: "DEPARTMENT_MODEL_ASSIGNED",
    change: async (world) => {
      const { models, departments } = world.gateways;
      const department = await departments.getDepartment(world.organizationId, world.departmentId);
      const assigned = new Set(department.models.map((model) => model.id));
      const model = (await models.listModels(world.organizationId)).find((each) => !assigned.has(each.id));
      await models.assignModel(world.organizationId, world.departmentId, model?.id as string);
      return {
        subject: { type: "model", name: model?.name as string },
        departmentId: world.departmentId,
        before: null,
        after: { model: model?.name as string },
      };
    },
  },
  {
    kind: "DEPARTMENT_MODEL_UNASSIGNED",
    change: async (world) => {
      const department = await world.gateways.departments.getDepartment(
        world.organizationId,
        world.departmentId,
      );
      const [model] = department.models;
      await world.gateways.models.unassignModel(
        world.organizationId,
        world.departmentId,
        model?.id as string,
      );
      return {
        subject: { type: "model", name: model?.name as string },
        departmentId: world.departmentId,
        before: { model: model?.name as string },
        after: null,
      };
    },
  },
  {
    kind: "POLICY_FILE_ADDED",
    change: async (world) => {
      const file = await world.gateways.files.uploadFile(world.organizationId, world.departmentId, {
        name: "Retention",
        file: new File(["Requests are kept for 30 days.\n"], "retention.txt", { type: "text/plain" }),
      });
      return {
        subject: { type: "policyFile", name: file.name },
        departmentId: world.departmentId,
        before: null,
        after: expect.objectContaining({ name: file.name }),
      };
    },
  },
  {
    kind: "POLICY_FILE_REMOVED",
    change: async (world) => {
      const { departments, files } = world.gateways;
      const department = await departments.getDepartment(world.organizationId, world.departmentId);
      const file = department.complianceFiles.find(
        (each) => each.lastModifiedByRole !== OrganizationRole.OWNER,
      );
      await files.deleteFile(world.organizationId, world.departmentId, file?.id as string);
      return {
        subject: { type: "policyFile", name: file?.name as string },
        departmentId: world.departmentId,
        before: expect.objectContaining({ name: file?.name }),
        after: null,
      };
    },
  },
  {
    kind: "DEPARTMENT_KEY_CREATED",
    change: async (world) => {
      const key = await world.gateways.apiKeys.create(keyHolder(world));
      return {
        subject: { type: "apiKey", name: key.name },
        departmentId: world.departmentId,
        before: null,
        // The key travels masked, never in full.
        after: expect.objectContaining({ key: expect.not.stringContaining(key.value) }),
      };
    },
  },
  {
    kind: "DEPARTMENT_KEY_REVOKED",
    change: async (world) => {
      const key = await world.gateways.apiKeys.create(keyHolder(world));
      await world.gateways.apiKeys.revoke(keyHolder(world), key.id);
      return {
        subject: { type: "apiKey", name: key.name },
        departmentId: world.departmentId,
        before: expect.objectContaining({ revokedAt: null }),
        after: expect.objectContaining({ revokedAt: expect.any(String) }),
      };
    },
  },
  {
    kind: "DEPARTMENT_KEY_EDITED",
    change: async (world) => {
      const key = await world.gateways.apiKeys.create(keyHolder(world));
      const settings = { ...unlimitedKeySettings(key.name), requestsPerMinute: 30 };
      await world.gateways.apiKeys.update(keyHolder(world), key.id, settings);
      return {
        subject: { type: "apiKey", name: key.name },
        departmentId: world.departmentId,
        before: expect.objectContaining({ requestsPerMinute: key.requestsPerMinute }),
        after: expect.objectContaining({ requestsPerMinute: 30 }),
      };
    },
  },
  {
    kind: "DEPARTMENT_KEY_ROTATED",
    change: async (world) => {
      const key = await world.gateways.apiKeys.create(keyHolder(world));
      const rotated = await world.gateways.apiKeys.rotate(keyHolder(world), key.id, "none");
      return {
        subject: { type: "apiKey", name: key.name },
        departmentId: world.departmentId,
        // A new secret, shown masked on both sides.
        before: expect.objectContaining({ key: expect.not.stringContaining(key.value) }),
        after: expect.objectContaining({ key: expect.not.stringContaining(rotated.value) }),
      };
    },
  },
  {
    kind: "DEPARTMENT_KEY_DELETED",
    change: async (world) => {
      const key = await world.gateways.apiKeys.create(keyHolder(world));
      await world.gateways.apiKeys.remove(keyHolder(world), key.id);
      return {
        subject: { type: "apiKey", name: key.name },
        departmentId: world.departmentId,
        before: expect.objectContaining({ name: key.name }),
        after: null,
      };
    },
  },
  {
    kind: "RETENTION_CHANGED",
    change: async (world) => {
      const before = await world.gateways.retention.organization(world.organizationId);
      const metadataDays = before.metadataDays + 1;
      await world.gateways.retention.saveOrganization(world.organizationId, { ...before, metadataDays });
      return {
        subject: { type: "organization" },
        before: { metadataDays: before.metadataDays },
        after: { metadataDays },
      };
    },
  },
  {
    kind: "BUDGET_ALERTS_CHANGED",
    change: async (world) => {
      const { budgetAlerts } = world.gateways;
      const before = await budgetAlerts.settings(world.organizationId, world.departmentId);
      await budgetAlerts.save(world.organizationId, world.departmentId, {
        ...before,
        forecastWarning: !before.forecastWarning,
      });
      return {
        subject: { type: "department" },
        departmentId: world.departmentId,
        before: { forecastWarning: before.forecastWarning },
        after: { forecastWarning: !before.forecastWarning },
      };
    },
  },
  {
    kind: "ORGANIZATION_SETTINGS_CHANGED",
    change: async (world) => {
      const { settings } = world.gateways;
      const current = await settings.getSettings(world.organizationId);
      const next = current.embeddingModels.find((model) => model !== current.embeddingModel) ?? null;
      await settings.updateSettings(world.organizationId, { embeddingModel: next });
      return {
        subject: { type: "organization" },
        before: { embeddingModel: current.embeddingModel },
        after: { embeddingModel: next },
      };
    },
  },
  {
    kind: "WEBHOOK_CHANGED",
    change: async (world) => {
      const saved = await world.gateways.webhook.save(
        world.organizationId,
        "https://hooks.meridian.example/alerts",
      );
      return {
        subject: { type: "webhook" },
        before: null,
        // Its secret is never recorded.
        after: expect.not.objectContaining({ secret: saved.secret }),
      };
    },
  },
];

function keyHolder(world: OrganizationWorld) {
  return {
    organizationId: world.organizationId,
    departmentId: world.departmentId,
    userId: world.people.member.id,
  };
}

async function newestOf(world: OrganizationWorld, kind: AuditKind, organizationId = world.organizationId) {
  const page = await world.gateways.auditLog.listEntries(organizationId, { kind, page: 1, limit: 1 });
  return page.items[0];
}

async function textOf(blob: Blob): Promise<string> {
  return new TextDecoder().decode(await blob.arrayBuffer());
}

/**
 * AuditLogGateway: every kind of change an organization's adapters make is recorded, as who, with which role, what,
 * before → after; the log is listed newest first with its filters and pages, verified and exported.
 */
export function organizationAuditConformance(arrange: OrganizationWorldFactory): void {
  describe("the audit log gateway", () => {
    for (const { kind, change } of KIND_CASES) {
      it(`records ${kind} with who made it, their role, and what changed`, async () => {
        const world = await arrange();
        await world.setOwnerTier({ ...TEAM_TIER, maxTeamMembers: null });
        const expected = await change(world);
        const entry = (await newestOf(world, kind)) as AuditEntry;
        expect(entry).toMatchObject({
          organizationId: world.organizationId,
          kind,
          actor: { id: world.people.owner.id, email: world.people.owner.email, role: OrganizationRole.OWNER },
          subject: expected.subject,
          before: expected.before,
          after: expected.after,
          ...(expected.departmentId !== undefined ? { departmentId: expected.departmentId } : {}),
        });
        expect(entry.at).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
        const verification = await world.gateways.auditLog.verify(world.organizationId);
        expect(verification).toMatchObject({
          intact: true,
          head: { count: entry.sequence, hash: entry.hash },
        });
      });
    }

    it("records a requested organization in that organization's own log, its requester the owner", async () => {
      const world = await arrange();
      world.actAs("newcomer");
      const created = await world.gateways.organization.requestOrganization({
        name: "Noor Labs",
        email: "noor@startup.example",
        phone: "4165550199",
        countryCode: "+1",
      });
      const entry = await newestOf(world, "ORGANIZATION_REQUESTED", created.id as string);
      expect(entry).toMatchObject({
        sequence: 1,
        actor: { id: world.people.newcomer.id, role: OrganizationRole.OWNER },
        subject: { type: "organization", id: created.id, name: "Noor Labs" },
        before: null,
      });
    });

    it("records a department admin's change with the role they acted with", async () => {
      const world = await arrange();
      world.actAs("departmentAdmin");
      const { departments } = world.gateways;
      const department = await departments.getDepartment(world.organizationId, world.departmentId);
      await departments.updateDepartment(world.organizationId, world.departmentId, {
        ...settingsOf(department),
        description: "Evaluations and experiments.",
      });
      world.actAs("owner");
      const entry = await newestOf(world, "DEPARTMENT_SETTINGS_CHANGED");
      expect(entry?.actor).toEqual({
        id: world.people.departmentAdmin.id,
        email: world.people.departmentAdmin.email,
        role: DepartmentRole.ADMIN,
      });
      expect(entry?.after).toEqual({ description: "Evaluations and experiments." });
    });

    it("records nothing for a save that changes nothing", async () => {
      const world = await arrange();
      const { departments, auditLog } = world.gateways;
      const before = await auditLog.listEntries(world.organizationId, { page: 1, limit: 1 });
      const department = await departments.getDepartment(world.organizationId, world.departmentId);
      await departments.updateDepartment(world.organizationId, world.departmentId, settingsOf(department));
      const after = await auditLog.listEntries(world.organizationId, { page: 1, limit: 1 });
      expect(after.meta.total).toBe(before.meta.total);
      expect(after.head).toEqual(before.head);
    });

    it("lists newest first, a page at a time, with the total and the chain's head", async () => {
      const world = await arrange();
      const { auditLog, departments } = world.gateways;
      for (const name of ["Legal", "Sales", "Design"])
        await departments.createDepartment(world.organizationId, { name });
      const first = await auditLog.listEntries(world.organizationId, {
        kind: "DEPARTMENT_CREATED",
        page: 1,
        limit: 2,
      });
      const second = await auditLog.listEntries(world.organizationId, {
        kind: "DEPARTMENT_CREATED",
        page: 2,
        limit: 2,
      });
      expect(first.items.map((entry) => entry.subject.name)).toEqual(["Design", "Sales"]);
      expect(second.items[0]?.subject.name).toBe("Legal");
      expect(first.meta).toMatchObject({ page: 1, limit: 2, total: second.meta.total });
      expect(first.meta.total).toBeGreaterThanOrEqual(3);
      const sequences = [...first.items, ...second.items].map((entry) => entry.sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => b - a));
      expect(first.head.count).toBeGreaterThanOrEqual(first.items[0]?.sequence as number);
    });

    it("filters by actor (id or email) and by day", async () => {
      const world = await arrange();
      const { auditLog, departments } = world.gateways;
      world.actAs("superAdmin");
      await departments.createDepartment(world.organizationId, { name: "Legal" });
      world.actAs("owner");
      const byId = await auditLog.listEntries(world.organizationId, {
        actor: world.people.superAdmin.id,
        page: 1,
        limit: 25,
      });
      expect(byId.items.length).toBeGreaterThan(0);
      expect(byId.items.every((entry) => entry.actor.id === world.people.superAdmin.id)).toBe(true);
      const byEmail = await auditLog.listEntries(world.organizationId, {
        actor: world.people.superAdmin.email,
        page: 1,
        limit: 25,
      });
      expect(byEmail.meta.total).toBe(byId.meta.total);
      const today = (byId.items[0] as AuditEntry).at.slice(0, 10);
      const sinceToday = await auditLog.listEntries(world.organizationId, {
        from: today,
        to: today,
        page: 1,
        limit: 25,
      });
      expect(sinceToday.items.map((entry) => entry.subject.name)).toContain("Legal");
      const beforeToday = await auditLog.listEntries(world.organizationId, {
        to: "2000-01-01",
        page: 1,
        limit: 25,
      });
      expect(beforeToday.meta.total).toBe(0);
    });

    it("answers intact since the first entry, with the head it checked", async () => {
      const world = await arrange();
      const { auditLog } = world.gateways;
      await world.gateways.departments.createDepartment(world.organizationId, { name: "Legal" });
      const verification = await auditLog.verify(world.organizationId);
      const page = await auditLog.listEntries(world.organizationId, { page: 1, limit: 1 });
      expect(verification).toMatchObject({ intact: true, count: page.head.count, headHash: page.head.hash });
      expect(verification.head).toEqual(page.head);
      if (verification.intact)
        expect(verification.since).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    });

    it("exports the matching entries oldest first as CSV and JSON, with the head", async () => {
      const world = await arrange();
      const { auditLog, departments } = world.gateways;
      for (const name of ["Legal", "Sales"])
        await departments.createDepartment(world.organizationId, { name });
      const filters = { kind: "DEPARTMENT_CREATED" } as const;
      const json = JSON.parse(
        await textOf(await auditLog.exportEntries(world.organizationId, filters, "json")),
      );
      const names = (json.entries as AuditEntry[]).map((entry) => entry.subject.name);
      expect(names.slice(-2)).toEqual(["Legal", "Sales"]);
      expect((json.entries as AuditEntry[]).every((entry) => entry.kind === "DEPARTMENT_CREATED")).toBe(true);
      const page = await auditLog.listEntries(world.organizationId, { page: 1, limit: 1 });
      expect(json.head).toEqual(page.head);
      const csv = await textOf(await auditLog.exportEntries(world.organizationId, filters, "csv"));
      const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe(AUDIT_EXPORT_FIELDS.join(","));
      expect(csv).toContain("Sales");
      expect(csv).toContain(page.head.hash);
    });

    it("is for the owner and super admins: a department admin or member is refused", async () => {
      const world = await arrange();
      world.actAs("superAdmin");
      await world.gateways.auditLog.listEntries(world.organizationId, { page: 1, limit: 5 });
      for (const persona of ["departmentAdmin", "member"] as const) {
        world.actAs(persona);
        await expectRefusal(
          world.gateways.auditLog.listEntries(world.organizationId, { page: 1, limit: 5 }),
          403,
        );
        await expectRefusal(world.gateways.auditLog.verify(world.organizationId), 403);
        await expectRefusal(world.gateways.auditLog.exportEntries(world.organizationId, {}, "csv"), 403);
      }
    });

    it("refuses a filter it cannot read, with a message saying which", async () => {
      const world = await arrange();
      const { auditLog } = world.gateways;
      await expectRefusal(
        auditLog.listEntries(world.organizationId, { kind: "SOMETHING" as AuditKind, page: 1, limit: 5 }),
        400,
        "kind must be one of the audit log's kinds of change",
      );
      await expectRefusal(
        auditLog.listEntries(world.organizationId, { from: "2026-02-30", page: 1, limit: 5 }),
        400,
        "from must be a calendar day written YYYY-MM-DD",
      );
      await expectRefusal(auditLog.listEntries(world.organizationId, { page: 1, limit: 1000 }), 400);
    });
  });
}
