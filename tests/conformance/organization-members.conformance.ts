import { describe, expect, it } from "vitest";
import { DepartmentRole } from "../../core/organization/organization-role.ts";
import { TEAM_NOT_IN_TIER } from "../../core/organization/team-limits.ts";
import { DEPARTMENTS_MIN_MESSAGE } from "../../core/organization/user-departments.dto.ts";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import { expectRefusal, type OrganizationWorldFactory, TEAM_TIER } from "./organization-world.ts";

/** OrganizationMembersGateway: the organization's people and their departments. */
export function organizationMembersGatewayConformance(arrange: OrganizationWorldFactory): void {
  describe("the organization members gateway", () => {
    it("lists the organization's people with their departments", async () => {
      const world = await arrange();
      const members = await world.gateways.members.listMembers(world.organizationId);
      const member = members.find((person) => person.id === world.people.member.id);
      expect(member?.email).toBe(world.people.member.email);
      expect(member?.departments).toContainEqual(
        expect.objectContaining({ id: world.departmentId, role: DepartmentRole.MEMBER }),
      );
    });

    it("invites someone by a cleaned-up email into departments, as a member of each", async () => {
      const world = await arrange();
      const invited = await world.gateways.members.inviteToDepartments(world.organizationId, {
        email: "  Zoe.Park@Meridian.Example",
        departments: [world.departmentId, world.otherDepartmentId],
      });
      expect(invited.email).toBe("zoe.park@meridian.example");
      expect(invited.departments.map((department) => [department.id, department.role])).toEqual(
        expect.arrayContaining([
          [world.departmentId, DepartmentRole.MEMBER],
          [world.otherDepartmentId, DepartmentRole.MEMBER],
        ]),
      );
      const members = await world.gateways.members.listMembers(world.organizationId);
      expect(members.map((person) => person.email)).toContain("zoe.park@meridian.example");
    });

    it("refuses an invitation into no department, into an unknown one, or beyond the tier", async () => {
      const world = await arrange();
      const { members } = world.gateways;
      await expectRefusal(
        members.inviteToDepartments(world.organizationId, { email: "zoe@meridian.example", departments: [] }),
        400,
        DEPARTMENTS_MIN_MESSAGE,
      );
      await expectRefusal(
        members.inviteToDepartments(world.organizationId, {
          email: "zoe@meridian.example",
          departments: ["dep-nope"],
        }),
        404,
      );
      await world.setOwnerTier({ ...TEAM_TIER, teamEnabled: false });
      await expectRefusal(
        members.inviteToDepartments(world.organizationId, {
          email: "zoe@meridian.example",
          departments: [world.departmentId],
        }),
        403,
        TEAM_NOT_IN_TIER,
      );
    });

    it("leaves inviting to those who run the organization", async () => {
      const world = await arrange();
      world.actAs("departmentAdmin");
      await expectRefusal(
        world.gateways.members.inviteToDepartments(world.organizationId, {
          email: "zoe@meridian.example",
          departments: [world.departmentId],
        }),
        403,
      );
    });

    it("moves someone to exactly the departments given", async () => {
      const world = await arrange();
      const moved = await world.gateways.members.setMemberDepartments(
        world.organizationId,
        world.people.member.id,
        [world.otherDepartmentId],
      );
      expect(moved.departments.map((department) => department.id)).toEqual([world.otherDepartmentId]);
      await expectRefusal(
        world.gateways.members.setMemberDepartments(world.organizationId, world.people.member.id, []),
        400,
        DEPARTMENTS_MIN_MESSAGE,
      );
    });

    it("takes someone out of every department", async () => {
      const world = await arrange();
      const { members } = world.gateways;
      await members.removeMember(world.organizationId, world.people.member.id);
      const people = await members.listMembers(world.organizationId);
      expect(people.map((person) => person.id)).not.toContain(world.people.member.id);
      await expectRefusal(members.removeMember(world.organizationId, world.people.member.id), 404);
      await expectRefusal(members.removeMember(world.organizationId, ""), 400, INVALID_ID);
    });
  });
}
