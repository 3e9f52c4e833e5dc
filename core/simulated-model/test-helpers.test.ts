import { describe, expect, it } from "vitest";
import { seededRandom } from "../text/seeded-random.ts";
import { STRING_FORMATS } from "./formatted-string.ts";
import { randomSchema } from "./random-schema.test-helper.ts";
import { STRING_FORMAT_CHECKS } from "./string-format-checks.test-helper.ts";

// The fuzz tests of the simulated model are only as sharp as their oracle and their schemas: these state what the
// format checks refuse and what the random schemas reach.

describe("the string format checks the tests give Ajv", () => {
  it.each([
    [
      "date",
      ["2024-02-29", "2027-12-28"],
      ["2023-02-29", "2024-13-01", "2024-1-01", "24-01-01", "2024-01-01x", "2024-00-10"],
    ],
    [
      "time",
      ["00:00:00Z", "23:59:59z", "12:30:00.5+01:00", "12:30:00-0130", "12:30:00.25Z", "09:05:07+23:59"],
      ["24:00:00Z", "12:60:00Z", "12:00:60Z", "12:00:00", "12:00:00+24:00", "1:00:00Z", "x12:00:00Z"],
    ],
    [
      "date-time",
      ["2024-01-01T00:00:00Z", "2024-01-01t10:00:00Z", "2024-01-01 10:00:00Z"],
      ["2024-01-01", "2024-01-01T25:00:00Z", "2024-02-30T10:00:00Z", "2024-01-01T10:00:00ZT1"],
    ],
    [
      "duration",
      ["P1D", "PT12H59M", "P1Y2M3DT4H5M6S", "P2W", "PT1S"],
      ["P", "PT", "1D", "P1H", "PT1D", "P1DT", "P1W2D", "p1d"],
    ],
    [
      "email",
      ["amber.amber@example.com", "a+b@x.io", "A@B.CO", "a@x-y.io", "o'neil!#$%&*+/=?^_`{|}~-@x.io"],
      ["amber@", "@example.com", "a b@x.io", "a@-x.io", "a@x", "a..b@x.io", ".a@x.io"],
    ],
    [
      "hostname",
      ["amber.example.com", "a", "a-b.c.", "x".repeat(63), `${"a.".repeat(126)}a`],
      ["-a.com", "a-.com", "a..com", "a_b.com", "x".repeat(64), `${"a.".repeat(127)}ab`],
    ],
    [
      "ipv4",
      ["192.0.2.1", "255.255.255.255", "0.0.0.0", "10.20.199.250", "200.249.1.9"],
      ["256.0.0.1", "1.2.3", "1.2.3.4.5", "01.2.3.4", "1.2.3.a", " 1.2.3.4"],
    ],
    [
      "ipv6",
      ["2001:db8::ffff", "::1", "::ffff:192.0.2.1"],
      ["2001:db8", "2001:db8:::1", "192.0.2.1", "gggg::1", "[::1]", "2001:db8::1/64"],
    ],
    [
      "uuid",
      ["00000000-0000-4000-8000-000000000000", "ABCDEF12-3456-4789-abcd-ef1234567890"],
      [
        "00000000-0000-4000-8000-00000000000",
        "00000000000040008000000000000000",
        "g0000000-0000-4000-8000-000000000000",
        "x00000000-0000-4000-8000-000000000000",
      ],
    ],
    [
      "uri",
      ["https://example.com/amber", "mailto:a@b.co", "urn:isbn:0451450523", "git+ssh://x.y/z"],
      ["example.com/amber", "https://exa mple.com", "1http://x", "://x", "http://[x"],
    ],
  ])("accept the %s strings the RFC allows and refuse near misses", (format, valid, invalid) => {
    const check = STRING_FORMAT_CHECKS[format] as (text: string) => boolean;
    expect(valid.filter((text) => !check(text))).toEqual([]);
    expect(invalid.filter((text) => check(text))).toEqual([]);
  });
});

/** Every "keyword=value" a schema holds, nested ones included, values of objects and lists as their kind. */
function features(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) features(item, into);
  else if (typeof schema === "object" && schema !== null)
    for (const [key, value] of Object.entries(schema)) {
      const shown = Array.isArray(value)
        ? `list of ${value.length > 3 ? "many" : value.length}`
        : typeof value === "object" && value !== null
          ? "object"
          : JSON.stringify(value);
      into.add(`${key}=${shown}`);
      into.add(key);
      if (key === "type" && Array.isArray(value)) into.add(`type=${value.join("|")}`);
      if (key === "$ref") into.add(`$ref=${String(value).replace(/\/[a-z]+$/, "/…")}`);
      features(value, into);
    }
  return into;
}

describe("the random schemas of the fuzz tests", () => {
  const seen = new Set<string>();
  for (let seed = 0; seed < 400; seed++) features(randomSchema(seededRandom(seed)), seen);

  it("reach every keyword the simulated provider honours", () => {
    for (const keyword of [
      "$defs",
      "definitions",
      "$ref",
      "anyOf",
      "allOf",
      "enum",
      "const",
      "properties",
      "required",
      "additionalProperties",
      "items",
      "minItems",
      "maxItems",
      "minLength",
      "maxLength",
      "format",
      "minimum",
      "maximum",
      "exclusiveMinimum",
      "exclusiveMaximum",
      "multipleOf",
      "description",
    ])
      expect(seen).toContain(keyword);
  });

  it("reach every type, nullable ones, every format and every listed value", () => {
    for (const type of ["string", "integer", "number", "boolean", "object", "array", "null"])
      expect(seen).toContain(`type="${type}"`);
    for (const nullable of ["string|null", "integer|null", "number|null"])
      expect(seen).toContain(`type=${nullable}`);
    for (const format of STRING_FORMATS) expect(seen).toContain(`format="${format}"`);
    for (const value of ['"fixed"', "42", "false", "null"]) expect(seen).toContain(`const=${value}`);
    for (const step of ["2", "7", "0.5", "0.25", "0.1", "0.01", "2.5", "3"])
      expect(seen).toContain(`multipleOf=${step}`);
  });

  it("reach references to the root, to each definition, and wrapped as pydantic wraps them", () => {
    expect(seen).toContain('$ref="#"');
    expect(seen).toContain("$ref=#/$defs/…");
    expect(seen).toContain("$ref=#/definitions/…");
    for (const name of ["node", "entry", "part"]) expect(seen).toContain(`${name}=object`);
    expect(seen).toContain('description="Wrapped as pydantic does."');
    expect(seen).toContain("allOf=list of 1");
    expect(seen).toContain("maxItems=2");
  });

  it("reach schemas of anything, closed objects and empty requirements", () => {
    expect(seen).toContain("additionalProperties=false");
    expect(seen).toContain("required=list of 0");
    expect(seen).toContain("anyOf=list of 3");
    expect(seen).toContain("enum=list of many");
    expect([...seen].some((feature) => /^description="The [a-z]+ part\."$/.test(feature))).toBe(true);
  });

  /** Each schema's type and its other keywords, and how much of an object is required. */
  function shapes(schema: unknown, into = new Set<string>()): Set<string> {
    if (Array.isArray(schema)) for (const item of schema) shapes(item, into);
    else if (typeof schema === "object" && schema !== null) {
      const keywords = schema as Record<string, unknown>;
      const type = Array.isArray(keywords.type) ? "nullable" : String(keywords.type ?? "");
      const others = Object.keys(keywords).filter((key) => key !== "type" && key !== "description");
      into.add(`${type}:${others.sort().join(",")}`);
      if (type === "object") {
        const names = Object.keys(keywords.properties as object).length;
        const required = (keywords.required as unknown[]).length;
        into.add(
          names === 0
            ? "no properties"
            : required === names
              ? "all required"
              : required === 0
                ? "none required"
                : "some required",
        );
      }
      for (const value of Object.values(keywords)) shapes(value, into);
    }
    return into;
  }

  it("reach each keyword both given and left out, and objects with all, some or none of their properties required", () => {
    const reached = new Set<string>();
    for (let seed = 0; seed < 400; seed++) shapes(randomSchema(seededRandom(seed)), reached);
    const expected = [
      "string:",
      "string:minLength",
      "string:maxLength",
      "string:maxLength,minLength",
      "string:format",
      "string:enum",
      ...["integer", "number"].flatMap((type) =>
        [
          "",
          "minimum",
          "exclusiveMinimum",
          "maximum",
          "exclusiveMaximum",
          "multipleOf",
          "maximum,minimum",
          "exclusiveMaximum,exclusiveMinimum",
          "maximum,minimum,multipleOf",
        ].map((keywords) => `${type}:${keywords}`),
      ),
      "nullable:",
      "nullable:minLength",
      "nullable:minimum",
      "boolean:",
      "null:",
      "array:items",
      "array:items,minItems",
      "array:items,maxItems",
      "array:items,maxItems,minItems",
      "object:properties,required",
      "object:additionalProperties,properties,required",
      ":$ref",
      ":anyOf",
      ":allOf",
      ":enum",
      ":const",
      ":",
      "all required",
      "some required",
      "none required",
      "no properties",
    ];
    expect(expected.filter((shape) => !reached.has(shape))).toEqual([]);
  });
});
