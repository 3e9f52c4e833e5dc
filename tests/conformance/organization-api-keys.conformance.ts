import { describe, expect, it } from "vitest";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import { expectRefusal, type OrganizationWorldFactory } from "./organization-world.ts";

/** DepartmentUserApiKeysGateway: the keys department users send requests with. */
export function departmentUserApiKeysGatewayConformance(arrange: OrganizationWorldFactory): void {
  const keysOf = async (world: Awaited<ReturnType<OrganizationWorldFactory>>, userId: string) => {
    world.actAs("owner");
    const users = await world.gateways.departmentUsers.listDepartmentUsers(
      world.organizationId,
      world.departmentId,
    );
    return users.find((user) => user.user.id === userId)?.apikeys.map((key) => key.id) ?? [];
  };

  describe("the department user API keys gateway", () => {
    it("lets a member create a key of their own, shown once in full", async () => {
      const world = await arrange();
      world.actAs("member");
      const key = await world.gateways.apiKeys.createApiKey(
        world.organizationId,
        world.departmentId,
        world.people.member.id,
      );
      expect(key.value).toEqual(expect.stringMatching(/\S{20,}/));
      expect(key.createdAt).toBeInstanceOf(Date);
      expect(await keysOf(world, world.people.member.id)).toContain(key.id);
    });

    it("lets the department's admin create a key for a member, but not a member for the admin", async () => {
      const world = await arrange();
      world.actAs("departmentAdmin");
      await world.gateways.apiKeys.createApiKey(
        world.organizationId,
        world.departmentId,
        world.people.member.id,
      );
      world.actAs("member");
      await expectRefusal(
        world.gateways.apiKeys.createApiKey(
          world.organizationId,
          world.departmentId,
          world.people.departmentAdmin.id,
        ),
        403,
      );
    });

    it("deletes a key", async () => {
      const world = await arrange();
      const [keyId] = await keysOf(world, world.people.member.id);
      await world.gateways.apiKeys.deleteApiKey(
        world.organizationId,
        world.departmentId,
        world.people.member.id,
        keyId as string,
      );
      expect(await keysOf(world, world.people.member.id)).not.toContain(keyId);
    });

    it("refuses a delete without an id, or of a key someone else holds", async () => {
      const world = await arrange();
      const { apiKeys } = world.gateways;
      await expectRefusal(
        apiKeys.deleteApiKey(world.organizationId, world.departmentId, world.people.member.id, ""),
        400,
        INVALID_ID,
      );
      const [membersKey] = await keysOf(world, world.people.member.id);
      await expectRefusal(
        apiKeys.deleteApiKey(
          world.organizationId,
          world.departmentId,
          world.people.departmentAdmin.id,
          membersKey as string,
        ),
        404,
      );
    });
  });
}
