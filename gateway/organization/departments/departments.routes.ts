import type { FastifyInstance } from "fastify";
import { CreateDepartmentDto } from "../../../core/organization/create-department.dto.ts";
import { DepartmentSettingsDto } from "../../../core/organization/department-settings.dto.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import { roleInDepartment } from "../../../core/organization/person-roles.ts";
import { PII_ENTITIES } from "../../../core/organization/pii-entities.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { validatedInput } from "../../server/validated-input.ts";
import {
  type DepartmentRoute,
  departmentCall,
  type OrganizationRoute,
  organizationCall,
} from "../organization-access.ts";
import { recordActivity } from "../organization-activities.repository.ts";
import { settingsUpdate } from "./department-settings-update.ts";
import { departmentView, departmentViews } from "./department-views.ts";
import { DEPARTMENTS_OPERATIONS } from "./departments.operations.ts";
import {
  departmentsOf,
  insertDepartment,
  requireFreeName,
  updateDepartment,
} from "./departments.repository.ts";

/** Departments and their compliance settings; the PII list. */
export async function departmentsRoutes(app: FastifyInstance, { db, clock }: GatewayDeps): Promise<void> {
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
    const row = await insertDepartment(db, clock, {
      organizationId: orgId,
      name: input.name,
      description: input.description ?? null,
    });
    await recordActivity(db, clock, orgId, "DEPARTMENT_CREATED", `${row.name} was created`);
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
    const changes = settingsUpdate(department, input, role as RankedRole);
    const saved = await updateDepartment(db, clock, department.id, changes);
    await recordActivity(
      db,
      clock,
      saved.organizationId,
      "SETTINGS_CHANGED",
      `${saved.name}'s settings were saved`,
    );
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
