import { describe, expect, it } from "vitest";
import { shellQuoted } from "./shell-quoted.ts";

describe("a shell word in single quotes", () => {
  it("wraps the text so nothing in it is expanded", () => {
    expect(shellQuoted("$HOME `ls` \\n")).toBe("'$HOME `ls` \\n'");
    expect(shellQuoted("")).toBe("''");
  });

  it("closes, escapes and reopens the quotes around every quote inside", () => {
    expect(shellQuoted("it's Bob's")).toBe("'it'\\''s Bob'\\''s'");
  });
});
