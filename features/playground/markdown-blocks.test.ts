import { describe, expect, it } from "vitest";
import { markdownBlocks } from "./markdown-blocks.ts";

describe("an answer's Markdown blocks", () => {
  it("are its paragraphs, headings, lists, quotes and tables, one each", () => {
    const markdown =
      "## Title\n\nA paragraph\non two lines.\n\n- one\n- two\n\n> quoted\n\n| a |\n|---|\n| 1 |";
    expect(markdownBlocks(markdown)).toEqual([
      "## Title",
      "A paragraph\non two lines.",
      "- one\n- two",
      "> quoted",
      "| a |\n|---|\n| 1 |",
    ]);
  });

  it("keep a fenced code block whole, blank lines and all, even while it is still open", () => {
    expect(markdownBlocks("Code:\n\n```ts\nconst a = 1;\n\nconst b = 2;\n```\n\nAfter.")).toEqual([
      "Code:",
      "```ts\nconst a = 1;\n\nconst b = 2;\n```",
      "After.",
    ]);
    expect(markdownBlocks("Code:\n\n~~~~\nx\n\n```\ny")).toEqual(["Code:", "~~~~\nx\n\n```\ny"]);
  });

  it("keep an indented continuation with its list item", () => {
    expect(markdownBlocks("- item\n\n  more of the item\n\nNext")).toEqual([
      "- item\n\n  more of the item",
      "Next",
    ]);
  });

  it("leave a block's trailing blank lines out, as they are streamed", () => {
    expect(markdownBlocks("Para\n\n")).toEqual(["Para"]);
  });

  it("put back together give the same text, blank lines aside", () => {
    const markdown = "# A\n\n\n\nB\n\n```\n\n```\n\nC";
    expect(markdownBlocks(markdown).join("\n\n")).toBe("# A\n\nB\n\n```\n\n```\n\nC");
  });

  it("are nothing for an empty answer", () => {
    expect(markdownBlocks("")).toEqual([]);
    expect(markdownBlocks("\n\n")).toEqual([]);
  });
});
