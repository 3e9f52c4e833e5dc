import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("the hashes of a page's inline scripts", () => {
  it("hashes the exact text of each inline script", () => {
    const html = `<head><script>window.a = 1;</script></head><body><script type="module">\n  go();\n</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("window.a = 1;"), sha256("\n  go();\n")]);
  });

  it("leaves out scripts loaded from a file", () => {
    expect(inlineScriptHashes(`<script defer src="/static/js/index.js"></script>`)).toEqual([]);
  });
});
