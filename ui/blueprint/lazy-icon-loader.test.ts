import { IconSize } from "@blueprintjs/icons";
import { describe, expect, it } from "vitest";
import { Icons } from "./lazy-icon-loader.ts";

describe("the icon loader the build puts in place of Blueprint's", () => {
  it("knows no icon's paths and no name before a first load", () => {
    expect(Icons.getPaths("add", IconSize.STANDARD)).toBeUndefined();
    expect(Icons.isValidIconName("add")).toBe(false);
  });

  it("loads an icon named by a string through Blueprint's loader, which then knows every name", async () => {
    await Icons.load("add", IconSize.STANDARD);

    expect(Icons.getPaths("add", IconSize.STANDARD)?.length).toBeGreaterThan(0);
    expect(Icons.isValidIconName("key")).toBe(true);
    expect(Icons.isValidIconName("no-such-icon")).toBe(false);
  });

  it("loads a list of icons at the large size", async () => {
    await Icons.load(["key", "cog"], IconSize.LARGE);

    expect(Icons.getPaths("key", IconSize.LARGE)?.length).toBeGreaterThan(0);
    expect(Icons.getPaths("cog", IconSize.LARGE)?.length).toBeGreaterThan(0);
  });
});
