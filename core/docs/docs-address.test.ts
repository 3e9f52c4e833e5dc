import { describe, expect, it } from "vitest";
import { docsAddress, readDocsAddress } from "./docs-address.ts";

describe("the documentation's address", () => {
  it("names the page in the query and the heading in the fragment", () => {
    expect(docsAddress("api-keys", "create-a-key")).toBe("/document?page=api-keys#create-a-key");
    expect(docsAddress("playground")).toBe("/document?page=playground");
  });

  it("reads back what it wrote, accented anchors included", () => {
    expect(readDocsAddress("?page=routing-strategies", `#${encodeURIComponent("émission")}`)).toEqual({
      page: "routing-strategies",
      heading: "émission",
    });
  });

  it("reads a missing page or heading as none, and a malformed fragment as typed", () => {
    expect(readDocsAddress("", "")).toEqual({ page: null, heading: null });
    expect(readDocsAddress("?page=", "#100%")).toEqual({ page: null, heading: "100%" });
  });

  it("reads a page name without its surrounding spaces, and a fragment without its #", () => {
    expect(readDocsAddress("?page=%20api-keys%20", "create-a-key")).toEqual({
      page: "api-keys",
      heading: "create-a-key",
    });
  });

  it("encodes the page and the heading", () => {
    expect(docsAddress("a&b", "coût total")).toBe("/document?page=a%26b#co%C3%BBt%20total");
  });
});
