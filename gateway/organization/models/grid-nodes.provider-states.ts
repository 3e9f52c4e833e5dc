import type { ProviderStates } from "../../verification/provider-state.ts";
import { stateParams } from "../../verification/state-params.ts";
import { ensureGridNode, GRID_NODE_EXAMPLES } from "../seed/grid-node.fixtures.ts";

const SE3 = GRID_NODE_EXAMPLES.EU as NonNullable<(typeof GRID_NODE_EXAMPLES)["EU"]>;

/** The grid nodes of GET /node and of the models; whoever calls GET /node is signed in, in no organization. */
export const gridNodesProviderStates: ProviderStates = {
  "a grid node": async (params, { gateway: { db, deps } }) => {
    const read = stateParams(params);
    await ensureGridNode(db, deps.clock, {
      ...SE3,
      id: read.text("nodeId", SE3.id),
      region: read.text("region", SE3.region),
      renewablePercentage: read.number("renewablePercentage", SE3.renewablePercentage),
    });
    return undefined;
  },

  /** One node per region; the one named `nodeId` is the EU one (or the first). */
  "grid nodes": async (params, { gateway: { db, deps }, actor }) => {
    // GET /node is for people signed in, organization or not.
    await actor();
    const read = stateParams(params);
    const regions = read.texts("regions", ["EU"]);
    const named = Math.max(0, regions.indexOf("EU"));
    for (const [index, region] of regions.entries()) {
      const example = GRID_NODE_EXAMPLES[region] ?? { ...SE3, id: `node-${region.toLowerCase()}`, region };
      const id = index === named ? read.text("nodeId", example.id) : example.id;
      await ensureGridNode(db, deps.clock, { ...example, id });
    }
    return undefined;
  },

  "the grid data feed is failing": async (_params, { breakTable, actor }) => {
    await actor();
    await breakTable("grid_nodes");
    return undefined;
  },
};
