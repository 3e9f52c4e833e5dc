import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const SOURCE_FOLDERS = ["core", "adapters", "ui", "features"];

/**
 * A string icon name (icon="key") makes Blueprint download its whole icon set at run time (TOOLCHAIN.md);
 * icons must be imported as components. These patterns catch the prop forms Blueprint accepts.
 */
const STRING_ICON = /\b(icon|endIcon|rightIcon|leftIcon|iconName)\s*(=\s*\{?\s*["'`]|:\s*["'`])/;

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function findStringIcons(source: string): number[] {
  return source.split("\n").flatMap((line, index) => (STRING_ICON.test(line) ? [index + 1] : []));
}

describe("Blueprint icons", () => {
  it("are never named by a string in the product code", async () => {
    const offenders: string[] = [];
    for (const folder of SOURCE_FOLDERS) {
      for (const file of await sourceFiles(folder)) {
        for (const line of findStringIcons(await readFile(file, "utf8")))
          offenders.push(`${relative(root, file)}:${line}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("would be caught in each form Blueprint accepts", () => {
    expect(findStringIcons(`<Button icon="key" />`)).toEqual([1]);
    expect(findStringIcons(`<Button endIcon={"arrow-right"} />`)).toEqual([1]);
    expect(findStringIcons(`const item = { icon: "cog" };`)).toEqual([1]);
    expect(findStringIcons(`<Icon iconName='moon' />`)).toEqual([1]);
    expect(findStringIcons(`<Button icon={<Key />} />`)).toEqual([]);
  });
});
