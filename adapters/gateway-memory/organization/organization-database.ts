import type { Clock } from "../../../core/clock/clock.port.ts";
import { NOT_FOUND } from "../../../core/organization/organization-refusals.ts";
import { systemClock } from "../memory-clock.ts";
import { MemoryTable } from "../memory-table.ts";
import type {
  AccountRow,
  ApiKeyRow,
  CatalogueModelRow,
  ComplianceFileRow,
  DepartmentRow,
  DepartmentUserRow,
  GridNodeRow,
  OrganizationModelRow,
  OrganizationRow,
  RequestRow,
  SuperAdminRow,
} from "./organization-rows.ts";

/** Everything the database starts with. */
export interface OrganizationSeed {
  readonly accounts: readonly AccountRow[];
  readonly organizations: readonly OrganizationRow[];
  readonly superAdmins: readonly SuperAdminRow[];
  readonly departments: readonly DepartmentRow[];
  readonly departmentUsers: readonly DepartmentUserRow[];
  readonly apiKeys: readonly ApiKeyRow[];
  readonly files: readonly ComplianceFileRow[];
  readonly gridNodes: readonly GridNodeRow[];
  readonly catalogue: readonly CatalogueModelRow[];
  readonly models: readonly OrganizationModelRow[];
  readonly requests: readonly RequestRow[];
  readonly piiEntities: readonly string[];
  /** The account the calls are made as, until `actAs` says otherwise. */
  readonly actorId: string;
}

/**
 * The organization area's data in memory, shared by all its memory adapters, with the one thing a real gateway
 * reads from the bearer token: who is calling (`actorId`).
 */
export class OrganizationDatabase {
  readonly accounts: MemoryTable<AccountRow>;
  readonly organizations: MemoryTable<OrganizationRow>;
  readonly superAdmins: MemoryTable<SuperAdminRow>;
  readonly departments: MemoryTable<DepartmentRow>;
  readonly departmentUsers: MemoryTable<DepartmentUserRow>;
  readonly apiKeys: MemoryTable<ApiKeyRow>;
  readonly files: MemoryTable<ComplianceFileRow>;
  readonly gridNodes: MemoryTable<GridNodeRow>;
  readonly catalogue: MemoryTable<CatalogueModelRow>;
  readonly models: MemoryTable<OrganizationModelRow>;
  readonly requests: MemoryTable<RequestRow>;
  readonly piiEntities: readonly string[];
  private actor: string;
  private sequence = 0;

  constructor(
    seed: OrganizationSeed,
    private readonly clock: Clock = systemClock,
  ) {
    this.accounts = new MemoryTable(NOT_FOUND.user, seed.accounts);
    this.organizations = new MemoryTable(NOT_FOUND.organization, seed.organizations);
    this.superAdmins = new MemoryTable(NOT_FOUND.user, seed.superAdmins);
    this.departments = new MemoryTable(NOT_FOUND.department, seed.departments);
    this.departmentUsers = new MemoryTable(NOT_FOUND.departmentUser, seed.departmentUsers);
    this.apiKeys = new MemoryTable(NOT_FOUND.apiKey, seed.apiKeys);
    this.files = new MemoryTable(NOT_FOUND.file, seed.files);
    this.gridNodes = new MemoryTable(NOT_FOUND.gridNode, seed.gridNodes);
    this.catalogue = new MemoryTable(NOT_FOUND.model, seed.catalogue);
    this.models = new MemoryTable(NOT_FOUND.model, seed.models);
    this.requests = new MemoryTable(NOT_FOUND.request, seed.requests);
    this.piiEntities = seed.piiEntities;
    this.actor = seed.actorId;
  }

  /** The account the next calls are made as (sign-in as someone else, in memory). */
  actAs(userId: string): void {
    this.actor = userId;
  }

  /** Acts as the account of this email, as a gateway reads the caller from the bearer token's email claim. */
  actAsAccountOf(email: string): void {
    this.actor = this.accountFor(email).id;
  }

  get actorId(): string {
    return this.actor;
  }

  now(): number {
    return this.clock.now();
  }

  timestamp(): string {
    return new Date(this.clock.now()).toISOString();
  }

  newId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${this.clock.now().toString(36)}-${this.sequence}`;
  }

  /** A secret as the gateway would issue it: a prefix and 40 random hex characters. */
  newSecret(prefix: string): string {
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    return `${prefix}${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
  }

  /** Ends a department membership, and with it the API keys the person used there. */
  removeMembership(membershipId: string): void {
    this.apiKeys.removeWhere((key) => key.departmentUserId === membershipId);
    this.departmentUsers.remove(membershipId);
  }

  /** The account with this email, created (as if invited before signing up) when there is none. */
  accountFor(email: string): AccountRow {
    const found = this.accounts.where((account) => account.email === email)[0];
    return (
      found ??
      this.accounts.insert({
        id: this.newId("user"),
        email,
        teamLimits: { organizationEnabled: false, teamEnabled: false, maxTeamMembers: 1 },
      })
    );
  }
}
