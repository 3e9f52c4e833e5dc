import { describe, expect, it } from "vitest";
import { MOBILE_NUMBER_MESSAGE } from "../../core/organization/organization-request.dto.ts";
import { OrganizationRole } from "../../core/organization/organization-role.ts";
import { OrganizationStatus } from "../../core/organization/organization-status.ts";
import { readOrganizationSummary } from "../../core/organization/read-organization-summary.ts";
import {
  ORGANIZATION_NOT_IN_TIER,
  TEAM_NOT_IN_TIER,
  teamIsFull,
} from "../../core/organization/team-limits.ts";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import { expectRefusal, type OrganizationWorldFactory, TEAM_TIER } from "./organization-world.ts";

const request = { name: "Noor Labs", email: " Noor@Startup.Example", phone: "4165550199", countryCode: "+1" };

/** OrganizationGateway: the organization itself, its owner and super admins. */
export function organizationGatewayConformance(arrange: OrganizationWorldFactory): void {
  describe("the organization gateway", () => {
    it("gives the owner their organization, marked as theirs", async () => {
      const world = await arrange();
      const organization = await world.gateways.organization.getOrganization();
      expect(organization.id).toBe(world.organizationId);
      expect(readOrganizationSummary(organization)).toMatchObject({
        status: OrganizationStatus.ACTIVE,
        isOwner: true,
        isSuperAdmin: false,
      });
    });

    it("tells a department admin and a member their departments and roles", async () => {
      const world = await arrange();
      world.actAs("departmentAdmin");
      const admin = readOrganizationSummary(await world.gateways.organization.getOrganization());
      expect(admin).toMatchObject({ role: null, isOwner: false, hasAdminRole: true });
      world.actAs("member");
      const member = readOrganizationSummary(await world.gateways.organization.getOrganization());
      expect(member?.hasAdminRole).toBe(false);
      expect(member?.departments).toContainEqual(
        expect.objectContaining({ id: world.departmentId, role: "MEMBER" }),
      );
    });

    it("answers someone without an organization with a null id", async () => {
      const world = await arrange();
      world.actAs("outsider");
      expect(await world.gateways.organization.getOrganization()).toEqual({ id: null });
    });

    it("creates a requested organization PENDING, owned by whoever asked", async () => {
      const world = await arrange();
      world.actAs("newcomer");
      const created = await world.gateways.organization.requestOrganization(request);
      expect(created).toMatchObject({ name: "Noor Labs", status: OrganizationStatus.PENDING, isOwner: true });
      expect((await world.gateways.organization.getOrganization()).id).toBe(created.id);
    });

    it("refuses an organization request with an invalid mobile number", async () => {
      const world = await arrange();
      world.actAs("newcomer");
      await expectRefusal(
        world.gateways.organization.requestOrganization({ ...request, phone: "0415550199" }),
        400,
        MOBILE_NUMBER_MESSAGE,
      );
    });

    it("refuses an organization to a tier without organizations, and a second one to an owner", async () => {
      const world = await arrange();
      world.actAs("outsider");
      await expectRefusal(
        world.gateways.organization.requestOrganization(request),
        403,
        ORGANIZATION_NOT_IN_TIER,
      );
      world.actAs("owner");
      await expectRefusal(world.gateways.organization.requestOrganization(request), 409);
    });

    it("lists the owner and the super admins to those who run the organization only", async () => {
      const world = await arrange();
      const admins = await world.gateways.organization.listSuperAdmins(world.organizationId);
      expect(admins).toContainEqual(
        expect.objectContaining({ role: OrganizationRole.OWNER, email: world.people.owner.email }),
      );
      expect(admins).toContainEqual(
        expect.objectContaining({ role: OrganizationRole.SUPER_ADMIN, email: world.people.superAdmin.email }),
      );
      world.actAs("departmentAdmin");
      await expectRefusal(world.gateways.organization.listSuperAdmins(world.organizationId), 403);
    });

    it("invites a super admin by an email it trims and lowercases", async () => {
      const world = await arrange();
      world.actAs("superAdmin");
      const invited = await world.gateways.organization.inviteSuperAdmin(
        world.organizationId,
        "  New.Admin@Meridian.Example ",
      );
      expect(invited).toMatchObject({
        email: "new.admin@meridian.example",
        role: OrganizationRole.SUPER_ADMIN,
      });
      const admins = await world.gateways.organization.listSuperAdmins(world.organizationId);
      expect(admins.map((admin) => admin.email)).toContain("new.admin@meridian.example");
    });

    it("refuses to invite an invalid email", async () => {
      const world = await arrange();
      await expectRefusal(
        world.gateways.organization.inviteSuperAdmin(world.organizationId, "not-an-email"),
        400,
        "email must be an email",
      );
    });

    it("refuses newcomers beyond what the owner's tier allows", async () => {
      const world = await arrange();
      await world.setOwnerTier({ ...TEAM_TIER, teamEnabled: false });
      await expectRefusal(
        world.gateways.organization.inviteSuperAdmin(world.organizationId, "late@meridian.example"),
        403,
        TEAM_NOT_IN_TIER,
      );
      await world.setOwnerTier({ ...TEAM_TIER, maxTeamMembers: 2 });
      await expectRefusal(
        world.gateways.organization.inviteSuperAdmin(world.organizationId, "late@meridian.example"),
        403,
        teamIsFull(2),
      );
    });

    it("removes a super admin, but never the owner", async () => {
      const world = await arrange();
      const { organization } = world.gateways;
      await organization.removeSuperAdmin(world.organizationId, world.people.superAdmin.id);
      const admins = await organization.listSuperAdmins(world.organizationId);
      expect(admins.map((admin) => admin.email)).not.toContain(world.people.superAdmin.email);
      await expectRefusal(organization.removeSuperAdmin(world.organizationId, world.people.owner.id), 403);
    });

    it("refuses a removal without an id, or of someone unknown", async () => {
      const world = await arrange();
      await expectRefusal(
        world.gateways.organization.removeSuperAdmin(world.organizationId, ""),
        400,
        INVALID_ID,
      );
      await expectRefusal(
        world.gateways.organization.removeSuperAdmin(world.organizationId, "user-nobody"),
        404,
      );
    });

    it("does not find an organization that does not exist", async () => {
      const world = await arrange();
      await expectRefusal(world.gateways.organization.listSuperAdmins("org-does-not-exist"), 404);
    });
  });
}
