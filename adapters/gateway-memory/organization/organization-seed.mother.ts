import { ApiKeyMother } from "../../../core/api-keys/api-key.mother.ts";
import { maskApiKey } from "../../../core/api-keys/masked-api-key.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { ComplianceFileMother } from "../../../core/organization/compliance-file.mother.ts";
import { DataResidency } from "../../../core/organization/data-residency.ts";
import { DepartmentMother, type DepartmentRecord } from "../../../core/organization/department.mother.ts";
import { GridNodeMother } from "../../../core/organization/grid-node.mother.ts";
import { emissionOf } from "../../../core/organization/model-rules.ts";
import { OrganizationModelMother } from "../../../core/organization/organization-model.mother.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { OrganizationStatus } from "../../../core/organization/organization-status.ts";
import { PII_ENTITIES } from "../../../core/organization/pii-entities.ts";
import type { TeamLimits } from "../../../core/organization/team-limits.ts";
import { memoryOrganizationGateways } from "./memory-organization-gateways.ts";
import { organizationContext } from "./organization-context.ts";
import { OrganizationDatabase, type OrganizationSeed } from "./organization-database.ts";
import {
  apiKeyRowOf,
  type CatalogueModelRow,
  type ComplianceFileRow,
  type DepartmentRow,
  type DepartmentUserRow,
  type GridNodeRow,
  type OrganizationModelRow,
  type OrganizationRow,
  type RequestRow,
  type SuperAdminRow,
} from "./organization-rows.ts";

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };

/** Someone a test puts in the organization. */
export interface Person {
  readonly id: string;
  readonly email: string;
}

const TEAM_TIER: TeamLimits = { organizationEnabled: true, teamEnabled: true, maxTeamMembers: 25 };
const CREATED = "2025-01-01T00:00:00.000Z";

/**
 * The memory organization area's data, built by a test with only what it is about: an ACTIVE organization owned by
 * OWNER (on a team tier), then the departments, people, documents, models and requests the test adds.
 */
export class OrganizationSeedBuilder {
  static readonly ORGANIZATION_ID = "org-test";
  static readonly OWNER: Person = { id: "user-owner", email: "owner@example.test" };

  private readonly seed: Mutable<OrganizationSeed>;

  constructor() {
    const owner = OrganizationSeedBuilder.OWNER;
    const organization: OrganizationRow = {
      id: OrganizationSeedBuilder.ORGANIZATION_ID,
      name: "Test Org",
      status: OrganizationStatus.ACTIVE,
      email: owner.email,
      phone: "+14155550100",
      ownerId: owner.id,
      createdAt: CREATED,
    };
    this.seed = {
      accounts: [{ ...owner, teamLimits: TEAM_TIER }],
      organizations: [organization],
      superAdmins: [this.admin(owner, OrganizationRole.OWNER)],
      departments: [],
      departmentUsers: [],
      apiKeys: [],
      files: [],
      gridNodes: [],
      catalogue: [],
      models: [],
      requests: [],
      piiEntities: [...PII_ENTITIES],
      actorId: owner.id,
    };
  }

  /** The organization's own fields (name, status…). */
  organization(overrides: Partial<OrganizationRow>): this {
    const [organization] = this.seed.organizations as [OrganizationRow];
    this.seed.organizations = [{ ...organization, ...overrides }];
    return this;
  }

  /** A department: every setting off and no model assigned unless given. */
  department(overrides: Partial<DepartmentRecord & Pick<DepartmentRow, "modelIds">> = {}): this {
    const {
      complianceFiles: _files,
      models: _models,
      role: _role,
      spentThisMonthInDollar: _spent,
      ...stored
    } = DepartmentMother.record(overrides);
    this.seed.departments.push({
      dataResidency: DataResidency.NONE,
      customRegions: [],
      ...stored,
      organizationId: OrganizationSeedBuilder.ORGANIZATION_ID,
      modelIds: overrides.modelIds ?? [],
    });
    return this;
  }

  /** An account that belongs to no department (yet): on a team tier unless said. */
  account(person: Person, teamLimits: TeamLimits = TEAM_TIER): this {
    if (!this.seed.accounts.some((account) => account.id === person.id))
      this.seed.accounts.push({ ...person, teamLimits });
    return this;
  }

  /** A super admin of the organization besides its owner. */
  superAdmin(person: Person): this {
    this.account(person);
    this.seed.superAdmins.push(this.admin(person, OrganizationRole.SUPER_ADMIN));
    return this;
  }

  /** Someone in a department with a role there and `keys` API keys (ids `key-<membership>-<n>`). */
  member(person: Person, departmentId: string, role = DepartmentRole.MEMBER, keys = 1): this {
    this.account(person);
    const id = `du-${person.id}-${departmentId}`;
    const membership: DepartmentUserRow = {
      id,
      organizationId: OrganizationSeedBuilder.ORGANIZATION_ID,
      departmentId,
      userId: person.id,
      role,
      createdAt: CREATED,
      updatedAt: CREATED,
    };
    this.seed.departmentUsers.push(membership);
    for (let n = 1; n <= keys; n += 1) {
      // As the gateway makes them: the department's name, then a part that differs from key to key.
      const part = (0x5eed00 + this.seed.apiKeys.length * 7919).toString(16).padEnd(30, "0");
      const key = apiKeyRowOf(
        ApiKeyMother.record({
          id: `key-${id}-${n}`,
          name: `Key ${n}`,
          value: maskApiKey(`mrd-${departmentId.replace(/^dep-/, "")}-${part}`),
          createdBy: person.email,
        }),
        id,
      );
      this.seed.apiKeys.push(key);
    }
    return this;
  }

  /** A policy document of a department. */
  file(departmentId: string, overrides: Partial<ComplianceFileRow> = {}): this {
    this.seed.files.push({ ...ComplianceFileMother.record(overrides), departmentId });
    return this;
  }

  /** A grid node models can run on. */
  gridNode(overrides: Partial<GridNodeRow> = {}): this {
    this.seed.gridNodes.push(GridNodeMother.record(overrides));
    return this;
  }

  /** One of the gateway's models the organization may add (placed nowhere unless said). */
  catalogueModel(overrides: Partial<CatalogueModelRow> & Pick<CatalogueModelRow, "name">): this {
    this.seed.catalogue.push({
      id: `model-${overrides.name}`,
      provider: "Test provider",
      region: null,
      gridNodeId: null,
      internalModel: null,
      ...overrides,
    });
    return this;
  }

  /**
   * A model the organization offers (one of the gateway's unless said otherwise), assigned to the departments
   * given; its emission is its grid node's renewable share.
   */
  model(overrides: Partial<OrganizationModelRow> = {}, assignedTo: readonly string[] = []): this {
    const { gridNode: _node, ...wire } =
      overrides.type === "CUSTOM"
        ? OrganizationModelMother.customRecord(overrides)
        : OrganizationModelMother.record(overrides);
    const gridNodeId = overrides.gridNodeId ?? null;
    const node = this.seed.gridNodes.find((found) => found.id === gridNodeId) ?? null;
    const row: OrganizationModelRow = {
      ...wire,
      organizationId: OrganizationSeedBuilder.ORGANIZATION_ID,
      gridNodeId,
      emission: emissionOf(node),
      ...overrides,
    };
    this.seed.models.push(row);
    for (const departmentId of assignedTo) {
      const department = this.seed.departments.find((found) => found.id === departmentId);
      department?.modelIds.push(row.id);
    }
    return this;
  }

  /** A request sent with a department user's key (the first key of their membership unless said). */
  request(membershipOf: Person, departmentId: string, overrides: Partial<RequestRow> = {}): this {
    const membership = `du-${membershipOf.id}-${departmentId}`;
    this.seed.requests.push({
      id: `req-${this.seed.requests.length + 1}`,
      organizationId: OrganizationSeedBuilder.ORGANIZATION_ID,
      departmentId,
      apiKeyId: `key-${membership}-1`,
      departmentUserId: membership,
      userId: membershipOf.id,
      createdAt: CREATED,
      status: 200,
      error: null,
      model: "test-model",
      totalCost: 0.001,
      totalTokens: 1000,
      energyWhPerThousandTokens: 0.1,
      renewablePercentage: 50,
      piiRedactions: null,
      ...overrides,
    });
    return this;
  }

  /** Who the calls are made as at first (the owner unless said). */
  actingAs(person: Pick<Person, "id">): this {
    this.seed.actorId = person.id;
    return this;
  }

  build(): OrganizationSeed {
    return structuredClone(this.seed);
  }

  /** Every memory adapter of the organization area over this data. */
  gateways(clock?: Clock) {
    return memoryOrganizationGateways(organizationContext(new OrganizationDatabase(this.build(), clock)));
  }

  private admin(person: Person, role: OrganizationRole): SuperAdminRow {
    return {
      id: `admin-${person.id}`,
      organizationId: OrganizationSeedBuilder.ORGANIZATION_ID,
      userId: person.id,
      email: person.email,
      phone: null,
      role,
    };
  }
}

/** The organization area's data for a memory-adapter test (see OrganizationSeedBuilder). */
export const OrganizationSeedMother = {
  create: () => new OrganizationSeedBuilder(),
};
