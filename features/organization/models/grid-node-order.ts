import type { GridNode } from "../../../core/organization/grid-node.entity.ts";
import type { ColumnSort } from "../../../ui/components/sortable-column-header.tsx";

/** The columns the grid nodes can be ordered by. */
export const GRID_NODE_SORT_KEYS = ["region", "name", "location", "lmp", "renewable", "updated"] as const;
export type GridNodeSortKey = (typeof GRID_NODE_SORT_KEYS)[number];
export type GridNodeSort = ColumnSort<GridNodeSortKey>;

/** The gateway's own order: by region, then name. */
export const DEFAULT_GRID_NODE_SORT: GridNodeSort = { key: "region", direction: "ascending" };

const VALUE: Record<GridNodeSortKey, (node: GridNode) => string | number> = {
  region: (node) => node.region,
  name: (node) => node.name,
  location: (node) => node.location,
  lmp: (node) => node.lmp,
  renewable: (node) => node.renewablePercentage,
  updated: (node) => node.lastUpdatedAt.getTime(),
};

/** The nodes in the asked order; ties by region, then name, so equal values keep a stable, readable order. */
export function sortGridNodes(nodes: readonly GridNode[], sort: GridNodeSort): GridNode[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...nodes].sort(
    (a, b) =>
      sign * compare(VALUE[sort.key](a), VALUE[sort.key](b)) ||
      compare(a.region, b.region) ||
      compare(a.name, b.name),
  );
}

/** The order after a click on a column header: the same column flips its direction, another starts ascending. */
export function nextGridNodeSort(current: GridNodeSort, key: GridNodeSortKey): GridNodeSort {
  if (current.key !== key) return { key, direction: "ascending" };
  return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
}

/** The order an address asks for (`?nodeSort=lmp&nodeOrder=desc`), or the default one. */
export function readGridNodeSort(search: string): GridNodeSort {
  const params = new URLSearchParams(search);
  const key = params.get("nodeSort");
  if (!GRID_NODE_SORT_KEYS.includes(key as GridNodeSortKey)) return DEFAULT_GRID_NODE_SORT;
  return {
    key: key as GridNodeSortKey,
    direction: params.get("nodeOrder") === "desc" ? "descending" : "ascending",
  };
}

/** The address with this order in it (nothing for the default order); its other parameters are kept. */
export function writeGridNodeSort(search: string, sort: GridNodeSort): string {
  const params = new URLSearchParams(search);
  params.delete("nodeSort");
  params.delete("nodeOrder");
  if (sort.key !== DEFAULT_GRID_NODE_SORT.key || sort.direction !== DEFAULT_GRID_NODE_SORT.direction) {
    params.set("nodeSort", sort.key);
    if (sort.direction === "descending") params.set("nodeOrder", "desc");
  }
  const written = params.toString();
  return written ? `?${written}` : "";
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b));
}
