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

const problemsOf = (answer: unknown, schema: unknown) => {
  const check = checkStructuredAnswer(text(answer), schema);
  return check.kind === "invalid" ? check.problems : check.kind;
};

describe("the problems the answer check states", () => {
  it("a reply that is no JSON is told apart from one that breaks the schema", () => {
    expect(checkStructuredAnswer("{city: Lyon}", WEATHER)).toEqual({ kind: "notJson" });
  });

  it("the schema false accepts nothing, anywhere", () => {
    expect(problemsOf(1, false)).toEqual([{ path: "$", rule: "false", expected: "nothing" }]);
    expect(problemsOf(true, true)).toBe("valid");
  });

  it("states each rule with what it asks", () => {
    expect(problemsOf("x", { enum: [1, null, "celsius"] })).toEqual([
      { path: "$", rule: "enum", expected: "1|null|celsius" },
    ]);
    expect(problemsOf("x", { const: { a: 1 } })).toEqual([{ path: "$", rule: "const", expected: '{"a":1}' }]);
    expect(problemsOf("x", { const: "y" })).toEqual([{ path: "$", rule: "const", expected: "y" }]);
    expect(problemsOf("ab", { type: "string", minLength: 3, maxLength: 1 })).toEqual([
      { path: "$", rule: "minLength", expected: "3" },
      { path: "$", rule: "maxLength", expected: "1" },
    ]);
    expect(
      problemsOf(5, { minimum: 6, maximum: 4, exclusiveMinimum: 5, exclusiveMaximum: 5, multipleOf: 2 }),
    ).toEqual([
      { path: "$", rule: "minimum", expected: "6" },
      { path: "$", rule: "maximum", expected: "4" },
      { path: "$", rule: "exclusiveMinimum", expected: "5" },
      { path: "$", rule: "exclusiveMaximum", expected: "5" },
      { path: "$", rule: "multipleOf", expected: "2" },
    ]);
    expect(problemsOf([1, 1], { minItems: 3, maxItems: 1, uniqueItems: true })).toEqual([
      { path: "$", rule: "minItems", expected: "3" },
      { path: "$", rule: "maxItems", expected: "1" },
      { path: "$", rule: "uniqueItems", expected: "true" },
    ]);
    expect(problemsOf({}, { required: ["a", 7, "b"] })).toEqual([
      { path: "$", rule: "required", expected: "a" },
      { path: "$", rule: "required", expected: "b" },
    ]);
    expect(problemsOf(1.5, { type: ["integer", "null"] })).toEqual([
      { path: "$", rule: "type", expected: "integer|null" },
    ]);
  });

  it("meets the bounds themselves: minimum and maximum take them, exclusive ones do not", () => {
    expect(problemsOf(5, { minimum: 5, maximum: 5 })).toBe("valid");
    expect(problemsOf(5.5, { exclusiveMinimum: 5, exclusiveMaximum: 6 })).toBe("valid");
    expect(problemsOf("abc", { minLength: 3, maxLength: 3 })).toBe("valid");
    expect(problemsOf([1, 2], { minItems: 2, maxItems: 2 })).toBe("valid");
  });

  it("skips what the schema gets wrong: bounds that are no numbers, a multipleOf of 0 or less, unknown types", () => {
    const wrong = { minimum: "1", maxLength: Number.POSITIVE_INFINITY, multipleOf: 0, minItems: "2" };
    expect(problemsOf(0.5, wrong)).toBe("valid");
    expect(problemsOf(3, { multipleOf: -2 })).toBe("valid");
    expect(problemsOf("x", { maxLength: Number.NaN })).toBe("valid");
    expect(problemsOf("x", { type: "float" })).toBe("valid");
    expect(problemsOf("x", { type: ["string", 7] })).toBe("valid");
    expect(problemsOf("x", { $ref: "#/$defs/missing" })).toBe("valid");
    expect(problemsOf("x", { $ref: "https://example.com/schema" })).toBe("valid");
    expect(problemsOf([1, 1], { uniqueItems: "yes" })).toBe("valid");
    expect(problemsOf(["a", 1], { items: [{ type: "string" }, { type: "string" }] })).toBe("valid");
  });

  it("checks each of several rules that fail, after the type holds, and no further when the type fails", () => {
    expect(problemsOf(7, { type: "string", minLength: 3, enum: ["abc"] })).toEqual([
      { path: "$", rule: "type", expected: "string" },
    ]);
    expect(problemsOf("x", { type: "string", minLength: 3, enum: ["abc"] })).toEqual([
      { path: "$", rule: "enum", expected: "abc" },
      { path: "$", rule: "minLength", expected: "3" },
    ]);
  });

  it("checks properties the schema names, additional ones against additionalProperties, and flags forbidden ones", () => {
    const schema = { properties: { a: { type: "string" } }, additionalProperties: { type: "number" } };
    expect(problemsOf({ a: 1, b: "x", c: 2 }, schema)).toEqual([
      { path: "$.a", rule: "type", expected: "string" },
      { path: "$.b", rule: "type", expected: "number" },
    ]);
    expect(problemsOf({ a: "x", b: 1 }, { properties: { a: {} }, additionalProperties: false })).toEqual([
      { path: "$.b", rule: "additionalProperties", expected: "false" },
    ]);
    expect(problemsOf({ b: 1 }, { properties: "a" })).toBe("valid");
    expect(problemsOf({ toString: 1 }, { properties: {}, additionalProperties: false })).toEqual([
      { path: "$.toString", rule: "additionalProperties", expected: "false" },
    ]);
  });

  it("says which anyOf branches it expected when none holds, in a word each", () => {
    const schema = {
      anyOf: [
        { type: ["string", "null"] },
        { $ref: "#/$defs/step" },
        { $ref: "#/$defs/" },
        { const: 3 },
        { enum: ["a", 1] },
        { allOf: [false] },
        false,
      ],
      $defs: { step: { type: "object" }, "": { type: "array" } },
    };
    expect(problemsOf(true, schema)).toEqual([
      { path: "$", rule: "anyOf", expected: "string|null|step|#/$defs/|3|a|1|schema|false" },
    ]);
  });

  it("when a single anyOf branch is of the answer's type, states what that branch misses", () => {
    const schema = { anyOf: [{ type: "string" }, { type: "integer", minimum: 5 }, { type: "null" }] };
    expect(problemsOf(4, schema)).toEqual([{ path: "$", rule: "minimum", expected: "5" }]);
    const two = {
      anyOf: [
        { type: "integer", minimum: 5 },
        { type: "number", maximum: 1 },
      ],
    };
    expect(problemsOf(4, two)).toEqual([{ path: "$", rule: "anyOf", expected: "integer|number" }]);
    expect(problemsOf(4, { anyOf: [] })).toBe("valid");
  });

  it("states no more than 20 problems when one anyOf branch has more", () => {
    const schema = { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] };
    const problems = problemsOf(
      Array.from({ length: 30 }, () => 1),
      schema,
    );
    expect(Array.isArray(problems) && problems.length).toBe(20);
  });

  it("stops at 20 problems counting those found before an anyOf", () => {
    const schema = {
      type: "object",
      properties: {
        a: { type: "array", items: { type: "string" } },
        b: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
      },
    };
    const answer = { a: Array.from({ length: 15 }, () => 1), b: Array.from({ length: 15 }, () => 1) };
    const problems = problemsOf(answer, schema);
    expect(Array.isArray(problems) && problems.map((problem) => problem.path)).toEqual([
      ...Array.from({ length: 15 }, (_, at) => `$.a[${at}]`),
      ...Array.from({ length: 5 }, (_, at) => `$.b[${at}]`),
    ]);
  });

  it("stops at 20 forbidden properties", () => {
    const answer = Object.fromEntries(Array.from({ length: 25 }, (_, at) => [`p${at}`, at]));
    const problems = problemsOf(answer, { properties: {}, additionalProperties: false });
    expect(Array.isArray(problems) && problems.length).toBe(20);
  });

  it("checks an answer 256 levels deep, and leaves deeper ones unchecked", () => {
    const nested = (levels: number) => JSON.parse(`${"[".repeat(levels)}1${"]".repeat(levels)}`);
    const schema = { type: "array", items: { $ref: "#" } };
    const deepest = (problems: ReturnType<typeof problemsOf>) =>
      Array.isArray(problems) ? problems.length : 0;
    expect(deepest(problemsOf(nested(128), schema))).toBe(1);
    expect(problemsOf(nested(129), schema)).toBe("valid");
  });

  it("applies every allOf schema and a $ref beside other rules", () => {
    const schema = {
      allOf: [{ minLength: 2 }, { maxLength: 0 }],
      $ref: "#/$defs/name",
      $defs: { name: { pattern: "^[A-Z]" } },
    };
    expect(problemsOf("a", schema)).toEqual([
      { path: "$", rule: "pattern", expected: "^[A-Z]" },
      { path: "$", rule: "minLength", expected: "2" },
      { path: "$", rule: "maxLength", expected: "0" },
    ]);
  });

  it("a pattern reused across the answer is checked each time", () => {
    const schema = { type: "array", items: { type: "string", pattern: "^a" } };
    expect(problemsOf(["ab", "ba", "ac", "ca"], schema)).toEqual([
      { path: "$[1]", rule: "pattern", expected: "^a" },
      { path: "$[3]", rule: "pattern", expected: "^a" },
    ]);
  });

  it("a string of an unknown format is not one of a known format's problems", () => {
    expect(problemsOf("x", { format: "colour" })).toBe("valid");
    expect(problemsOf("x", { format: "date" })).toEqual([{ path: "$", rule: "format", expected: "date" }]);
    expect(problemsOf(7, { format: "date" })).toBe("valid");
  });
});

describe("a schema that asks for exponentially many checks", () => {
  it("is checked within a budget rather than freezing the page", () => {
    const levels = 40;
    const $defs = Object.fromEntries(
      Array.from({ length: levels }, (_, level) => [
        `l${level}`,
        level === levels - 1
          ? { type: "number" }
          : { anyOf: [{ $ref: `#/$defs/l${level + 1}` }, { $ref: `#/$defs/l${level + 1}` }] },
      ]),
    );
    // Without the budget this is 2^39 checks: the test would not end.
    const check = checkStructuredAnswer(text("x"), { $ref: "#/$defs/l0", $defs });
    expect(["valid", "invalid"]).toContain(check.kind);
  });
});
