import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** `sha256-<base64>` of the text of every inline <script> of a page, as CSP's script-src hash sources want it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? "")
    .filter((text) => text.length > 0)
    .map((text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
}
