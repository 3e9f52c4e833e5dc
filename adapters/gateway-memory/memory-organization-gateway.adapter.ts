import { toEntities, toEntity } from "../../core/mapping/to-entity.ts";
import { InviteUserDto } from "../../core/organization/invite-user.dto.ts";
import type { OrganizationDetails } from "../../core/organization/organization-details.ts";
import type { OrganizationGateway } from "../../core/organization/organization-gateway.port.ts";
import {
  alreadyInOrganization,
  alreadySuperAdmin,
  notFound,
  ownerCannotBeRemoved,
} from "../../core/organization/organization-refusals.ts";
import {
  type OrganizationRequest,
  OrganizationRequestDto,
  organizationRequestBody,
} from "../../core/organization/organization-request.dto.ts";
import { OrganizationRole } from "../../core/organization/organization-role.ts";
import { OrganizationStatus } from "../../core/organization/organization-status.ts";
import { OrganizationSummary } from "../../core/organization/organization-summary.entity.ts";
import { SuperAdmin } from "../../core/organization/super-admin.entity.ts";
import { organizationTierRefusal, teamTierRefusal } from "../../core/organization/team-limits.ts";
import { requireId } from "../../core/validation/require-id.ts";
import { failure } from "./organization/organization-access.ts";
import { type OrganizationContext, organizationContext } from "./organization/organization-context.ts";

type Organization = OrganizationDetails["organization"];

/** The organization and its owner and super admins, in memory (memory profile and tests). */
export class MemoryOrganizationGateway implements OrganizationGateway {
  constructor(private readonly context: OrganizationContext = organizationContext()) {}

  async getOrganization(): Promise<Organization> {
    const { db, access, views } = this.context;
    const organization = access.organizationOf(db.actorId);
    await this.context.audit.settled();
    return organization ? views.summary(organization) : { id: null };
  }

  async requestOrganization(request: OrganizationRequest): Promise<OrganizationSummary> {
    const { db, access, views } = this.context;
    const form = access.validated(OrganizationRequestDto, request);
    access.refuse(organizationTierRefusal(db.accounts.get(db.actorId).teamLimits));
    if (access.organizationOf(db.actorId)) throw failure(alreadyInOrganization());
    const organization = db.organizations.insert({
      id: db.newId("org"),
      name: form.name,
      status: OrganizationStatus.PENDING,
      email: form.email,
      phone: organizationRequestBody(form).phone,
      ownerId: db.actorId,
      createdAt: db.timestamp(),
    });
    db.superAdmins.insert({
      id: db.newId("admin"),
      organizationId: organization.id,
      userId: db.actorId,
      email: db.accounts.get(db.actorId).email,
      phone: organization.phone,
      role: OrganizationRole.OWNER,
    });
    await this.context.recordChange({
      organizationId: organization.id,
      kind: "ORGANIZATION_REQUESTED",
      subject: { type: "organization", id: organization.id, name: organization.name },
      before: null,
      after: { name: organization.name, email: organization.email, phone: organization.phone },
    });
    return toEntity(OrganizationSummary, views.summary(organization));
  }

  async listSuperAdmins(organizationId: string): Promise<SuperAdmin[]> {
    const { db, access, views } = this.context;
    access.forOrganization(organizationId, "manageSuperAdmins");
    const rows = db.superAdmins.where((row) => row.organizationId === organizationId);
    return toEntities(
      SuperAdmin,
      rows.map((row) => views.superAdmin(row)),
    );
  }

  async inviteSuperAdmin(organizationId: string, email: string): Promise<SuperAdmin> {
    const { db, access, views } = this.context;
    const { organization } = access.forOrganization(organizationId, "manageSuperAdmins");
    const invite = access.validated(InviteUserDto, { email });
    const account = db.accountFor(invite.email);
    const admins = db.superAdmins.where((row) => row.organizationId === organizationId);
    if (admins.some((row) => row.userId === account.id)) {
      throw failure(alreadySuperAdmin(invite.email));
    }
    const people = access.peopleIn(organizationId);
    const owner = db.accounts.get(organization.ownerId);
    access.refuse(teamTierRefusal(owner.teamLimits, people.size, people.has(account.id) ? 0 : 1));
    const row = db.superAdmins.insert({
      id: db.newId("admin"),
      organizationId,
      userId: account.id,
      email: account.email,
      phone: null,
      role: OrganizationRole.SUPER_ADMIN,
    });
    await this.context.recordChange({
      organizationId,
      kind: "SUPER_ADMIN_ADDED",
      subject: { type: "person", id: account.id, name: account.email },
      before: null,
      after: { role: OrganizationRole.SUPER_ADMIN },
    });
    return toEntity(SuperAdmin, views.superAdmin(row));
  }

  async removeSuperAdmin(organizationId: string, userId: string): Promise<void> {
    const { db, access } = this.context;
    requireId(userId);
    access.forOrganization(organizationId, "manageSuperAdmins");
    const target = db.superAdmins.where(
      (row) => row.organizationId === organizationId && row.userId === userId,
    )[0];
    if (!target) throw failure(notFound("user"));
    if (target.role === OrganizationRole.OWNER) throw failure(ownerCannotBeRemoved());
    db.superAdmins.remove(target.id);
    await this.context.recordChange({
      organizationId,
      kind: "SUPER_ADMIN_REMOVED",
      subject: { type: "person", id: target.userId, name: target.email },
      before: { role: target.role },
      after: null,
    });
  }
}
