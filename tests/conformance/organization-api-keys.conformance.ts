import { describe, expect, it } from "vitest";
import { unlimitedKeySettings } from "../../core/api-keys/api-key-settings.dto.ts";
import type { DepartmentKeyHolder } from "../../core/organization/department-user-api-keys-gateway.port.ts";
import { readOrganizationSummary } from "../../core/organization/read-organization-summary.ts";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import {
  expectRefusal,
  type OrganizationWorld,
  type OrganizationWorldFactory,
} from "./organization-world.ts";

const MASKED = /^.{5}\.\.\..{5}$/;

/** DepartmentUserApiKeysGateway: the keys department users send requests with (issue 27). */
export function departmentUserApiKeysGatewayConformance(arrange: OrganizationWorldFactory): void {
  const keysOf = async (world: OrganizationWorld, userId: string) => {
    world.actAs("owner");
    const users = await world.gateways.departmentUsers.listDepartmentUsers(
      world.organizationId,
      world.departmentId,
    );
    return users.find((user) => user.user.id === userId)?.apikeys ?? [];
  };
  const holder = (world: OrganizationWorld, userId = world.people.member.id): DepartmentKeyHolder => ({
    organizationId: world.organizationId,
    departmentId: world.departmentId,
    userId,
  });
  const latestActivity = async (world: OrganizationWorld) => {
    world.actAs("owner");
    const summary = readOrganizationSummary(await world.gateways.organization.getOrganization());
    return summary?.recentActivities[0];
  };

  describe("the department user API keys gateway", () => {
    it("lets a member create a key of their own, its secret in full once, masked in the list", async () => {
      const world = await arrange();
      world.actAs("member");
      const key = await world.gateways.apiKeys.create(holder(world));
      expect(key).toMatchObject({ secretInFull: true, revokedAt: null, spendThisMonthUsd: 0 });
      expect(key.value).toEqual(expect.stringMatching(/\S{20,}/));
      expect(key.name).toMatch(/^Key \d+$/);
      const listed = (await keysOf(world, world.people.member.id)).find((each) => each.id === key.id);
      expect(listed?.value).toBe(`${key.value.slice(0, 5)}...${key.value.slice(-5)}`);
      expect(listed?.secretInFull).toBeFalsy();
    });

    it("lists each key masked with what it carries: name, limits, who made it and its use this month", async () => {
      const world = await arrange();
      const [key] = await keysOf(world, world.people.member.id);
      expect(key?.value).toMatch(MASKED);
      expect(key).toMatchObject({
        name: expect.any(String),
        revokedAt: null,
        spendThisMonthUsd: expect.any(Number),
        requestsThisMonth: expect.any(Number),
      });
    });

    it("lets the department's admin create a key with settings for a member, but not a member for the admin", async () => {
      const world = await arrange();
      world.actAs("departmentAdmin");
      const settings = {
        ...unlimitedKeySettings("Evaluation runs"),
        monthlyBudgetUsd: 0.05,
        allowedModels: ["gpt-4o-mini"],
      };
      const key = await world.gateways.apiKeys.create(holder(world), settings);
      expect(key).toMatchObject({ ...settings, createdBy: world.people.departmentAdmin.email });
      const activity = await latestActivity(world);
      expect(activity?.type).toBe("DEPARTMENT_KEY_CREATED");
      expect(activity?.description).toBe(
        `Key Evaluation runs was created by ${world.people.departmentAdmin.email}`,
      );
      world.actAs("member");
      await expectRefusal(world.gateways.apiKeys.create(holder(world, world.people.departmentAdmin.id)), 403);
    });

    it("edits a key's settings, and refuses settings that break the rules without changing anything", async () => {
      const world = await arrange();
      const [key] = await keysOf(world, world.people.member.id);
      world.actAs("departmentAdmin");
      const settings = { ...unlimitedKeySettings("Nightly jobs"), requestsPerMinute: 30 };
      const edited = await world.gateways.apiKeys.update(holder(world), key?.id as string, settings);
      expect(edited).toMatchObject({ ...settings, id: key?.id, value: key?.value });
      await expectRefusal(
        world.gateways.apiKeys.update(holder(world), key?.id as string, { ...settings, name: " " }),
        400,
        "name is required",
      );
      expect((await keysOf(world, world.people.member.id))[0]?.name).toBe("Nightly jobs");
      expect((await latestActivity(world))?.type).toBe("DEPARTMENT_KEY_EDITED");
    });

    it("rotates a key: a new secret once, the old one kept for the grace chosen", async () => {
      const world = await arrange();
      const [key] = await keysOf(world, world.people.member.id);
      world.actAs("departmentAdmin");
      const rotated = await world.gateways.apiKeys.rotate(holder(world), key?.id as string, "1h");
      expect(rotated.secretInFull).toBe(true);
      expect(rotated.value).not.toBe(key?.value);
      expect(Date.parse(rotated.previousSecretUntil ?? "")).toBeGreaterThan(world.now());
      expect((await latestActivity(world))?.type).toBe("DEPARTMENT_KEY_ROTATED");
    });

    it("revokes a key once, and refuses to rotate a revoked key", async () => {
      const world = await arrange();
      const [key] = await keysOf(world, world.people.member.id);
      world.actAs("departmentAdmin");
      const revoked = await world.gateways.apiKeys.revoke(holder(world), key?.id as string);
      expect(revoked.revokedAt).not.toBeNull();
      const again = await world.gateways.apiKeys.revoke(holder(world), key?.id as string);
      expect(again.revokedAt).toBe(revoked.revokedAt);
      expect((await latestActivity(world))?.type).toBe("DEPARTMENT_KEY_REVOKED");
      world.actAs("departmentAdmin");
      await expectRefusal(
        world.gateways.apiKeys.rotate(holder(world), key?.id as string, "none"),
        409,
        "This API key was revoked; it cannot be rotated.",
      );
    });

    it("deletes a key, and records it in the organization's activity", async () => {
      const world = await arrange();
      const [key] = await keysOf(world, world.people.member.id);
      world.actAs("departmentAdmin");
      await world.gateways.apiKeys.remove(holder(world), key?.id as string);
      expect((await keysOf(world, world.people.member.id)).map((each) => each.id)).not.toContain(key?.id);
      expect((await latestActivity(world))?.type).toBe("DEPARTMENT_KEY_DELETED");
    });

    it("refuses a delete without an id, or of a key someone else holds", async () => {
      const world = await arrange();
      const { apiKeys } = world.gateways;
      await expectRefusal(apiKeys.remove(holder(world), ""), 400, INVALID_ID);
      const [membersKey] = await keysOf(world, world.people.member.id);
      await expectRefusal(
        apiKeys.remove(holder(world, world.people.departmentAdmin.id), membersKey?.id as string),
        404,
      );
    });
  });
}
