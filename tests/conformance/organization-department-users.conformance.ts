import { describe, expect, it } from "vitest";
import { DepartmentRole } from "../../core/organization/organization-role.ts";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import { expectRefusal, type OrganizationWorldFactory } from "./organization-world.ts";

/** DepartmentUsersGateway: the people of one department and their roles there. */
export function departmentUsersGatewayConformance(arrange: OrganizationWorldFactory): void {
  describe("the department users gateway", () => {
    it("lists a department's people to its admin, with their accounts, roles and keys", async () => {
      const world = await arrange();
      world.actAs("departmentAdmin");
      const users = await world.gateways.departmentUsers.listDepartmentUsers(
        world.organizationId,
        world.departmentId,
      );
      const member = users.find((user) => user.user.id === world.people.member.id);
      expect(member).toMatchObject({
        role: DepartmentRole.MEMBER,
        user: { email: world.people.member.email },
      });
      expect(member?.apikeys.length).toBeGreaterThan(0);
      expect(member?.createdAt).toBeInstanceOf(Date);
    });

    it("keeps the list from a member and from another department's admin", async () => {
      const world = await arrange();
      const { departmentUsers } = world.gateways;
      world.actAs("member");
      await expectRefusal(departmentUsers.listDepartmentUsers(world.organizationId, world.departmentId), 403);
      world.actAs("otherDepartmentAdmin");
      await expectRefusal(departmentUsers.listDepartmentUsers(world.organizationId, world.departmentId), 403);
    });

    it("makes a member an admin of the department", async () => {
      const world = await arrange();
      world.actAs("departmentAdmin");
      const promoted = await world.gateways.departmentUsers.changeDepartmentRole(
        world.organizationId,
        world.departmentId,
        world.people.member.id,
        DepartmentRole.ADMIN,
      );
      expect(promoted).toMatchObject({ role: DepartmentRole.ADMIN, user: { id: world.people.member.id } });
    });

    it("refuses a role that does not exist", async () => {
      const world = await arrange();
      await expectRefusal(
        world.gateways.departmentUsers.changeDepartmentRole(
          world.organizationId,
          world.departmentId,
          world.people.member.id,
          "OVERLORD" as DepartmentRole,
        ),
        400,
        "role must be one of the following values: ADMIN, MEMBER",
      );
    });

    it("takes someone out of the department", async () => {
      const world = await arrange();
      const { departmentUsers } = world.gateways;
      await departmentUsers.removeFromDepartment(
        world.organizationId,
        world.departmentId,
        world.people.member.id,
      );
      const users = await departmentUsers.listDepartmentUsers(world.organizationId, world.departmentId);
      expect(users.map((user) => user.user.id)).not.toContain(world.people.member.id);
      await expectRefusal(
        departmentUsers.removeFromDepartment(
          world.organizationId,
          world.departmentId,
          world.people.member.id,
        ),
        404,
      );
    });

    it("refuses a removal without an id", async () => {
      const world = await arrange();
      await expectRefusal(
        world.gateways.departmentUsers.removeFromDepartment(world.organizationId, world.departmentId, " "),
        400,
        INVALID_ID,
      );
    });
  });
}
