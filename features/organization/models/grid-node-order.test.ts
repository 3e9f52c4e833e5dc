import { describe, expect, it } from "vitest";
import { DEFAULT_GRID_NODE_SORT, readGridNodeSort, writeGridNodeSort } from "./grid-node-order.ts";
import { formatRenewableShare } from "./renewable-share.ts";

describe("the grid nodes' order in the address", () => {
  it("is read back as it was written, leaving the other parameters alone", () => {
    const written = writeGridNodeSort("?tab=x", { key: "lmp", direction: "descending" });
    expect(written).toBe("?tab=x&nodeSort=lmp&nodeOrder=desc");
    expect(readGridNodeSort(written)).toEqual({ key: "lmp", direction: "descending" });
  });

  it("writes nothing for the default order and ignores a column it does not know", () => {
    expect(writeGridNodeSort("?nodeSort=lmp", DEFAULT_GRID_NODE_SORT)).toBe("");
    expect(readGridNodeSort("?nodeSort=popularity&nodeOrder=desc")).toEqual(DEFAULT_GRID_NODE_SORT);
  });
});

describe("a renewable share", () => {
  it("reads with 2 decimals, as the interface language writes numbers", () => {
    expect(formatRenewableShare(61.37, "en-US")).toBe("61.37%");
    expect(formatRenewableShare(93.2, "en-US")).toBe("93.20%");
    expect(formatRenewableShare(8, "fr-FR")).toMatch(/^8,00\s%$/);
  });
});
