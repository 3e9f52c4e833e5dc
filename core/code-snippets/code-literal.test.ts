import { describe, expect, it } from "vitest";
import { codeLiteral, PYTHON_LITERALS, quoted, TYPESCRIPT_LITERALS } from "./code-literal.ts";

describe("a JSON value written as code", () => {
  it("spells true, false and null in each language's words", () => {
    expect([true, false, null].map((value) => codeLiteral(value, PYTHON_LITERALS))).toEqual([
      "True",
      "False",
      "None",
    ]);
    expect([true, false, null].map((value) => codeLiteral(value, TYPESCRIPT_LITERALS))).toEqual([
      "true",
      "false",
      "null",
    ]);
  });

  it("writes numbers and strings as JSON does", () => {
    expect(codeLiteral(0.25, PYTHON_LITERALS)).toBe("0.25");
    expect(codeLiteral(-3, TYPESCRIPT_LITERALS)).toBe("-3");
    expect(codeLiteral('say "hi"\n$HOME `x`', PYTHON_LITERALS)).toBe('"say \\"hi\\"\\n$HOME `x`"');
    expect(quoted("a\\b")).toBe('"a\\\\b"');
  });

  it("refuses a number no language can write", () => {
    expect(() => codeLiteral(Number.POSITIVE_INFINITY, PYTHON_LITERALS)).toThrow(
      new RangeError("No literal for Infinity"),
    );
    expect(() => codeLiteral(Number.NaN, TYPESCRIPT_LITERALS)).toThrow("No literal for NaN");
  });

  it("writes an empty list and an empty object on one line", () => {
    expect(codeLiteral([], PYTHON_LITERALS)).toBe("[]");
    expect(codeLiteral({}, TYPESCRIPT_LITERALS)).toBe("{}");
  });

  it("keeps an object of plain values on one line, in each language's braces", () => {
    const message = { role: "user", content: "Hi", weight: 1, stop: null, stream: false };
    expect(codeLiteral(message, PYTHON_LITERALS)).toBe(
      '{"role": "user", "content": "Hi", "weight": 1, "stop": None, "stream": False}',
    );
    expect(codeLiteral(message, TYPESCRIPT_LITERALS)).toBe(
      '{ role: "user", content: "Hi", weight: 1, stop: null, stream: false }',
    );
  });

  it("quotes a TypeScript key only when it is not an identifier", () => {
    expect(TYPESCRIPT_LITERALS.key("max_tokens")).toBe("max_tokens");
    expect(TYPESCRIPT_LITERALS.key("n")).toBe("n");
    expect(TYPESCRIPT_LITERALS.key("$")).toBe("$");
    expect(TYPESCRIPT_LITERALS.key("$ref")).toBe("$ref");
    expect(TYPESCRIPT_LITERALS.key("_a1")).toBe("_a1");
    expect(TYPESCRIPT_LITERALS.key("top-p")).toBe('"top-p"');
    expect(TYPESCRIPT_LITERALS.key("1st")).toBe('"1st"');
    expect(TYPESCRIPT_LITERALS.key("a b")).toBe('"a b"');
    expect(TYPESCRIPT_LITERALS.key("")).toBe('""');
    expect(TYPESCRIPT_LITERALS.key("ok!")).toBe('"ok!"');
    expect(PYTHON_LITERALS.key("model")).toBe('"model"');
  });

  it("opens a line per entry, indented a step a level, for what holds a list or an object", () => {
    const request = { model: "m", messages: [{ role: "user", content: "Hi" }], options: { n: [1, true] } };
    expect(codeLiteral(request, TYPESCRIPT_LITERALS)).toBe(
      [
        "{",
        '    model: "m",',
        "    messages: [",
        '        { role: "user", content: "Hi" },',
        "    ],",
        "    options: {",
        "        n: [",
        "            1,",
        "            true,",
        "        ],",
        "    },",
        "}",
      ].join("\n"),
    );
  });

  it("indents from the given indent by the given step", () => {
    expect(codeLiteral([[null]], PYTHON_LITERALS, "  ", "\t")).toBe("[\n  \t[\n  \t\tNone,\n  \t],\n  ]");
    expect(codeLiteral({ a: { b: 1 } }, PYTHON_LITERALS, ">")).toBe('{\n>    "a": {"b": 1},\n>}');
  });
});
