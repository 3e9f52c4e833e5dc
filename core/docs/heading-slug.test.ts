import { describe, expect, it } from "vitest";
import { headingSlug, headingSlugger } from "./heading-slug.ts";

describe("heading anchors", () => {
  it("are the heading in lowercase with hyphens for spaces and no punctuation, as GitHub writes them", () => {
    expect(headingSlug("Create your first API key")).toBe("create-your-first-api-key");
    expect(headingSlug("Usage logs & costs")).toBe("usage-logs--costs");
    expect(headingSlug("What's `Best Available`?")).toBe("whats-best-available");
    expect(headingSlug("Émissions et coût")).toBe("émissions-et-coût");
    expect(headingSlug("  Step 2:\tsnake_case and a-b  ")).toBe("step-2-snake_case-and-a-b");
  });

  it("stay unique on one page: a repeated heading gets a number", () => {
    const slugOf = headingSlugger();
    expect(["Example", "Example", "Example-1", "Example"].map(slugOf)).toEqual([
      "example",
      "example-1",
      "example-1-1",
      "example-2",
    ]);
  });

  it("name a heading of punctuation only 'section'", () => {
    expect(headingSlugger()("?!")).toBe("section");
  });
});
