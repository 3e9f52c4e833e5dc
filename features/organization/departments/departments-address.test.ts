import { describe, expect, it } from "vitest";
import { addressOfSearch, searchOfAddress } from "./departments-address.ts";

describe("the departments page's address", () => {
  it("names the department, the tab and the search", () => {
    expect(addressOfSearch("?department=dep-7&tab=files&q=fin")).toEqual({
      departmentId: "dep-7",
      tab: "files",
      query: "fin",
    });
  });

  it("opens the settings tab when the tab is missing or unknown, and no department when none is named", () => {
    expect(addressOfSearch("?department=dep-7").tab).toBe("settings");
    expect(addressOfSearch("?department=dep-7&tab=secrets").tab).toBe("settings");
    expect(addressOfSearch("")).toEqual({ departmentId: null, tab: "settings", query: "" });
  });

  it("ignores an overlong department id rather than asking the gateway for it", () => {
    expect(addressOfSearch(`?department=${"x".repeat(201)}`).departmentId).toBeNull();
  });

  it("is written back the same way, the tab only with a department, nothing for the bare list", () => {
    const search = "?department=dep-7&tab=people&q=research+lab";
    expect(searchOfAddress(addressOfSearch(search))).toBe(search);
    expect(searchOfAddress({ departmentId: null, tab: "models", query: "" })).toBe("");
    expect(searchOfAddress({ departmentId: null, tab: "settings", query: "ops" })).toBe("?q=ops");
  });
});
