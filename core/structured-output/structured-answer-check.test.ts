import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { jsonSchemaInstance } from "../simulated-model/json-schema-instance.ts";
import { randomSchema } from "../simulated-model/random-schema.test-helper.ts";
import { STRING_FORMAT_CHECKS } from "../simulated-model/string-format-checks.test-helper.ts";
import { pickFrom, seededRandom } from "../text/seeded-random.ts";
import { checkStructuredAnswer } from "./structured-answer-check.ts";

const ajv = new Ajv2020({ strict: false });
for (const [format, check] of Object.entries(STRING_FORMAT_CHECKS)) ajv.addFormat(format, check);

const WEATHER = {
  type: "object",
  properties: {
    city: { type: "string" },
    temperature_c: { type: "number" },
    unit: { type: "string", enum: ["celsius", "fahrenheit"] },
  },
  required: ["city", "temperature_c", "unit"],
  additionalProperties: false,
};

const RECIPE = {
  type: "object",
  properties: {
    title: { type: "string", minLength: 3, maxLength: 40 },
    servings: { type: "integer", minimum: 1, maximum: 12 },
    steps: { type: "array", items: { $ref: "#/$defs/step" }, minItems: 1, maxItems: 5 },
    published: { type: ["string", "null"], format: "date" },
  },
  required: ["title", "servings", "steps", "published"],
  additionalProperties: false,
  $defs: {
    step: {
      type: "object",
      properties: { text: { type: "string" }, minutes: { type: ["number", "null"], exclusiveMinimum: 0 } },
      required: ["text", "minutes"],
      additionalProperties: false,
    },
  },
};

const TREE = {
  type: "object",
  properties: {
    label: { type: "string" },
    children: { type: "array", items: { $ref: "#" } },
  },
  required: ["label", "children"],
  additionalProperties: false,
};

const text = (value: unknown) => JSON.stringify(value);

describe("checking a structured answer against its schema", () => {
  it("finds an answer that follows the schema valid", () => {
    const report = { city: "Lyon", temperature_c: 21.5, unit: "celsius" };
    expect(checkStructuredAnswer(text(report), WEATHER)).toEqual({ kind: "valid" });
  });

  it("says a reply that is not JSON at all is not JSON, a fenced block included", () => {
    expect(checkStructuredAnswer("The weather in Lyon is sunny.", WEATHER)).toEqual({ kind: "notJson" });
    expect(checkStructuredAnswer('```json\n{"city": "Lyon"}\n```', WEATHER)).toEqual({ kind: "notJson" });
    expect(checkStructuredAnswer("", WEATHER)).toEqual({ kind: "notJson" });
  });

  it("names a value of the wrong type, a missing property and a value outside the enum, each where it is", () => {
    const report = { city: "Lyon", temperature_c: "warm", unit: "kelvin" };
    expect(checkStructuredAnswer(text(report), WEATHER)).toEqual({
      kind: "invalid",
      problems: [
        { path: "$.temperature_c", rule: "type", expected: "number" },
        { path: "$.unit", rule: "enum", expected: "celsius|fahrenheit" },
      ],
    });
    expect(checkStructuredAnswer(text({ temperature_c: 3, unit: "celsius" }), WEATHER)).toEqual({
      kind: "invalid",
      problems: [{ path: "$", rule: "required", expected: "city" }],
    });
  });

  it("names a property the schema does not allow", () => {
    const report = { city: "Lyon", temperature_c: 21, unit: "celsius", humidity: 0.4 };
    expect(checkStructuredAnswer(text(report), WEATHER)).toEqual({
      kind: "invalid",
      problems: [{ path: "$.humidity", rule: "additionalProperties", expected: "false" }],
    });
  });

  it("checks additional properties against their own schema when one is given", () => {
    const scores = { type: "object", additionalProperties: { type: "integer" } };
    expect(checkStructuredAnswer('{"ann": 3, "bob": 2.5}', scores)).toEqual({
      kind: "invalid",
      problems: [{ path: "$.bob", rule: "type", expected: "integer" }],
    });
  });

  it("lists the problems in the order the answer holds them, down lists reached through $ref", () => {
    const recipe = {
      title: "Té",
      servings: 0,
      steps: [
        { text: "Boil", minutes: 5 },
        { text: "Steep", minutes: 0, note: "gently" },
      ],
      published: "2024-02-30",
    };
    expect(checkStructuredAnswer(text(recipe), RECIPE)).toEqual({
      kind: "invalid",
      problems: [
        { path: "$.title", rule: "minLength", expected: "3" },
        { path: "$.servings", rule: "minimum", expected: "1" },
        { path: "$.steps[1].minutes", rule: "exclusiveMinimum", expected: "0" },
        { path: "$.steps[1].note", rule: "additionalProperties", expected: "false" },
        { path: "$.published", rule: "format", expected: "date" },
      ],
    });
  });

  it("takes null where the type list allows it", () => {
    const recipe = { title: "Tea", servings: 2, steps: [{ text: "Steep", minutes: null }], published: null };
    expect(checkStructuredAnswer(text(recipe), RECIPE)).toEqual({ kind: "valid" });
    expect(checkStructuredAnswer(text({ ...recipe, servings: null }), RECIPE)).toEqual({
      kind: "invalid",
      problems: [{ path: "$.servings", rule: "type", expected: "integer" }],
    });
  });

  it("follows a schema that refers to itself, however deep the answer goes", () => {
    const tree = { label: "a", children: [{ label: "b", children: [{ label: "c", children: [{}] }] }] };
    expect(checkStructuredAnswer(text(tree), TREE)).toEqual({
      kind: "invalid",
      problems: [
        { path: "$.children[0].children[0].children[0]", rule: "required", expected: "label" },
        { path: "$.children[0].children[0].children[0]", rule: "required", expected: "children" },
      ],
    });
  });

  it("reads references to definitions as well as to $defs", () => {
    const schema = { $ref: "#/definitions/point", definitions: { point: { type: "array", maxItems: 2 } } };
    expect(checkStructuredAnswer("[1, 2, 3]", schema)).toEqual({
      kind: "invalid",
      problems: [{ path: "$", rule: "maxItems", expected: "2" }],
    });
  });

  it("says which kinds anyOf would have taken when the answer is of none of them", () => {
    const schema = {
      type: "object",
      properties: { when: { anyOf: [{ type: "string", format: "date-time" }, { type: "null" }] } },
    };
    expect(checkStructuredAnswer('{"when": 1700000000}', schema)).toEqual({
      kind: "invalid",
      problems: [{ path: "$.when", rule: "anyOf", expected: "string|null" }],
    });
  });

  it("names what the one branch of anyOf of the answer's type misses, rather than anyOf itself", () => {
    const schema = {
      type: "object",
      properties: { owner: { anyOf: [{ $ref: "#/$defs/person" }, { type: "null" }] } },
      $defs: { person: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } },
    };
    expect(checkStructuredAnswer('{"owner": {"nom": "Ada"}}', schema)).toEqual({
      kind: "invalid",
      problems: [{ path: "$.owner", rule: "required", expected: "name" }],
    });
  });

  it("checks const, number bounds, multiples and unique items", () => {
    const schema = {
      type: "object",
      properties: {
        version: { const: 2 },
        ratio: { type: "number", maximum: 1, multipleOf: 0.25 },
        share: { type: "number", exclusiveMaximum: 1 },
        tags: { type: "array", items: { type: "string" }, uniqueItems: true, minItems: 1 },
      },
    };
    const answer = { version: 3, ratio: 1.1, share: 1, tags: ["a", "a"] };
    expect(checkStructuredAnswer(text(answer), schema)).toEqual({
      kind: "invalid",
      problems: [
        { path: "$.version", rule: "const", expected: "2" },
        { path: "$.ratio", rule: "maximum", expected: "1" },
        { path: "$.ratio", rule: "multipleOf", expected: "0.25" },
        { path: "$.share", rule: "exclusiveMaximum", expected: "1" },
        { path: "$.tags", rule: "uniqueItems", expected: "true" },
      ],
    });
  });

  it("counts a string's length in characters, an emoji as one", () => {
    const schema = { type: "string", maxLength: 2 };
    expect(checkStructuredAnswer(text("😀😀"), schema)).toEqual({ kind: "valid" });
    expect(checkStructuredAnswer(text("😀😀😀"), schema)).toMatchObject({ kind: "invalid" });
  });

  it("matches patterns as Unicode regular expressions, and skips a pattern that is none", () => {
    const code = { type: "string", pattern: "^\\p{Lu}{3}$" };
    expect(checkStructuredAnswer(text("ÉTÉ"), code)).toEqual({ kind: "valid" });
    expect(checkStructuredAnswer(text("été"), code)).toEqual({
      kind: "invalid",
      problems: [{ path: "$", rule: "pattern", expected: "^\\p{Lu}{3}$" }],
    });
    expect(checkStructuredAnswer(text("anything"), { type: "string", pattern: "([a-z" })).toEqual({
      kind: "valid",
    });
  });

  it("checks the formats of structured outputs and ignores a format it does not know", () => {
    const valid: Record<string, string> = {
      "date-time": "2024-02-29T13:45:00+01:00",
      date: "2024-02-29",
      time: "23:59:59.5Z",
      email: "ada.lovelace@example.com",
      uuid: "0f8fad5b-d9cb-469f-a165-70867728950e",
      ipv4: "192.0.2.1",
      ipv6: "2001:db8::1",
      hostname: "api.example.com",
      duration: "P3DT4H",
    };
    const invalid: Record<string, string> = {
      "date-time": "2024-02-29 25:00:00Z",
      date: "2023-02-29",
      time: "12:00",
      email: "ada@",
      uuid: "0f8fad5b-d9cb-469f-a165",
      ipv4: "256.1.1.1",
      ipv6: "2001:db8:::1",
      hostname: "-bad-.example.com",
      duration: "PT",
    };
    for (const [format, value] of Object.entries(valid))
      expect(checkStructuredAnswer(text(value), { type: "string", format }), format).toEqual({
        kind: "valid",
      });
    for (const [format, value] of Object.entries(invalid))
      expect(checkStructuredAnswer(text(value), { type: "string", format }), format).toEqual({
        kind: "invalid",
        problems: [{ path: "$", rule: "format", expected: format }],
      });
    expect(checkStructuredAnswer(text("blue"), { type: "string", format: "colour" })).toEqual({
      kind: "valid",
    });
  });

  it("writes the path of a property whose name is no identifier in brackets", () => {
    const schema = { type: "object", properties: { "first name": { type: "string" } } };
    expect(checkStructuredAnswer('{"first name": 1}', schema)).toEqual({
      kind: "invalid",
      problems: [{ path: '$["first name"]', rule: "type", expected: "string" }],
    });
  });

  it("lists at most 20 problems", () => {
    const schema = { type: "array", items: { type: "integer" } };
    const check = checkStructuredAnswer(text(Array.from({ length: 50 }, () => "x")), schema);
    const problems = check.kind === "invalid" ? check.problems : [];
    expect(problems).toHaveLength(20);
    expect(problems.map((problem) => problem.path)).toEqual(
      Array.from({ length: 20 }, (_, at) => `$[${at}]`),
    );
  });

  it("comes back from a schema that only refers back to itself, which asks nothing of the answer", () => {
    const looping = { anyOf: [{ $ref: "#" }, { $ref: "#/$defs/again" }], $defs: { again: { $ref: "#" } } };
    expect(checkStructuredAnswer("1", looping)).toEqual({ kind: "valid" });
  });
});

/** Cases where valid and invalid answers differ in one thing, each checked by both validators. */
const BUILT_CASES: readonly [schema: object, answer: unknown][] = [
  [WEATHER, { city: "Lyon", temperature_c: 21, unit: "celsius" }],
  [WEATHER, { city: "Lyon", temperature_c: 21 }],
  [WEATHER, { city: "Lyon", temperature_c: 21, unit: "celsius", extra: true }],
  [WEATHER, { city: 7, temperature_c: 21, unit: "celsius" }],
  [WEATHER, ["Lyon", 21, "celsius"]],
  [WEATHER, null],
  [{ type: "integer" }, 3],
  [{ type: "integer" }, 3.5],
  [{ type: "integer" }, 1e300],
  [{ type: "number" }, 3],
  [{ type: ["integer", "string"] }, "3"],
  [{ type: ["integer", "string"] }, true],
  [{ type: "boolean" }, 0],
  [{ type: "null" }, null],
  [{ enum: ["low", 2, null, true, { a: [1] }] }, { a: [1] }],
  [{ enum: ["low", 2, null, true] }, "2"],
  [{ const: { x: 1, y: [2] } }, { y: [2], x: 1 }],
  [{ const: { x: 1 } }, { x: 1, y: 2 }],
  [{ type: "number", minimum: 0, maximum: 10 }, 10],
  [{ type: "number", exclusiveMaximum: 10 }, 10],
  [{ type: "number", exclusiveMinimum: -1 }, -1],
  [{ type: "number", multipleOf: 0.1 }, 0.3],
  [{ type: "number", multipleOf: 0.5 }, 2.5],
  [{ type: "integer", multipleOf: 3 }, -9],
  [{ type: "string", minLength: 2 }, "😀"],
  [{ type: "string", maxLength: 3 }, "abcd"],
  [{ type: "string", pattern: "^[A-Z]{2}-\\d+$" }, "FR-75"],
  [{ type: "string", pattern: "^[A-Z]{2}-\\d+$" }, "fr-75"],
  [{ type: "string", format: "email" }, "someone@example.org"],
  [{ type: "string", format: "uuid" }, "not-a-uuid"],
  [{ type: "string", format: "date-time" }, "2024-06-01T08:30:00Z"],
  [{ type: "string", format: "date" }, "2024-13-01"],
  [{ type: "array", items: { type: "string" }, minItems: 2 }, ["a"]],
  [{ type: "array", items: { type: "string" }, maxItems: 2 }, ["a", "b"]],
  [{ type: "array", items: { type: "string" } }, ["a", 1]],
  [
    { type: "array", uniqueItems: true },
    [
      { a: 1, b: 2 },
      { b: 2, a: 1 },
    ],
  ],
  [{ type: "array", uniqueItems: true }, [1, "1"]],
  [RECIPE, { title: "Tea", servings: 2, steps: [{ text: "Steep", minutes: 3 }], published: "2024-05-01" }],
  [RECIPE, { title: "Tea", servings: 2, steps: [], published: null }],
  [RECIPE, { title: "Tea", servings: 2, steps: [{ text: "Steep" }], published: null }],
  [TREE, { label: "a", children: [{ label: "b", children: [] }] }],
  [TREE, { label: "a", children: [{ label: "b", children: [{ label: 3, children: [] }] }] }],
  [{ anyOf: [{ type: "string" }, { type: "integer", minimum: 5 }] }, 7],
  [{ anyOf: [{ type: "string" }, { type: "integer", minimum: 5 }] }, 4],
  [{ allOf: [{ $ref: "#/$defs/name" }], $defs: { name: { type: "string", minLength: 1 } } }, ""],
  [
    { type: "object", properties: { a: { type: "string" } }, additionalProperties: { type: "number" } },
    { b: 1 },
  ],
  [{ type: "object", properties: { a: false } }, { a: 1 }],
  [{ type: "object", required: ["a"] }, {}],
];

describe("the answer check and Ajv", () => {
  it("agree on valid and invalid answers for a few dozen cases built to differ in one thing", () => {
    const verdicts = BUILT_CASES.map(([schema, answer]) => {
      const ours = checkStructuredAnswer(text(answer), schema).kind === "valid";
      expect(ours, `${text(schema)} on ${text(answer)}`).toBe(ajv.validate(schema, answer));
      return ours;
    });
    expect(verdicts.filter(Boolean).length).toBeGreaterThan(10);
    expect(verdicts.filter((valid) => !valid).length).toBeGreaterThan(10);
  });

  it("agree on answers generated for hundreds of random schemas, and on those answers spoilt in one place", () => {
    let invalid = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const schema = randomSchema(seededRandom(seed));
      const random = seededRandom(seed * 7919);
      const answer = jsonSchemaInstance(schema, random);
      expect(checkStructuredAnswer(text(answer), schema), `seed ${seed}`).toEqual({ kind: "valid" });
      for (let draw = 0; draw < 4; draw++) {
        const spoilt = spoiltInOnePlace(answer, random);
        const ours = checkStructuredAnswer(text(spoilt), schema).kind === "valid";
        expect(ours, `seed ${seed}: ${text(spoilt)}`).toBe(ajv.validate(schema, spoilt));
        if (!ours) invalid += 1;
      }
    }
    expect(invalid).toBeGreaterThan(200);
  });
});

const REPLACEMENTS: readonly unknown[] = ["", "not a value", 1.5, -1e9, 1e9, 0, true, null, [], {}, ["x"]];

/** The value with one entry (or the whole) replaced, removed, or joined by a property of another name. */
function spoiltInOnePlace(value: unknown, random: () => number): unknown {
  if (random() < 0.25 || value === null || typeof value !== "object") return pickFrom(REPLACEMENTS, random);
  if (Array.isArray(value)) {
    if (value.length === 0) return [pickFrom(REPLACEMENTS, random)];
    const index = Math.floor(random() * value.length);
    return value.map((item, at) => (at === index ? spoiltInOnePlace(item, random) : item));
  }
  const entries = Object.entries(value);
  const roll = random();
  if (entries.length === 0 || roll < 0.15) return { ...value, unexpected: pickFrom(REPLACEMENTS, random) };
  const index = Math.floor(random() * entries.length);
  if (roll < 0.3) return Object.fromEntries(entries.filter((_, at) => at !== index));
  return Object.fromEntries(
    entries.map(([name, item], at) => [name, at === index ? spoiltInOnePlace(item, random) : item]),
  );
}
