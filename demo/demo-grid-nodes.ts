import type { Wire } from "../core/mapping/wire.ts";
import type { GridNode } from "../core/organization/grid-node.entity.ts";

/** A grid node as both profiles start with it (its update time is when they start). */
export type DemoGridNode = Omit<Wire<GridNode>, "lastUpdatedAt" | "updatable">;

/**
 * The grid nodes the catalogue's models and the demo's own models run on, by data-residency region: typical
 * wholesale prices (LMP, $/MWh) and renewable shares of each market, as starting figures until a grid data feed
 * updates them. The reference gateway starts with them too, demo or not.
 */
// biome-ignore format: one node per line reads as a table
export const DEMO_GRID_NODES: readonly DemoGridNode[] = [
  node("node-pjm-dom", "US", "PJM DOM", "Ashburn, Virginia (PJM Dominion zone)", 44.7, 8.9),
  node("node-ercot-north", "US", "ERCOT HB_NORTH", "Dallas, Texas (ERCOT North Hub)", 31.5, 35.4),
  node("node-caiso-sp15", "US", "CAISO SP15", "Los Angeles, California (CAISO)", 39.8, 52.6),
  node("node-bpa-midc", "US", "Mid-C", "The Dalles, Oregon (Mid-Columbia hub)", 36.1, 78.3),
  node("node-hq-montreal", "CA", "Hydro-Québec", "Montréal, Québec (Hydro-Québec)", 28.4, 99.2),
  node("node-ieso-toronto", "CA", "IESO Toronto", "Toronto, Ontario (IESO)", 33.9, 36.5),
  node("node-se3", "EU", "SE3", "Stockholm, Sweden (Nord Pool)", 41.2, 97.65),
  node("node-fr-paris", "EU", "FR", "Paris, France (EPEX SPOT)", 61.3, 27.8),
  node("node-de-frankfurt", "EU", "DE-LU", "Frankfurt, Germany (EPEX SPOT)", 84.6, 55.2),
  node("node-jp-tokyo", "ASIA", "JEPX Tokyo", "Tokyo, Japan (JEPX)", 82.5, 23.1),
  node("node-sg", "ASIA", "SG USEP", "Singapore (NEMS)", 138.4, 4.2),
];

function node(
  id: string,
  region: string,
  name: string,
  location: string,
  lmp: number,
  renewablePercentage: number,
): DemoGridNode {
  return { id, region, name, location, lmp, renewablePercentage };
}
