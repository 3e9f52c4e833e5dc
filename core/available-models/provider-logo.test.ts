import { describe, expect, it } from "vitest";
import { displayableLogo } from "./provider-logo.ts";

describe("a provider logo the dashboard may show", () => {
  it("is an inline image or a path on the dashboard's own origin", () => {
    const svg = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    expect(displayableLogo(svg)).toBe(svg);
    expect(displayableLogo("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(displayableLogo("/logos/openai.svg")).toBe("/logos/openai.svg");
    for (const type of ["png", "jpeg", "gif", "webp", "avif", "svg+xml", "PNG"])
      expect(displayableLogo(`DATA:image/${type};base64,AAAA`)).toBe(`DATA:image/${type};base64,AAAA`);
  });

  it.each([
    ["a remote address", "https://openai.com/favicon.ico"],
    ["a protocol-relative address", "//openai.com/favicon.ico"],
    ["a backslash trick", "/\\openai.com/favicon.ico"],
    ["a data URL that is not an image", "data:text/html,<script>alert(1)</script>"],
    ["a script URL", "javascript:alert(1)"],
    ["a relative path", "logo.png"],
    ["nothing", null],
    ["an empty text", ""],
    ["an image type it does not list", "data:image/bmp;base64,Qk0="],
    ["an image type without its separator", "data:image/pngx,AAAA"],
    ["an image data URL not at the start", " data:image/png;base64,AAAA"],
  ])("is never %s", (_, logo) => {
    expect(displayableLogo(logo)).toBeNull();
  });
});
