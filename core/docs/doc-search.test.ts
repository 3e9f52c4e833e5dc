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

describe("how a section scores", () => {
  const scores = (pages: readonly SearchablePage[], query: string) =>
    searchDocs(pages, query, 100).map((hit) => [hit.heading, hit.score]);

  it("counts a word starting a heading's word most, inside one less, each use in the text up to five, a use starting a word one more", () => {
    const guide = page(
      "guide",
      "# Guide\n## Monkeys\nmonkeys here\n## Keys\nkeys keys keys keys keys keys keys\n## Other\nthe keyset\n## Few\nkeys, keys",
    );
    expect(scores([guide], "keys")).toEqual([
      ["Keys", 18],
      ["Monkeys", 9],
      ["Few", 3],
      ["Other", 2],
    ]);
  });

  it("counts the word in the page title a little for each of its sections", () => {
    expect(scores([page("keys", "# Keys guide\n## Setup\nnothing relevant")], "keys")).toEqual([
      ["Keys guide", 15],
      ["Setup", 3],
    ]);
  });

  it("adds a bonus for the whole query as typed, in the heading and in the text", () => {
    const doc = page("doc", "# Doc\n## API key\nUse an api key.\n## Key api\napi key\n## Key\napi");
    expect(scores([doc], "  api   key ")).toEqual([
      ["API key", 42],
      ["Key api", 32],
      ["Key", 14],
    ]);
  });

  it("keeps the documentation's order between equal scores, across pages", () => {
    const first = page("first", "# One\n## Alpha\nword");
    const second = page("second", "# Two\n## Beta\nword");
    expect(where(searchDocs([first, second], "word"))).toEqual(["first#alpha", "second#beta"]);
    expect(where(searchDocs([second, first], "word"))).toEqual(["second#beta", "first#alpha"]);
  });

  it("shows eight hits unless told otherwise", () => {
    const many = page("many", Array.from({ length: 10 }, (_, i) => `## Part ${i}\nword`).join("\n"));
    expect(searchDocs([many], "word")).toHaveLength(8);
  });

  it("reads each word of the query once, whatever separates them", () => {
    const doc = page("doc", "# Doc\n## Cost\ntoken price");
    expect(searchDocs([doc], "price, price;token")[0]?.score).toBe(
      searchDocs([doc], "price token")[0]?.score,
    );
  });
});

describe("the marked matches", () => {
  it("merge where they overlap or touch", () => {
    const doc = page("doc", "# Doc\n## API key\nx\n## abcd\nx");
    const [apiKey] = searchDocs([doc], "api key");
    expect(apiKey?.headingMatches).toEqual([{ start: 0, end: 7 }]);
    const [touching] = searchDocs([doc], "ab cd");
    expect(touching?.headingMatches).toEqual([{ start: 0, end: 4 }]);
  });

  it("are each use of the word in the heading, apart when apart", () => {
    const doc = page("doc", "# Doc\n## key and key\nx");
    expect(searchDocs([doc], "key")[0]?.headingMatches).toEqual([
      { start: 0, end: 3 },
      { start: 8, end: 11 },
    ]);
  });
});

describe("a hit's snippet", () => {
  const body = `${"alpha ".repeat(20)}target ${"omega ".repeat(40).trim()}`;
  const doc = page("doc", `# Doc\n## Long\n${body}`);

  it("starts at a word about fifty characters before the first match and ends at a word about 160 later", () => {
    const [hit] = searchDocs([doc], "target");
    expect(hit?.snippet).toBe(`…${"alpha ".repeat(8)}target ${"omega ".repeat(16)}omega…`);
    expect(hit?.snippetMatches).toEqual([{ start: 49, end: 55 }]);
  });

  it("is not cut at the start when the match comes early, nor at the end of a short text", () => {
    const [early] = searchDocs([page("doc", "# Doc\n## Short\nthe target is near the start")], "target");
    expect(early?.snippet).toBe("the target is near the start");
    expect(early?.snippetMatches).toEqual([{ start: 4, end: 10 }]);
  });

  it("starts at the text's first word when the match is within the lead, however many words come before it", () => {
    const [hit] = searchDocs([page("doc", "# Doc\n## Short\na big target here")], "target");
    expect(hit?.snippet).toBe("a big target here");
  });

  it("centres on the first word found when the whole query is not there, even one at the very start", () => {
    const text = `alpha ${"filler ".repeat(30)}omega`;
    const [hit] = searchDocs([page("doc", `# Doc\n## Part\n${text}`)], "alpha omega");
    expect(hit?.snippet.startsWith("alpha filler")).toBe(true);
    expect(hit?.snippet.endsWith("…")).toBe(true);
  });

  it("cuts a word longer than the lead or the length where it must rather than dropping it", () => {
    const [longBefore] = searchDocs([page("doc", `# Doc\n## Part\n${"x".repeat(60)} target`)], "target");
    expect(longBefore?.snippet).toBe(`…${"x".repeat(49)} target`);
    const [longAfter] = searchDocs([page("doc", `# Doc\n## Part\ntarget${"y".repeat(200)}`)], "target");
    expect(longAfter?.snippet).toBe(`target${"y".repeat(154)}…`);
  });

  it("starts at the text when only the heading or title holds the word", () => {
    const [hit] = searchDocs([page("doc", "# Doc\n## Target\nnothing else here")], "target");
    expect(hit?.snippet).toBe("nothing else here");
    expect(hit?.snippetMatches).toEqual([]);
  });

  it("centres on the whole query rather than an earlier single word", () => {
    const text = `api ${"filler ".repeat(20)}api key`;
    const [hit] = searchDocs([page("doc", `# Doc\n## Part\n${text}`)], "api key");
    expect(hit?.snippet.startsWith("…")).toBe(true);
    expect(hit?.snippet.endsWith("api key")).toBe(true);
  });
});
