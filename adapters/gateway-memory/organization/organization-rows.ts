import type { ApiKeyRecord } from "../../../core/api-keys/api-key.entity.ts";
import type { Wire } from "../../../core/mapping/wire.ts";
import type { ComplianceFile } from "../../../core/organization/compliance-file.entity.ts";
import { NO_FRAMEWORKS } from "../../../core/organization/compliance-framework.ts";
import { DataResidency } from "../../../core/organization/data-residency.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import type { GridNode } from "../../../core/organization/grid-node.entity.ts";
import type {
  InternalModel,
  OrganizationModel,
} from "../../../core/organization/organization-model.entity.ts";
import type { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import type { OrganizationStatus } from "../../../core/organization/organization-status.ts";
import type { OrganizationUser } from "../../../core/organization/organization-user.entity.ts";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import type { TeamLimits } from "../../../core/organization/team-limits.ts";

// The stored rows of the in-memory organization area, in the gateway's JSON form (dates as ISO strings) and
// normalised the way the reference gateway's tables are: links by id, views assembled per call.

export type AccountRow = Wire<OrganizationUser> & { teamLimits: TeamLimits };

export interface OrganizationRow {
  id: string;
  name: string;
  status: OrganizationStatus;
  email: string;
  phone: string;
  ownerId: string;
  createdAt: string;
}

/** The owner and the super admins of an organization. */
export interface SuperAdminRow {
  id: string;
  organizationId: string;
  userId: string;
  email: string;
  phone: string | null;
  role: OrganizationRole;
}

/** A department as stored: what its answer adds (files, models, the caller's role, its spend) is read per call. */
export type DepartmentRow = Omit<
  Wire<Department>,
  "complianceFiles" | "models" | "role" | "policiesAssigned" | "spentThisMonthInDollar"
> & {
  organizationId: string;
  modelIds: string[];
};

/** A department as it starts: no framework, no PII handling, no budget, no models. */
export function newDepartmentRow(
  fields: Pick<DepartmentRow, "id" | "organizationId" | "name" | "description" | "createdAt" | "updatedAt">,
): DepartmentRow {
  return {
    ...fields,
    ...NO_FRAMEWORKS,
    PIIAndSensitive: PiiHandling.NONE,
    piiEntities: [],
    monthlyBudgetInDollar: null,
    dataResidency: DataResidency.NONE,
    customRegions: [],
    lastModifiedByRole: {},
    modelIds: [],
  };
}

export interface DepartmentUserRow {
  id: string;
  organizationId: string;
  departmentId: string;
  userId: string;
  role: DepartmentRole;
  createdAt: string;
  updatedAt: string;
}

/**
 * A department user's API key as stored: its settings and standing, its value masked (no secret is kept). Its
 * spend, requests and last use are read from the requests made with it, as the gateway reads them from its log.
 */
export type ApiKeyRow = Omit<
  ApiKeyRecord,
  "secretInFull" | "lastUsedAt" | "spendThisMonthUsd" | "requestsThisMonth"
> & { departmentUserId: string };

/** A key row from a record (a seed's, a mother's): what the list works out from the requests left out. */
export function apiKeyRowOf(record: ApiKeyRecord, departmentUserId: string): ApiKeyRow {
  const { secretInFull: _, lastUsedAt: __, spendThisMonthUsd: ___, requestsThisMonth: ____, ...row } = record;
  return { ...row, departmentUserId };
}

export type ComplianceFileRow = Wire<ComplianceFile> & { departmentId: string };

export type GridNodeRow = Wire<GridNode>;

export type OrganizationModelRow = Omit<Wire<OrganizationModel>, "gridNode"> & {
  organizationId: string;
  gridNodeId: string | null;
};

/** One of the gateway's own models, which an organization can add as an AVAILABLE model. */
export interface CatalogueModelRow {
  id: string;
  name: string;
  provider: string;
  region: string | null;
  gridNodeId: string | null;
  internalModel: Wire<InternalModel> | null;
}

/** A request sent with a department user's API key; who sent it is kept even if the key is deleted later. */
export interface RequestRow {
  id: string;
  organizationId: string;
  departmentId: string;
  apiKeyId: string;
  departmentUserId: string;
  userId: string;
  createdAt: string;
  status: number;
  error: string | null;
  /** The model that served it (Best Available's choice), else the one asked for. */
  model: string;
  /** USD. */
  totalCost: number;
  totalTokens: number;
  /** The serving model's energy per 1,000 tokens, in Wh, and its grid node's renewable share: for emissions. */
  energyWhPerThousandTokens: number;
  renewablePercentage: number | null;
  /**
   * How many values of each kind of personal data the department's PII handling redacted, `{}` when none were;
   * null when the department had no PII handling (as the gateway's chat_history.pii_redactions).
   */
  piiRedactions: Readonly<Record<string, number>> | null;
}
