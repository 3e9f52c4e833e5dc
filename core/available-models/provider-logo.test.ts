import { describe, expect, it } from "vitest";
import { displayableLogo } from "./provider-logo.ts";

describe("a provider logo the dashboard may show", () => {
  it("is an inline image or a path on the dashboard's own origin", () => {
    const svg = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    expect(displayableLogo(svg)).toBe(svg);
    expect(displayableLogo("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(displayableLogo("/logos/openai.svg")).toBe("/logos/openai.svg");
  });

  it.each([
    ["a remote address", "https://openai.com/favicon.ico"],
    ["a protocol-relative address", "//openai.com/favicon.ico"],
    ["a backslash trick", "/\\openai.com/favicon.ico"],
    ["a data URL that is not an image", "data:text/html,<script>alert(1)</script>"],
    ["a script URL", "javascript:alert(1)"],
    ["a relative path", "logo.png"],
    ["nothing", null],
  ])("is never %s", (_, logo) => {
    expect(displayableLogo(logo)).toBeNull();
  });
});
