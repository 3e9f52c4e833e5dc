import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { type GridNodeSort, writeGridNodeSort } from "./grid-node-order.ts";

/**
 * Keeps the grid nodes' order in the address (replacing the history entry), so a reload or a shared link shows
 * the same order. The view model reads it from the address once, when the page opens.
 */
export function useGridNodeSortAddress(sort: GridNodeSort): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  // Only a change of the order writes the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const next = writeGridNodeSort(search, sort);
    if (next !== search) void navigate({ search: next }, { replace: true });
  }, [sort]);
}
