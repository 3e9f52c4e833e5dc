import * as blueprintOwn from "@blueprintjs/icons/lib/esm/iconNames.js";
import { describe, expect, it } from "vitest";
import { IconNames, IconNamesSet } from "./icon-names.ts";

describe("the icon names the build puts in place of Blueprint's", () => {
  it("are the same tables Blueprint computes, name for name", () => {
    expect(IconNames).toEqual(blueprintOwn.IconNames);
    expect([...IconNamesSet].sort()).toEqual([...blueprintOwn.IconNamesSet].sort());
  });
});
