import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { outlineOf } from "../../core/docs/doc-outline.ts";
import { DOCUMENTATION_PAGES } from "../../core/docs/documentation-pages.ts";
import { DOCUMENTATION_SOURCES } from "./documentation-sources.ts";

const docs = new URL("../../docs/", import.meta.url);
/** Pages for people working on the project, linked from the README: not part of the product's documentation. */
const FOR_DEVELOPERS = ["deployment.md", "development.md", "gateway.md", "performance.md", "testing.md"];

describe("the bundled documentation", () => {
  it("holds every page of docs/ as written, in reading order, but the pages for developers", () => {
    const written = readdirSync(docs).filter(
      (name) => name.endsWith(".md") && !FOR_DEVELOPERS.includes(name),
    );
    expect(written.sort()).toEqual(DOCUMENTATION_PAGES.map((slug) => `${slug}.md`).sort());
    for (const source of DOCUMENTATION_SOURCES) {
      expect(source.markdown).toBe(readFileSync(new URL(`${source.slug}.md`, docs), "utf8"));
    }
  });

  it("gives every page one title and at least three sections", () => {
    for (const { slug, markdown } of DOCUMENTATION_SOURCES) {
      const outline = outlineOf(markdown);
      expect(outline.title, slug).not.toBe("");
      expect(
        outline.headings.filter((heading) => heading.level === 1),
        slug,
      ).toHaveLength(1);
      expect(outline.headings.filter((heading) => heading.level === 2).length, slug).toBeGreaterThan(2);
    }
  });
});
