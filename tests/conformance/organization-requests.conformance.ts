import { describe, expect, it } from "vitest";
import { NOT_IN_DEPARTMENT, roleTooLow } from "../../core/organization/organization-permissions.ts";
import { DepartmentRole } from "../../core/organization/organization-role.ts";
import { expectRefusal, type OrganizationWorldFactory } from "./organization-world.ts";

/** OrganizationRequestsGateway: the request report and its series for charts. */
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

    it("says which department each request went under, the model that served it and what it cost", async () => {
      const world = await arrange();
      const report = await world.gateways.requests.reportRequests(world.organizationId, {
        departmentIds: [world.departmentId],
        page: 1,
        limit: 20,
      });
      expect(report.items.length).toBeGreaterThan(0);
      for (const item of report.items) {
        expect(item.departmentId).toBe(world.departmentId);
        expect(item.model).not.toBe("");
        expect(item.totalCost).toBeGreaterThanOrEqual(0);
      }
      expect(report.items.some((item) => item.totalCost > 0)).toBe(true);
    });

    it("sums the same requests per day in the series: oldest day first, energy 15 % of the spend", async () => {
      const world = await arrange();
      const { requests } = world.gateways;
      const departmentIds = [world.departmentId];
      const report = await requests.reportRequests(world.organizationId, {
        departmentIds,
        page: 1,
        limit: 1,
      });
      const { points } = await requests.requestSeries(world.organizationId, { departmentIds, days: 90 });
      expect(points.reduce((sum, point) => sum + point.requests, 0)).toBe(report.total);
      const dates = points.map((point) => point.date);
      expect(dates).toEqual([...dates].sort());
      expect(new Set(dates).size).toBe(dates.length);
      for (const point of points) {
        expect(point.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(point.departmentId).toBe(world.departmentId);
        expect(point.energyCost).toBeCloseTo(point.spend * 0.15, 6);
        expect(point.emissions).toBeGreaterThanOrEqual(0);
      }
      expect(points.some((point) => point.spend > 0 && point.emissions > 0)).toBe(true);
    });

    it("keeps the series to the person asked for", async () => {
      const world = await arrange();
      const { requests } = world.gateways;
      const query = { departmentIds: [world.departmentId], userId: world.people.member.id };
      const report = await requests.reportRequests(world.organizationId, { ...query, page: 1, limit: 1 });
      const { points } = await requests.requestSeries(world.organizationId, { ...query, days: 90 });
      expect(report.total).toBeGreaterThan(0);
      expect(points.reduce((sum, point) => sum + point.requests, 0)).toBe(report.total);
    });

    it("charts for a department admin their department only, and for a member none", async () => {
      const world = await arrange();
      const { requests } = world.gateways;
      world.actAs("departmentAdmin");
      const own = await requests.requestSeries(world.organizationId, {
        departmentIds: [world.departmentId],
        days: 90,
      });
      expect(own.points.length).toBeGreaterThan(0);
      const other = { departmentIds: [world.otherDepartmentId], days: 30 };
      await expectRefusal(requests.requestSeries(world.organizationId, other), 403, NOT_IN_DEPARTMENT);
      world.actAs("member");
      await expectRefusal(
        requests.requestSeries(world.organizationId, { departmentIds: [world.departmentId], days: 30 }),
        403,
        ...roleTooLow(DepartmentRole.ADMIN).errMsgs,
      );
    });

    it("refuses a series without departments or of more than 90 days", async () => {
      const world = await arrange();
      const { requests } = world.gateways;
      await expectRefusal(
        requests.requestSeries(world.organizationId, { departmentIds: [], days: 30 }),
        400,
        "departmentIds should not be empty",
      );
      await expectRefusal(
        requests.requestSeries(world.organizationId, { departmentIds: [world.departmentId], days: 91 }),
        400,
        "days must not be greater than 90",
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
