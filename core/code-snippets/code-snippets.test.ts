import { describe, expect, it } from "vitest";
import { API_KEY_VARIABLE, REQUEST_SNIPPET_LANGUAGES, SNIPPET_LANGUAGES } from "./code-snippets.ts";

describe("the languages of the examples", () => {
  it("are offered as curl, Python, TypeScript, and Anthropic's SDK for a model request", () => {
    expect(SNIPPET_LANGUAGES).toEqual(["curl", "python", "typeScript"]);
    expect(REQUEST_SNIPPET_LANGUAGES).toEqual(["curl", "python", "typeScript", "anthropic"]);
  });

  it("read the API key from MERIDIAN_API_KEY when they hold none", () => {
    expect(API_KEY_VARIABLE).toBe("MERIDIAN_API_KEY");
  });
});
