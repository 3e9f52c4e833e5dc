import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The ways a secret's text could sit in a file: as written (UTF-8), as UTF-16, as the hex or base64 of its UTF-8
 * bytes, and, for a secret ending in hex, those hex digits read as bytes.
 */
export function encodingsOf(secret: string): Buffer[] {
  const utf8 = Buffer.from(secret, "utf8");
  const forms = [
    utf8,
    Buffer.from(secret, "utf16le"),
    Buffer.from(utf8.toString("hex")),
    Buffer.from(utf8.toString("hex").toUpperCase()),
    Buffer.from(utf8.toString("base64").replace(/=+$/, "")),
  ];
  const hexTail = /[0-9a-f]{16,}$/i.exec(secret)?.[0];
  if (hexTail) forms.push(Buffer.from(hexTail.slice(0, hexTail.length - (hexTail.length % 2)), "hex"));
  return forms;
}

/** Every file of a folder (recursively) whose bytes hold any of the needles, as "path: needle #n". */
export async function folderHolds(folder: string, needles: readonly Buffer[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = await readFile(path);
    needles.forEach((needle, index) => {
      if (bytes.includes(needle)) found.push(`${path}: needle #${index}`);
    });
  }
  return found;
}
