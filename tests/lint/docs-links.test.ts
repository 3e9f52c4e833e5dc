import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
/** The README is the front door: what the product is, the two commands, the demo accounts, the map and links. */
const README_MOST_BYTES = 10_240;

const MARKDOWN_LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;

function markdownFiles(): string[] {
  const docs = readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".md"))
    .map((path) => join(root, "docs", path));
  return [join(root, "README.md"), ...docs];
}

/** Link targets in a page's text, leaving out fenced code and inline code, where brackets are code. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(MARKDOWN_LINK)].map((match) => match[1] ?? "");
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsIn(file: string): Set<string> {
  const headings = readFileSync(file, "utf8").match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((heading) => anchorOf(heading.replace(/^#+ /, ""))));
}

/** What is wrong with a relative link from `file`, or null when it leads to a file (and heading) that exist. */
function brokenLink(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/")) return null;
  const [path = "", anchor] = target.split("#");
  const destination = path === "" ? file : resolve(dirname(file), decodeURI(path));
  if (!existsSync(destination)) return "no such file";
  if (anchor && destination.endsWith(".md") && statSync(destination).isFile()) {
    if (!anchorsIn(destination).has(anchor)) return `no heading #${anchor}`;
  }
  return null;
}

describe("the README and docs/", () => {
  it("link only to files and headings that exist", () => {
    const broken = markdownFiles().flatMap((file) =>
      linkTargets(readFileSync(file, "utf8")).flatMap((target) => {
        const problem = brokenLink(file, target);
        return problem ? [`${relative(root, file)}: (${target}) ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it(`keep the README within ${README_MOST_BYTES} bytes`, () => {
    expect(statSync(join(root, "README.md")).size).toBeLessThanOrEqual(README_MOST_BYTES);
  });
});

describe("the links check itself", () => {
  it("reads links in prose but not in code", () => {
    const page = "See [a](a.md) and `[b](b.md)`.\n\n```ts\nconst x = [c](d);\n```\n[e](e.md#part)\n";
    expect(linkTargets(page)).toEqual(["a.md", "e.md#part"]);
  });

  it("makes a heading's anchor as GitHub does", () => {
    expect(anchorOf("Endpoints beyond SPEC §7")).toBe("endpoints-beyond-spec-7");
    expect(anchorOf("PGlite and PostgreSQL")).toBe("pglite-and-postgresql");
    expect(anchorOf("npm test")).toBe("npm-test");
  });
});
