import { describe, expect, it } from "vitest";
import type { OrganizationWorldFactory } from "./organization-world.ts";

/** GridNodesGateway: the power-grid nodes models can run on. */
export function gridNodesGatewayConformance(arrange: OrganizationWorldFactory): void {
  describe("the grid nodes gateway", () => {
    it("lists nodes with their price, renewable share and last update", async () => {
      const world = await arrange();
      const nodes = await world.gateways.gridNodes.listGridNodes();
      expect(nodes.map((node) => node.id)).toContain(world.gridNodeId);
      for (const node of nodes) {
        expect(node.lmp).toEqual(expect.any(Number));
        expect(node.renewablePercentage).toBeGreaterThanOrEqual(0);
        expect(node.renewablePercentage).toBeLessThanOrEqual(100);
        expect(node.lastUpdatedAt).toBeInstanceOf(Date);
      }
    });

    it("lists them to anyone signed in, organization or not", async () => {
      const world = await arrange();
      world.actAs("outsider");
      expect((await world.gateways.gridNodes.listGridNodes()).length).toBeGreaterThan(0);
    });
  });
}
