import { describe, expect, it } from "vitest";
import { markdownPlainText } from "./markdown-plain-text.ts";

describe("a line of Markdown as a reader sees it", () => {
  it("drops quote markers, nested ones and up to three spaces before them", () => {
    expect(markdownPlainText("> quoted")).toBe("quoted");
    expect(markdownPlainText("> > twice")).toBe("twice");
    expect(markdownPlainText("   >quote")).toBe("quote");
    expect(markdownPlainText("    > indented code")).toBe("> indented code");
    expect(markdownPlainText("5 > 3")).toBe("5 > 3");
  });

  it("drops list markers and task boxes", () => {
    for (const line of [
      "- item",
      "* item",
      "+ item",
      "1. item",
      "12) item",
      "  - item",
      "- [ ] item",
      "- [x] item",
      "- [X] item",
      "-   [x]   item",
    ])
      expect(markdownPlainText(line)).toBe("item");
  });

  it("keeps a marker-like start that is not followed by a space", () => {
    expect(markdownPlainText("-item")).toBe("-item");
    expect(markdownPlainText("1.5 litres")).toBe("1.5 litres");
  });

  it("gives links and images their text", () => {
    expect(markdownPlainText("See [the keys](/document?page=api-keys) and ![a logo](logo.png).")).toBe(
      "See the keys and a logo.",
    );
  });

  it("drops code, strong, emphasis and strike-through marks", () => {
    expect(markdownPlainText("Run `npm test` or ``npm run build``")).toBe("Run npm test or npm run build");
    expect(markdownPlainText("**bold** and __also__")).toBe("bold and also");
    expect(markdownPlainText("*em* and _em_ here")).toBe("em and em here");
    expect(markdownPlainText("~~gone~~ now")).toBe("gone now");
  });

  it("leaves underscores and stars inside words alone", () => {
    expect(markdownPlainText("snake_case_name and 2*3*4")).toBe("snake_case_name and 2*3*4");
  });

  it("turns escaped characters into themselves", () => {
    expect(markdownPlainText("2 \\* 3 \\# \\[x\\] \\_ \\\\")).toBe("2 * 3 # [x] _ \\");
  });

  it("reads a table row as its cells' words, and spaces as one", () => {
    expect(markdownPlainText("| Key |  masked   value |")).toBe("Key masked value");
    expect(markdownPlainText("  a \t  b  ")).toBe("a b");
  });
});
