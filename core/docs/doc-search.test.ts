import { describe, expect, it } from "vitest";
import { outlineOf } from "./doc-outline.ts";
import { type DocSearchHit, type SearchablePage, searchDocs } from "./doc-search.ts";

function page(slug: string, markdown: string): SearchablePage {
  return { slug, outline: outlineOf(markdown, slug) };
}

const PAGES: readonly SearchablePage[] = [
  page(
    "getting-started",
    "# Getting started\n\nSign in, then open the playground.\n\n## Your first request\n\nPick a model and ask. The answer streams in.",
  ),
  page(
    "api-keys",
    [
      "# API keys",
      "Keys let your own code call the gateway.",
      "## Create a key",
      "Press Create API key: the new key is shown in full once.",
      "## Delete a key",
      "Apps that use a deleted key stop working at once.",
    ].join("\n"),
  ),
  page(
    "routing-strategies",
    [
      "# Routing strategies",
      "## Émission",
      "Best Available picks the model with the least non-renewable energy per token.",
      "## Cost",
      `${"Filler words about prices and tokens. ".repeat(6)}The cheapest model by list price wins the request.`,
    ].join("\n"),
  ),
];

const where = (hits: readonly DocSearchHit[]) => hits.map((hit) => `${hit.page}#${hit.headingSlug}`);
const marked = (text: string, ranges: DocSearchHit["snippetMatches"]) =>
  ranges.map((range) => text.slice(range.start, range.end));

describe("searching the documentation", () => {
  it("finds nothing for an empty query", () => {
    expect(searchDocs(PAGES, "  ")).toEqual([]);
  });

  it("ranks sections whose heading has the word first, the one using it most at the top", () => {
    expect(where(searchDocs(PAGES, "delete"))).toEqual(["api-keys#delete-a-key"]);
    expect(where(searchDocs(PAGES, "key")).slice(0, 3)).toEqual([
      "api-keys#create-a-key",
      "api-keys#api-keys",
      "api-keys#delete-a-key",
    ]);
  });

  it("needs every word of the query in the section, its heading or its page title", () => {
    expect(where(searchDocs(PAGES, "key stop"))).toEqual(["api-keys#delete-a-key"]);
    expect(searchDocs(PAGES, "key banana")).toEqual([]);
  });

  it("ignores case and accents", () => {
    expect(where(searchDocs(PAGES, "EMISSION"))).toEqual(["routing-strategies#émission"]);
  });

  it("shows the words around the first match, cut at word boundaries, with the matches marked", () => {
    const [hit] = searchDocs(PAGES, "cheapest model");
    expect(hit?.headingSlug).toBe("cost");
    expect(hit?.snippet.startsWith("…")).toBe(true);
    expect(hit?.snippet).toContain("The cheapest model by list price wins the request.");
    expect(marked(hit?.snippet ?? "", hit?.snippetMatches ?? [])).toEqual(["cheapest model"]);
  });

  it("marks the matches in the heading too", () => {
    const [hit] = searchDocs(PAGES, "first");
    expect(hit?.heading).toBe("Your first request");
    expect(marked(hit?.heading ?? "", hit?.headingMatches ?? [])).toEqual(["first"]);
  });

  it("keeps the documentation's order between equally good hits, and stops at the limit", () => {
    expect(where(searchDocs(PAGES, "the", 2))).toHaveLength(2);
    const all = searchDocs(PAGES, "a", 100);
    const scores = all.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
