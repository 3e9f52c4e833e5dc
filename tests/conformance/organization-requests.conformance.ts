import { describe, expect, it } from "vitest";
import { expectRefusal, type OrganizationWorldFactory } from "./organization-world.ts";

/** OrganizationRequestsGateway: the request report. */
export function organizationRequestsGatewayConformance(arrange: OrganizationWorldFactory): void {
  describe("the organization requests gateway", () => {
    it("gives one page of requests, newest first, each with who sent it, and the total", async () => {
      const world = await arrange();
      const report = await world.gateways.requests.reportRequests(world.organizationId, {
        departmentIds: [],
        page: 1,
        limit: 5,
      });
      expect(report.items.length).toBeGreaterThan(0);
      expect(report.items.length).toBeLessThanOrEqual(5);
      expect(report.total).toBeGreaterThanOrEqual(report.items.length);
      const times = report.items.map((item) => item.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(report.items.every((item) => item.user?.email)).toBe(true);
    });

    it("pages through the same total", async () => {
      const world = await arrange();
      const query = { departmentIds: [world.departmentId], limit: 2 };
      const first = await world.gateways.requests.reportRequests(world.organizationId, { ...query, page: 1 });
      const second = await world.gateways.requests.reportRequests(world.organizationId, {
        ...query,
        page: 2,
      });
      expect(second.total).toBe(first.total);
      expect(second.items.map((item) => item.id)).not.toEqual(first.items.map((item) => item.id));
    });

    it("keeps to the departments and the user asked for", async () => {
      const world = await arrange();
      const report = await world.gateways.requests.reportRequests(world.organizationId, {
        departmentIds: [world.departmentId],
        page: 1,
        limit: 50,
        userId: world.people.member.id,
      });
      expect(report.items.length).toBeGreaterThan(0);
      expect(report.items.every((item) => item.user?.id === world.people.member.id)).toBe(true);
    });

    it("reports to a department admin on their department only, and to a member not at all", async () => {
      const world = await arrange();
      const { requests } = world.gateways;
      world.actAs("departmentAdmin");
      const own = await requests.reportRequests(world.organizationId, {
        departmentIds: [world.departmentId],
        page: 1,
        limit: 5,
      });
      expect(own.total).toBeGreaterThan(0);
      await expectRefusal(
        requests.reportRequests(world.organizationId, {
          departmentIds: [world.otherDepartmentId],
          page: 1,
          limit: 5,
        }),
        403,
      );
      world.actAs("member");
      await expectRefusal(
        requests.reportRequests(world.organizationId, { departmentIds: [], page: 1, limit: 5 }),
        403,
      );
    });

    it("refuses a page size of zero", async () => {
      const world = await arrange();
      await expectRefusal(
        world.gateways.requests.reportRequests(world.organizationId, {
          departmentIds: [],
          page: 1,
          limit: 0,
        }),
        400,
        "limit must not be less than 1",
      );
    });
  });
}
