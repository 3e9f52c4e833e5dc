import { changedFields } from "../../../core/audit/changed-fields.ts";
import { toEntities, toEntity } from "../../../core/mapping/to-entity.ts";
import { CreateDepartmentDto, type NewDepartment } from "../../../core/organization/create-department.dto.ts";
import { Department } from "../../../core/organization/department.entity.ts";
import {
  RESIDENCY_SETTING,
  residencyChange,
} from "../../../core/organization/department-residency-change.ts";
import {
  type DepartmentSettings,
  DepartmentSettingsDto,
} from "../../../core/organization/department-settings.dto.ts";
import { changeSettings } from "../../../core/organization/department-settings-change.ts";
import type { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { departmentNameTaken } from "../../../core/organization/organization-refusals.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import { roleInDepartment } from "../../../core/organization/person-roles.ts";
import { failure } from "./organization-access.ts";
import { departmentSettingsSnapshot, departmentSubject } from "./organization-audit-subjects.ts";
import type { OrganizationContext } from "./organization-context.ts";
import { newDepartmentRow } from "./organization-rows.ts";

/** Departments and their compliance settings, in memory. */
export class MemoryDepartmentsGateway implements DepartmentsGateway {
  constructor(private readonly context: OrganizationContext) {}

  async listDepartments(organizationId: string): Promise<Department[]> {
    const { db, access, views } = this.context;
    access.forOrganization(organizationId, "viewOrganization");
    const roles = access.rolesOf(organizationId);
    const visible = db.departments
      .where((row) => row.organizationId === organizationId)
      .map((row) => ({ row, role: roleInDepartment(roles, row.id) }))
      .filter(({ role }) => role !== null)
      .sort((a, b) => a.row.name.localeCompare(b.row.name));
    return toEntities(
      Department,
      visible.map(({ row, role }) => views.department(row, role)),
    );
  }

  async createDepartment(organizationId: string, department: NewDepartment): Promise<Department> {
    const { db, access, views } = this.context;
    const { role } = access.forOrganization(organizationId, "createDepartment");
    const input = access.validated(CreateDepartmentDto, department);
    this.requireFreeName(organizationId, input.name);
    const now = db.timestamp();
    const row = db.departments.insert(
      newDepartmentRow({
        id: db.newId("dep"),
        organizationId,
        name: input.name,
        description: input.description ?? null,
        createdAt: now,
        updatedAt: now,
      }),
    );
    await this.context.recordChange({
      organizationId,
      departmentId: row.id,
      kind: "DEPARTMENT_CREATED",
      subject: departmentSubject(row),
      before: null,
      after: { name: row.name, description: row.description },
    });
    return toEntity(Department, views.department(row, role));
  }

  async getDepartment(organizationId: string, departmentId: string): Promise<Department> {
    const { access, views } = this.context;
    const { department, role } = access.forDepartment(organizationId, departmentId, "viewDepartment");
    return toEntity(Department, views.department(department, role));
  }

  async updateDepartment(
    organizationId: string,
    departmentId: string,
    settings: DepartmentSettings,
  ): Promise<Department> {
    const { db, access, views } = this.context;
    const { department, role } = access.forDepartment(organizationId, departmentId, "editDepartment");
    const input = access.validated(DepartmentSettingsDto, settings);
    if (input.name.toLowerCase() !== department.name.toLowerCase())
      this.requireFreeName(organizationId, input.name);
    const change = changeSettings(department, input, role as RankedRole);
    if (change.refused) throw failure(change.refused);
    const residency = residencyChange(department, input, role as RankedRole);
    if (residency?.refused) throw failure(residency.refused);
    const row = db.departments.update(departmentId, {
      name: input.name,
      description: input.description ?? null,
      SOC2: input.SOC2,
      ISO42001: input.ISO42001,
      GDPR: input.GDPR,
      HIPAA: input.HIPAA,
      EU_AI_ACT: input.EU_AI_ACT,
      AI_RMF: input.AI_RMF,
      DORA: input.DORA,
      PIIAndSensitive: input.PIIAndSensitive,
      piiEntities: [...input.piiEntities],
      monthlyBudgetInDollar: input.monthlyBudgetInDollar,
      lastModifiedByRole: residency
        ? { ...change.lastModifiedByRole, [RESIDENCY_SETTING]: role as RankedRole }
        : change.lastModifiedByRole,
      ...(residency
        ? { dataResidency: residency.dataResidency, customRegions: residency.customRegions }
        : {}),
      updatedAt: db.timestamp(),
    });
    const changes = changedFields(departmentSettingsSnapshot(department), departmentSettingsSnapshot(row));
    if (changes)
      await this.context.recordChange({
        organizationId,
        departmentId,
        kind: "DEPARTMENT_SETTINGS_CHANGED",
        subject: departmentSubject(row),
        ...changes,
      });
    return toEntity(Department, views.department(row, role));
  }

  async listPiiEntities(organizationId: string, departmentId: string): Promise<string[]> {
    this.context.access.forDepartment(organizationId, departmentId, "viewDepartment");
    return [...this.context.db.piiEntities];
  }

  private requireFreeName(organizationId: string, name: string): void {
    const taken = this.context.db.departments.where(
      (row) => row.organizationId === organizationId && row.name.toLowerCase() === name.toLowerCase(),
    );
    if (taken.length > 0) throw failure(departmentNameTaken(name));
  }
}
