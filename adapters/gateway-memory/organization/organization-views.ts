import type { ApiKeyRecord } from "../../../core/api-keys/api-key.entity.ts";
import { describeAuditEntry } from "../../../core/audit/audit-chain.ts";
import type { Wire } from "../../../core/mapping/wire.ts";
import { roundTo } from "../../../core/number/round-to.ts";
import { utcMonthStart } from "../../../core/organization/budget-forecast.ts";
import { maskSecret } from "../../../core/organization/model-rules.ts";
import type { HeldRole } from "../../../core/organization/person-roles.ts";
import type { ReportItemJson } from "../../../core/organization/report-item.entity.ts";
import type { MemoryAuditLog } from "../audit/memory-audit-log.ts";
import type { OrganizationAccess } from "./organization-access.ts";
import type { OrganizationDatabase } from "./organization-database.ts";
import type {
  AccountRow,
  ApiKeyRow,
  DepartmentRow,
  DepartmentUserRow,
  OrganizationModelRow,
  OrganizationRow,
  RequestRow,
  SuperAdminRow,
} from "./organization-rows.ts";

const RECENT_ACTIVITIES = 5;
const COST_DECIMALS = 7;

/**
 * The JSON the gateway answers with, assembled from the stored rows. The memory adapters map it with the same
 * core entities as the HTTP adapters, so both sides go through one mapping.
 */
export class OrganizationViews {
  constructor(
    private readonly db: OrganizationDatabase,
    private readonly access: OrganizationAccess,
    private readonly audit: MemoryAuditLog,
  ) {}

  summary(organization: OrganizationRow, userId: string = this.db.actorId) {
    const roles = this.access.rolesOf(organization.id, userId);
    return {
      id: organization.id,
      name: organization.name,
      status: organization.status,
      totalDepartments: this.db.departments.where((row) => row.organizationId === organization.id).length,
      totalUsers: this.access.peopleIn(organization.id).size,
      // The newest entries of the audit log, as the gateway answers them (call after `audit.settled()`).
      recentActivities: this.audit
        .entriesOf(organization.id)
        .slice(-RECENT_ACTIVITIES)
        .reverse()
        .map((entry) => ({ type: entry.kind, description: describeAuditEntry(entry), createdAt: entry.at })),
      role: roles.organizationRole,
      departments: [...roles.departmentRoles].map(([id, role]) => ({
        id,
        name: this.db.departments.get(id).name,
        role,
      })),
    };
  }

  department(row: DepartmentRow, role: HeldRole | null) {
    const { organizationId: _, modelIds, ...department } = row;
    return {
      ...department,
      complianceFiles: this.db.files
        .where((file) => file.departmentId === row.id)
        .map(({ departmentId: __, ...file }) => file),
      models: modelIds.map((id) => this.model(this.db.models.get(id))),
      role,
      spentThisMonthInDollar: this.spentThisMonth(row.id),
    };
  }

  /** What the department's requests cost since the 1st of this month (UTC), 7 decimals as the gateway answers. */
  private spentThisMonth(departmentId: string): number {
    const since = new Date(utcMonthStart(this.db.now())).toISOString();
    const spent = this.db.requests
      .where((request) => request.departmentId === departmentId && request.createdAt >= since)
      .reduce((sum, request) => sum + request.totalCost, 0);
    return roundTo(spent, COST_DECIMALS);
  }

  model(row: OrganizationModelRow) {
    const { organizationId: _, gridNodeId, ...model } = row;
    return {
      ...model,
      customModelApikey: maskSecret(model.customModelApikey),
      gridNode: gridNodeId ? this.db.gridNodes.get(gridNodeId) : null,
    };
  }

  departmentUser(row: DepartmentUserRow) {
    return {
      id: row.id,
      role: row.role,
      user: this.user(this.db.accounts.get(row.userId)),
      apikeys: this.db.apiKeys
        .where((key) => key.departmentUserId === row.id)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((key) => this.apiKey(key)),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  /** A department key as the gateway sends it: masked, with its spend, requests and last use from the requests. */
  apiKey(row: ApiKeyRow): ApiKeyRecord {
    const { departmentUserId: _, ...key } = row;
    const since = new Date(utcMonthStart(this.db.now())).toISOString();
    const requests = this.db.requests.where((request) => request.apiKeyId === row.id);
    const thisMonth = requests.filter((request) => request.createdAt >= since);
    const lastUsedAt = requests.reduce<string | null>(
      (last, request) => (last === null || request.createdAt > last ? request.createdAt : last),
      null,
    );
    return {
      ...key,
      lastUsedAt,
      spendThisMonthUsd: roundTo(
        thisMonth.reduce((sum, request) => sum + request.totalCost, 0),
        COST_DECIMALS,
      ),
      requestsThisMonth: thisMonth.length,
    };
  }

  member(organizationId: string, userId: string) {
    const account = this.db.accounts.get(userId);
    return {
      ...this.user(account),
      departments: this.db.departmentUsers
        .where((row) => row.organizationId === organizationId && row.userId === userId)
        .map((row) => ({
          id: row.departmentId,
          name: this.db.departments.get(row.departmentId).name,
          role: row.role,
        })),
    };
  }

  superAdmin(row: SuperAdminRow) {
    return {
      id: row.id,
      email: row.email,
      phone: row.phone,
      role: row.role,
      user: this.db.accounts.find(row.userId) ? this.user(this.db.accounts.get(row.userId)) : null,
    };
  }

  reportItem(row: RequestRow): ReportItemJson {
    const account = this.db.accounts.find(row.userId);
    return {
      id: row.id,
      createdAt: row.createdAt,
      status: row.status,
      error: row.error,
      departmentId: row.departmentId,
      model: row.model,
      totalCost: row.totalCost,
      apikey: {
        id: row.apiKeyId,
        departmentUser: account ? { id: row.departmentUserId, user: this.user(account) } : null,
      },
    };
  }

  private user(account: AccountRow): Wire<{ id: string; email: string }> {
    return { id: account.id, email: account.email };
  }
}
