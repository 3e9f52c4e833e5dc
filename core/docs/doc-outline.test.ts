import { describe, expect, it } from "vitest";
import { outlineOf, tableOfContents } from "./doc-outline.ts";

const PAGE = [
  "# API keys",
  "",
  "Call the gateway with a **key** of your own.",
  "",
  "## Create a key",
  "",
  "1. Open [API keys](https://example.test/keys).",
  "2. Press `Create API key`.",
  "",
  "```sh",
  "# not a heading",
  'curl -H "Authorization: Bearer $MERIDIAN_API_KEY"',
  "```",
  "",
  "### Keep it secret ###",
  "",
  "| column | meaning |",
  "|---|---|",
  "| Key | masked |",
  "",
  "## Create a key",
  "Again.",
].join("\n");

describe("a documentation page's outline", () => {
  const outline = outlineOf(PAGE);

  it("takes its title from the first level-1 heading", () => {
    expect(outline.title).toBe("API keys");
    expect(outlineOf("no heading here", "fallback").title).toBe("fallback");
  });

  it("lists every heading in order with a unique anchor, never a line inside fenced code", () => {
    expect(outline.headings).toEqual([
      { level: 1, text: "API keys", slug: "api-keys" },
      { level: 2, text: "Create a key", slug: "create-a-key" },
      { level: 3, text: "Keep it secret", slug: "keep-it-secret" },
      { level: 2, text: "Create a key", slug: "create-a-key-1" },
    ]);
  });

  it("lists the sections under the title, two levels deep, in its table of contents", () => {
    const deep = outlineOf("# Title\n## Two\n### Three\n#### Four");
    expect(tableOfContents(deep.headings).map((heading) => heading.text)).toEqual(["Two", "Three"]);
  });

  it("keeps each section's words as a reader sees them, code included, table rules and marks left out", () => {
    const [intro, create, secret] = outline.sections;
    expect(intro?.text).toBe("Call the gateway with a key of your own.");
    expect(create?.text).toBe(
      [
        "Open API keys.",
        "Press Create API key.",
        "# not a heading",
        'curl -H "Authorization: Bearer $MERIDIAN_API_KEY"',
      ].join("\n"),
    );
    expect(secret?.text).toBe("column meaning\nKey masked");
  });

  it("reads only # headings of one to six marks, after at most three spaces, with a space after the marks", () => {
    const odd = outlineOf(
      [
        "#5 not a heading",
        "####### seven",
        "    # indented code",
        "   ### Three spaces",
        "#",
        "## Closed ##",
      ].join("\n"),
    );
    expect(odd.headings).toEqual([
      { level: 3, text: "Three spaces", slug: "three-spaces" },
      { level: 1, text: "", slug: "section" },
      { level: 2, text: "Closed", slug: "closed" },
    ]);
    expect(odd.title).toBe("");
  });

  it("ends a fence only with a fence of the same mark at least as long", () => {
    const fenced = outlineOf(
      ["# T", "~~~~", "```", "## inside", "~~~", "~~~~~", "## After", "text"].join("\r\n"),
    );
    expect(fenced.headings.map((heading) => heading.text)).toEqual(["T", "After"]);
    expect(fenced.sections[0]?.text).toBe("```\n## inside\n~~~");
  });

  it("ends a fence only with the mark it opened with", () => {
    const fenced = outlineOf(["# T", "~~~", "````", "inside", "~~~", "after"].join("\n"));
    expect(fenced.sections[0]?.text).toBe("````\ninside\nafter");
  });

  it("opens a fence only with three marks or more at the start of a line", () => {
    const notFences = outlineOf(["# T", "`code`", "text ```", "## Next"].join("\n"));
    expect(notFences.headings.map((heading) => heading.text)).toEqual(["T", "Next"]);
  });

  it("leaves out only whole table rules and breaks, keeping lines that merely hold dashes", () => {
    const lines = outlineOf(
      [
        "# T",
        " | :--- | ---: | ",
        "--- | ---",
        "|---|",
        "- - -",
        "a ---",
        "--- end",
        "x | --- y",
        "* * * z",
      ].join("\n"),
    );
    expect(lines.sections[0]?.text).toBe("a ---\n--- end\nx --- y\n* * z");
  });

  it("needs one space or more between a heading's marks and its text, and before closing marks", () => {
    const spaced = outlineOf(["#  Wide", "## Closed  ##", "## Kept#"].join("\n"));
    expect(spaced.headings.map((heading) => heading.text)).toEqual(["Wide", "Closed", "Kept#"]);
  });

  it("leaves out thematic breaks and text before the first heading", () => {
    const broken = outlineOf(["before", "# T", "---", "* * *", "kept", "___"].join("\n"));
    expect(broken.sections).toEqual([{ heading: { level: 1, text: "T", slug: "t" }, text: "kept" }]);
  });

  it("keeps code lines without their indentation, and code before the first heading belongs to no section", () => {
    const code = outlineOf(["```", "orphan", "```", "# T", "```js", "    indented();", "```"].join("\n"));
    expect(code.sections).toEqual([{ heading: { level: 1, text: "T", slug: "t" }, text: "indented();" }]);
  });
});
