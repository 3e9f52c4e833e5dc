import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const FOLDERS = ["core", "adapters", "ui", "features", "tests", "contracts", "gateway"];

/** `new SomethingViewModel(`: where a view model is built. */
const BUILDS_A_VIEW_MODEL = /\bnew\s+([A-Z]\w*ViewModel)\s*\(/g;
/** `useService<Port>(Port)`, `container.get<Port>(Port)`: a call site repeating the type its token carries. */
const REPEATED_TOKEN_TYPE = /\b(useService|get|bind|rebind)<(\w+)>\(\s*\2\s*[,)]/g;
/** A token made by hand instead of with `token<T>(name)`, which carries its type. */
const UNTYPED_TOKEN = /export const (\w+) = Symbol\.for\(/g;

/**
 * One wiring per screen (issue 26): a view model is built only by its factory, which the page, the core acceptance
 * world and the view model's tests all call, so none of them can miss a dependency the others give. A view model
 * that owns another may build it; the composition root builds the shell's own.
 */
function buildsAllowed(file: string): boolean {
  return (
    file.endsWith(".view-model-factory.ts") ||
    file.endsWith(".view-model.ts") ||
    file === "ui/composition-root.ts"
  );
}

async function sourceFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const folder of FOLDERS) {
    const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries)
      if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes("node_modules"))
        files.push(relative(root, join(entry.parentPath, entry.name)));
  }
  return files;
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split("\n").length;
}

function offences(file: string, source: string): string[] {
  const found: string[] = [];
  if (!buildsAllowed(file))
    for (const match of source.matchAll(BUILDS_A_VIEW_MODEL))
      found.push(`${file}:${lineOf(source, match.index)} builds ${match[1]} outside its factory`);
  for (const match of source.matchAll(REPEATED_TOKEN_TYPE))
    found.push(`${file}:${lineOf(source, match.index)} repeats the type ${match[2]} its token carries`);
  for (const match of source.matchAll(UNTYPED_TOKEN))
    found.push(`${file}:${lineOf(source, match.index)} makes the token ${match[1]} without its type`);
  return found;
}

describe("the wiring of screens", () => {
  it("builds each view model only in its factory, and never repeats a token's type", async () => {
    const found: string[] = [];
    // This file names the patterns it looks for.
    for (const file of (await sourceFiles()).filter(
      (name) => name !== "tests/lint/view-model-wiring.test.ts",
    ))
      found.push(...offences(file, await readFile(join(root, file), "utf8")));
    expect(found).toEqual([]);
  });

  it("would catch each offence", () => {
    expect(offences("features/a/a-page.tsx", "const vm = new AViewModel({ gateway });")).toHaveLength(1);
    expect(offences("tests/acceptance/drivers/core/a.core-driver.ts", "new AViewModel(x)")).toHaveLength(1);
    expect(offences("features/a/a.view-model-factory.ts", "return tracked(new AViewModel(x));")).toEqual([]);
    expect(offences("features/a/a-page.tsx", "useService<Notifier>(Notifier)")).toHaveLength(1);
    expect(offences("tests/x.ts", "container.get<ApiKeysGateway>(ApiKeysGateway)")).toHaveLength(1);
    expect(offences("core/x.port.ts", 'export const X = Symbol.for("X");')).toHaveLength(1);
    expect(offences("core/x.port.ts", 'export const X = token<X>("X");')).toEqual([]);
  });
});
