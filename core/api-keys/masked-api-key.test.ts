import { describe, expect, it } from "vitest";
import { maskedApiKey } from "../usage-logs/usage-log-rules.ts";
import { maskApiKey } from "./masked-api-key.ts";

describe("a listed API key", () => {
  it("shows only its first and last five characters, as the request logs do", () => {
    const value = "mk-demo-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f";
    expect(maskApiKey(value)).toBe("mk-de...b8a7f");
    expect(maskApiKey(value)).toBe(maskedApiKey(value));
  });
});
