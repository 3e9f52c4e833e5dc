import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { postcssUnusedBlueprintCss, UNRENDERED_BLUEPRINT_COMPONENTS } from "./unused-blueprint-css.ts";

const BLUEPRINT_CSS = createRequire(import.meta.url).resolve("@blueprintjs/core/lib/css/blueprint.css");

function trimmed(css: string, from = BLUEPRINT_CSS): string {
  return postcss([postcssUnusedBlueprintCss()]).process(css, { from }).css;
}

describe("Blueprint's stylesheet in the build", () => {
  it("leaves out the icon font's glyphs: the dashboard draws its icons as SVG and never loads that font", () => {
    const css = trimmed(`.bp6-icon-add::before { content: "\\f101"; }
.bp6-icon-cross::before, .bp6-icon-small-cross::before { content: "\\f102"; }
.bp6-icon:not(:empty)::before { content: "" !important; }
span.bp6-icon-standard { font-family: "blueprint-icons-16"; }`);
    expect(css).not.toContain("bp6-icon-add");
    expect(css).not.toContain("bp6-icon-cross");
    expect(css).toContain(".bp6-icon:not(:empty)::before");
    expect(css).toContain("span.bp6-icon-standard");
  });

  it("leaves out the selectors that need a class of a component the dashboard never renders", () => {
    const css = trimmed(`.bp6-menu-item { color: red; }
.bp6-dark .bp6-tree-node, .bp6-button { color: blue; }
.bp6-tag { color: green; }
@media (hover: hover) { .bp6-navbar { color: black; } }`);
    expect(css).not.toContain("menu-item");
    expect(css).not.toContain("tree-node");
    expect(css).toContain(".bp6-button { color: blue; }");
    expect(css).toContain(".bp6-tag { color: green; }");
    expect(css).not.toContain("@media");
  });

  it("keeps a selector that only excludes such a class", () => {
    const css = trimmed(".bp6-button:not(.bp6-menu-item):is(.bp6-minimal, .bp6-tree) { color: red; }");
    expect(css).toContain(".bp6-button:not(.bp6-menu-item)");
  });

  it("leaves other stylesheets as they are", () => {
    const css = ".bp6-menu-item { color: red; }";
    expect(trimmed(css, "/project/ui/styles/app.css")).toBe(css);
  });

  it("keeps what the components the dashboard renders need, and weighs a third less compressed", () => {
    const whole = readFileSync(BLUEPRINT_CSS, "utf8");
    const css = trimmed(whole);
    for (const needed of [
      ".bp6-button",
      ".bp6-dialog",
      ".bp6-drawer",
      ".bp6-toast",
      ".bp6-tab-list",
      ".bp6-slider-handle",
      ".bp6-switch",
      ".bp6-html-table",
      ".bp6-popover-content",
      ".bp6-icon:not(:empty)::before",
    ])
      expect(css).toContain(needed);
    expect(gzipSync(css).length).toBeLessThan(gzipSync(whole).length * 0.7);
  });
});

const UNRENDERED_NAMES = new Set(Object.values(UNRENDERED_BLUEPRINT_COMPONENTS).flat());
/** Their Classes constants: `card-list` is Classes.CARD_LIST, and CARD_LIST_… for its parts. */
const UNRENDERED_CLASS_CONSTANTS = new RegExp(
  `Classes\\.(${Object.keys(UNRENDERED_BLUEPRINT_COMPONENTS)
    .map((family) => family.toUpperCase().replaceAll("-", "_"))
    .join("|")})(?:_\\w+)?\\b`,
);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

describe("the Blueprint components the dashboard renders", () => {
  it("include none of those whose stylesheet the build leaves out", () => {
    const root = new URL("../../", import.meta.url).pathname;
    const uses: string[] = [];
    for (const file of ["ui", "features", "adapters"].flatMap((folder) => sourceFiles(join(root, folder)))) {
      const source = readFileSync(file, "utf8");
      for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@blueprintjs\/core"/g))
        for (const name of (names ?? "").split(",").map((part) => part.replace(/^\s*type\s+/, "").trim()))
          if (UNRENDERED_NAMES.has(name)) uses.push(`${file}: ${name}`);
      const constant = UNRENDERED_CLASS_CONSTANTS.exec(source);
      if (constant) uses.push(`${file}: ${constant[0]}`);
    }
    expect(uses, "see UNRENDERED_BLUEPRINT_COMPONENTS").toEqual([]);
  });
});
