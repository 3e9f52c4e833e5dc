import type { FastifyInstance } from "fastify";
import { changedFields } from "../../../core/audit/changed-fields.ts";
import { CreateDepartmentDto } from "../../../core/organization/create-department.dto.ts";
import { DepartmentSettingsDto } from "../../../core/organization/department-settings.dto.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import { roleInDepartment } from "../../../core/organization/person-roles.ts";
import { PII_ENTITIES } from "../../../core/organization/pii-entities.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { validatedInput } from "../../server/validated-input.ts";
import { auditedChange } from "../audited-change.ts";
import {
  type DepartmentRoute,
  departmentCall,
  type OrganizationRoute,
  organizationCall,
} from "../organization-access.ts";
import { departmentSettingsSnapshot, departmentSubject } from "./department-audit.ts";
import { settingsUpdate } from "./department-settings-update.ts";
import { departmentView, departmentViews } from "./department-views.ts";
import { DEPARTMENTS_OPERATIONS } from "./departments.operations.ts";
import {
  departmentsOf,
  insertDepartment,
  lockedDepartment,
  requireFreeName,
  updateDepartment,
} from "./departments.repository.ts";

/** Departments and their compliance settings; the PII list. */
export async function departmentsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, clock } = deps;
  const listOptions = { schema: DEPARTMENTS_OPERATIONS.list };
  app.get<OrganizationRoute>("/organization/:orgId/departments", listOptions, async (request) => {
    const { orgId } = request.params;
    const { roles } = await organizationCall(db, request, "viewOrganization");
    const visible = (await departmentsOf(db, orgId)).filter((row) => roleInDepartment(roles, row.id));
    return departmentViews(db, visible, (id) => roleInDepartment(roles, id), clock.now());
  });

  const createOptions = { schema: DEPARTMENTS_OPERATIONS.create };
  app.post<OrganizationRoute>("/organization/:orgId/departments", createOptions, async (request, reply) => {
    const { orgId } = request.params;
    const { role } = await organizationCall(db, request, "createDepartment");
    const input = validatedInput(CreateDepartmentDto, request.body);
    await requireFreeName(db, orgId, input.name);
    const row = await auditedChange(deps, request, { organizationId: orgId, role }, async (tx, record) => {
      const created = await insertDepartment(tx, clock, {
        organizationId: orgId,
        name: input.name,
        description: input.description ?? null,
      });
      const after = { name: created.name, description: created.description };
      await record({
        kind: "DEPARTMENT_CREATED",
        departmentId: created.id,
        subject: departmentSubject(created),
        before: null,
        after,
      });
      return created;
    });
    return reply.code(201).send(await departmentView(db, row, role, clock.now()));
  });

  const getOptions = { schema: DEPARTMENTS_OPERATIONS.get };
  app.get<DepartmentRoute>("/organization/:orgId/departments/:depId", getOptions, async (request) => {
    const { department, role } = await departmentCall(db, request, "viewDepartment");
    return departmentView(db, department, role, clock.now());
  });

  const saveOptions = { schema: DEPARTMENTS_OPERATIONS.saveSettings };
  app.put<DepartmentRoute>("/organization/:orgId/departments/:depId", saveOptions, async (request) => {
    const { department, role } = await departmentCall(db, request, "editDepartment");
    const input = validatedInput(DepartmentSettingsDto, request.body);
    if (input.name.toLowerCase() !== department.name.toLowerCase())
      await requireFreeName(db, department.organizationId, input.name);
    const by = { organizationId: department.organizationId, role };
    const saved = await auditedChange(deps, request, by, async (tx, record) => {
      // Read again under a lock: a save made meanwhile is what this one changes, and its "before" says so.
      const current = await lockedDepartment(tx, department.id);
      const updated = await updateDepartment(
        tx,
        clock,
        current.id,
        settingsUpdate(current, input, role as RankedRole),
      );
      const changed = changedFields(departmentSettingsSnapshot(current), departmentSettingsSnapshot(updated));
      if (changed) {
        const subject = departmentSubject(updated);
        await record({ kind: "DEPARTMENT_SETTINGS_CHANGED", departmentId: updated.id, subject, ...changed });
      }
      return updated;
    });
    return departmentView(db, saved, role, clock.now());
  });

  const piiOptions = { schema: DEPARTMENTS_OPERATIONS.piiList };
  app.get<DepartmentRoute>(
    "/organization/:orgId/departments/:depId/pii/pii-list",
    piiOptions,
    async (request) => {
      await departmentCall(db, request, "viewDepartment");
      return PII_ENTITIES;
    },
  );
}
