import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ClassConstructor } from "class-transformer";
import { getMetadataStorage } from "class-validator";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { InvalidInputError } from "../../core/validation/invalid-input-error.ts";
import { checkedInput, validateInput } from "../../core/validation/validate-input.ts";
import { documentedMessages } from "./documented-messages.ts";
import { FORM_DTOS } from "./form-dto-table.ts";

const HOSTILE_RUNS = 250;
const VALID_RUNS = 100;
/** On this process's CPU time, so a machine busy with other suites does not fail it; wall time printed beside. */
const CPU_BUDGET_MS = 20_000;
const started = performance.now();
const cpuAtStart = process.cpuUsage();
let checked = 0;

const ODD_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "then",
  "",
];

/** Long text of any character, above every length rule and near what a pasted document would hold. */
const hugeText = fc
  .tuple(fc.string({ unit: "binary", minLength: 1, maxLength: 4 }), fc.integer({ min: 1_000, max: 25_000 }))
  .map(([unit, times]) => unit.repeat(times));

/** Whatever a form, a parsed JSON body or a caller might hand over for one field (never a Map or a Set). */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    key: fc.oneof(fc.string(), fc.constantFrom(...ODD_KEYS)),
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
  }),
  fc.string({ unit: "binary" }),
  hugeText,
  fc.double().map(String),
  fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -0, "", " ", "\u0000", [], {}, [""]),
  fc.constant(new Blob(["x"])),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
);

/** A JSON text's own `__proto__` and `constructor` keys, which an object literal cannot hold. */
const jsonWithOddKeys = fc
  .tuple(fc.constantFrom(...ODD_KEYS), fc.jsonValue())
  .map(
    ([key, value]) => JSON.parse(`{${JSON.stringify(key)}: ${JSON.stringify(value) ?? "null"}}`) as unknown,
  );

function propertiesOf(dto: ClassConstructor<object>): string[] {
  const rules = getMetadataStorage().getTargetValidationMetadatas(dto, "", true, false);
  return [...new Set(rules.map((rule) => rule.propertyName))];
}

/** Inputs of every shape: not objects at all, the DTO's fields with odd values, valid ones with one field broken. */
function hostileInputs(dto: ClassConstructor<object>, valid: fc.Arbitrary<Record<string, unknown>>) {
  const properties = propertiesOf(dto);
  const fieldOrOddKey = fc.oneof(fc.constantFrom(...properties), fc.constantFrom(...ODD_KEYS), fc.string());
  return fc.oneof(
    oddValue,
    jsonWithOddKeys,
    fc.dictionary(fieldOrOddKey, oddValue),
    fc.record(Object.fromEntries(properties.map((property) => [property, oddValue])), { requiredKeys: [] }),
    fc
      .tuple(valid, fc.constantFrom(...properties), oddValue, fc.dictionary(fieldOrOddKey, oddValue))
      .map(([input, property, value, extra]) => ({ ...extra, ...input, [property]: value })),
  );
}

afterAll(() => {
  const ms = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpuAtStart);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  console.info(
    `form DTO fuzzing: ${FORM_DTOS.length} DTOs, ${checked} inputs checked in ${ms} ms (${cpuMs} ms of CPU)`,
  );
  expect(cpuMs, `form DTO fuzzing exceeded its ${CPU_BUDGET_MS} ms CPU budget`).toBeLessThan(CPU_BUDGET_MS);
});

describe.each(FORM_DTOS.map((entry) => ({ name: entry.dto.name, ...entry })))(
  "the form DTO $name",
  ({ dto, valid }) => {
    const documented = documentedMessages(dto);

    it("answers any input with its own documented messages only, and never throws", () => {
      fc.assert(
        fc.property(hostileInputs(dto, valid), (input) => {
          checked += 1;
          const { errMsgs } = validateInput(dto, input);
          expect(errMsgs.filter((message) => !documented.has(message))).toEqual([]);
          try {
            checkedInput(dto, input as object);
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidInputError);
          }
        }),
        { numRuns: HOSTILE_RUNS },
      );
    });

    it("accepts every valid input", () => {
      fc.assert(
        fc.property(valid, (input) => {
          checked += 1;
          expect(validateInput(dto, input).errMsgs).toEqual([]);
        }),
        { numRuns: VALID_RUNS },
      );
    });
  },
);

describe("the form DTO table", () => {
  it("names every DTO class of core and features, so a new form cannot go unfuzzed", () => {
    const declared = ["core", "features"].flatMap((root) =>
      (readdirSync(root, { recursive: true }) as string[])
        .filter((file) => file.endsWith(".ts") && !/\.test(-helper)?\.ts$/.test(file))
        .flatMap((file) =>
          [...readFileSync(join(root, file), "utf8").matchAll(/\bclass\s+(\w+Dto)\b/g)].map(
            (match) => match[1],
          ),
        ),
    );
    expect(declared.length).toBeGreaterThan(0);
    expect(FORM_DTOS.map(({ dto }) => dto.name).sort()).toEqual([...new Set(declared)].sort());
  });
});
