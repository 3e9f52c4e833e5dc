import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { seededRandom } from "../text/seeded-random.ts";
import { jsonSchemaInstance } from "./json-schema-instance.ts";
import { randomSchema } from "./random-schema.test-helper.ts";
import { STRING_FORMAT_CHECKS } from "./string-format-checks.test-helper.ts";
import { UnsupportedSchema } from "./unsupported-schema.error.ts";

const ajv = new Ajv2020({ strict: false, allErrors: true });
for (const [format, check] of Object.entries(STRING_FORMAT_CHECKS)) ajv.addFormat(format, check);

/** Ajv's complaints about the value, none when it fits the schema. */
function errorsOf(schema: object, value: unknown) {
  const validate = ajv.compile(schema);
  return validate(value) ? [] : validate.errors;
}

const PATH = "response_format.json_schema.schema";
const TREE = {
  type: "object",
  properties: {
    label: { type: "string" },
    children: { type: "array", items: { $ref: "#/$defs/tree" } },
    next: { anyOf: [{ $ref: "#" }, { type: "null" }] },
  },
  required: ["label", "children", "next"],
  additionalProperties: false,
  $defs: {
    tree: {
      type: "object",
      properties: { label: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/tree" } } },
      required: ["label", "children"],
      additionalProperties: false,
    },
  },
};

describe("a value generated for a JSON schema", () => {
  it("fits every one of hundreds of random schemas, nesting, anyOf, recursive $refs, formats and bounds included", () => {
    const misfits = [];
    for (let seed = 1; seed <= 300; seed++) {
      const schema = randomSchema(seededRandom(seed));
      for (let draw = 0; draw < 4; draw++) {
        try {
          const value = jsonSchemaInstance(schema, seededRandom(seed * 10 + draw));
          const errors = errorsOf(schema, value);
          if (errors?.length) misfits.push({ seed, draw, schema, value, errors });
        } catch (error) {
          misfits.push({ seed, draw, schema, error: String(error) });
        }
      }
    }
    expect(misfits.slice(0, 3)).toEqual([]);
  });

  it("is checked by a validator that does reject what breaks the schema", () => {
    expect(errorsOf({ type: "string", format: "date-time" }, "2024-02-30T10:00:00Z")).not.toEqual([]);
    expect(errorsOf({ type: "string", format: "ipv6" }, "2001:db8::g")).not.toEqual([]);
    expect(errorsOf({ type: "number", multipleOf: 0.1 }, 0.3)).not.toEqual([]);
    expect(errorsOf(TREE, { label: "root", children: [{ label: 3, children: [] }], next: null })).not.toEqual(
      [],
    );
  });

  it("is the same for the same draws and differs for others", () => {
    const schema = randomSchema(seededRandom(7));
    const first = jsonSchemaInstance(TREE, seededRandom(1));
    expect(jsonSchemaInstance(TREE, seededRandom(1))).toEqual(first);
    expect(jsonSchemaInstance(schema, seededRandom(2))).toEqual(jsonSchemaInstance(schema, seededRandom(2)));
    const values = new Set(
      Array.from({ length: 10 }, (_, seed) => JSON.stringify(jsonSchemaInstance(TREE, seededRandom(seed)))),
    );
    expect(values.size).toBeGreaterThan(5);
  });

  it("writes plain words for strings and small numbers when any size is allowed", () => {
    const schema = {
      type: "object",
      properties: {
        name: { type: "string" },
        id: { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
        price: { type: "number" },
      },
      required: ["name", "id", "price"],
    };
    for (let seed = 0; seed < 20; seed++) {
      const value = jsonSchemaInstance(schema, seededRandom(seed)) as {
        name: string;
        id: number;
        price: number;
      };
      expect(value.name).toMatch(/^[a-z]+( [a-z]+)*$/);
      expect(value.id).toBeLessThanOrEqual(101);
      expect(Math.abs(value.price)).toBeLessThanOrEqual(100);
    }
  });

  it("finishes recursive schemas: the tree stops branching and the chain through the root ends in null", () => {
    for (let seed = 0; seed < 50; seed++) {
      const value = jsonSchemaInstance(TREE, seededRandom(seed));
      expect(errorsOf(TREE, value)).toEqual([]);
      expect(JSON.stringify(value).length).toBeLessThan(200_000);
    }
  });

  it("says which schema can only recurse without end rather than looping", () => {
    const endless = {
      $defs: {
        loop: {
          type: "object",
          properties: { again: { $ref: "#/$defs/loop" } },
          required: ["again"],
        },
      },
      $ref: "#/$defs/loop",
    };
    expect(() => jsonSchemaInstance(endless, seededRandom(1), { path: PATH })).toThrow(
      `${PATH} has no value within the 200 levels the simulated provider writes: it recurses without end`,
    );
  });

  it("follows a long chain of definitions, and refuses one too deep to write", () => {
    const chain = (length: number) => ({
      $ref: "#/$defs/link0",
      $defs: Object.fromEntries(
        Array.from({ length }, (_, index) => [
          `link${index}`,
          index === length - 1
            ? { type: "string" }
            : {
                type: "object",
                properties: { next: { $ref: `#/$defs/link${index + 1}` } },
                required: ["next"],
              },
        ]),
      ),
    });
    expect(errorsOf(chain(60), jsonSchemaInstance(chain(60), seededRandom(1)))).toEqual([]);
    expect(() => jsonSchemaInstance(chain(2_000), seededRandom(1))).toThrow(UnsupportedSchema);
  });

  it("refuses a value too large to write rather than building it", () => {
    const huge = {
      type: "array",
      minItems: 1000,
      items: { type: "array", minItems: 1000, items: { type: "integer" } },
    };
    expect(() => jsonSchemaInstance(huge, seededRandom(1))).toThrow(UnsupportedSchema);
  });

  it("fills a plain string property with the caller's suggestion, but never an enum or a formatted one", () => {
    const schema = {
      type: "object",
      properties: {
        city: { type: "string", description: "The city" },
        unit: { type: "string", enum: ["celsius", "fahrenheit"] },
        when: { type: "string", format: "date" },
      },
      required: ["city", "unit", "when"],
    };
    const value = jsonSchemaInstance(schema, seededRandom(3), {
      suggestString: (name, description) => `${name}: ${description}`,
    });
    expect(value).toMatchObject({
      city: "city: The city",
      unit: expect.stringMatching(/^(celsius|fahrenheit)$/),
    });
    expect(errorsOf(schema, value)).toEqual([]);
  });
});

describe("schemas written by zod", () => {
  it("gives values zod itself accepts, its own patterns beside emails, uuids and dates included", () => {
    const person = z.object({
      email: z.email(),
      id: z.uuid(),
      joinedAt: z.iso.datetime(),
      birthday: z.iso.date(),
      homepage: z.url(),
      nickname: z.string().nullable(),
      tags: z.array(z.string()).max(3),
    });
    const schema = z.toJSONSchema(person);
    for (const seed of [1, 2, 3, 4, 5]) {
      const value = jsonSchemaInstance(schema, seededRandom(seed));
      expect(person.safeParse(value).error).toBeUndefined();
    }
  });
});

describe("a schema the simulated provider cannot honour", () => {
  it.each([
    [
      { type: "object", properties: { code: { type: "string", pattern: "^[A-Z]+$" } } },
      `${PATH}.properties.code.pattern is not supported by the simulated provider`,
    ],
    [
      { $ref: "#/$defs/item", $defs: { item: { type: "array", items: { not: { type: "null" } } } } },
      `${PATH}.$defs.item.items.not is not supported by the simulated provider`,
    ],
    [{ oneOf: [{ type: "string" }] }, `${PATH}.oneOf is not supported by the simulated provider`],
    [
      { type: "string", format: "credit-card" },
      `${PATH}.format "credit-card" is not supported by the simulated provider`,
    ],
    [
      { type: "array", items: [{ type: "string" }] },
      `${PATH}.items as a list of schemas (a tuple) is not supported`,
    ],
    [
      { $ref: "https://example.com/schema.json" },
      `${PATH}.$ref "https://example.com/schema.json" is not supported`,
    ],
    [{ $ref: "#/$defs/missing" }, `${PATH}.$ref "#/$defs/missing" points to nothing in the schema`],
    [{ type: "object", properties: { "odd key": 3 } }, `${PATH}.properties["odd key"] is not a JSON schema`],
    ["string", `${PATH} is not a JSON schema (an object or a boolean)`],
    [
      { type: "integer", minimum: 3, maximum: 2 },
      `${PATH} has no number that meets its bounds and multipleOf`,
    ],
  ])("names where the schema asks for what it cannot honour (%#)", (schema, message) => {
    let thrown: unknown;
    try {
      jsonSchemaInstance(schema, seededRandom(1), { path: PATH });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnsupportedSchema);
    expect((thrown as UnsupportedSchema).message).toContain(message);
  });
});
