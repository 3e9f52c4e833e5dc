import { type ClassConstructor, plainToInstance } from "class-transformer";
import { type ValidationError, validateSync } from "class-validator";
import { type FieldError, InvalidInputError } from "./invalid-input-error.ts";

/** Raw input read through a DTO: the transformed value and every rule it broke, field by field. */
export interface ValidatedInput<T> {
  readonly value: T;
  readonly fields: FieldError[];
  /** The broken rules' messages, as the gateway answers them in `errMsgs`. */
  readonly errMsgs: string[];
}

/**
 * Builds the DTO from raw input (its transforms applied) and checks it synchronously. Anything but an object (a
 * text, a number, a list, nothing) has none of the fields, so it breaks the DTO's own rules rather than crashing
 * class-validator or drawing its undocumented "an unknown value was passed" message.
 */
export function validateInput<T extends object>(dto: ClassConstructor<T>, input: unknown): ValidatedInput<T> {
  const raw = isFields(input) ? fieldsOf(input) : {};
  const binaries = Object.entries(raw).filter(([, field]) => isBinary(field));
  // class-transformer rebuilds each object it meets with the object's constructor before any @Transform runs, and
  // a File's constructor throws without arguments: binaries stand aside as plain objects and come back as given.
  const plain = { ...raw, ...Object.fromEntries(binaries.map(([key]) => [key, {}])) };
  const value = plainToInstance(dto, plain) as T;
  for (const [key, binary] of binaries) (value as Record<string, unknown>)[key] = binary;
  const fields = validateSync(value).flatMap(fieldErrorsOf);
  return { value, fields, errMsgs: fields.map((field) => field.message) };
}

/** Like validateInput, but throws InvalidInputError when any rule is broken, so forms can show each message. */
export function checkedInput<T extends object>(dto: ClassConstructor<T>, input: object): T {
  const { value, fields } = validateInput(dto, input);
  if (fields.length > 0) throw new InvalidInputError(fields);
  return value;
}

/**
 * No form has a field by these names: class-transformer crashes on an object carrying its own `constructor`, and
 * turns an own `__proto__` (JSON.parse makes one) into a new prototype for the DTO, which then has no rules.
 */
const NOT_FIELDS = new Set(["__proto__", "constructor", "prototype"]);

/** An object's own fields (a form's draft, a parsed body), not a list, a Map, a Date or a boxed value. */
function isFields(input: unknown): input is object {
  return Object.prototype.toString.call(input) === "[object Object]";
}

/** A copy of the input's fields, nested ones too, without the names no form has. */
function fieldsOf(input: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([key]) => !NOT_FIELDS.has(key))
      .map(([key, value]) => [key, nestedValueOf(value)]),
  );
}

function nestedValueOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nestedValueOf);
  const prototype = typeof value === "object" && value !== null ? Object.getPrototypeOf(value) : undefined;
  return prototype === Object.prototype || prototype === null ? fieldsOf(value as object) : value;
}

function isBinary(field: unknown): field is Blob {
  // Blob is global in every runtime core runs on (browsers, Node 18 and later).
  return field instanceof Blob;
}

function fieldErrorsOf(error: ValidationError): FieldError[] {
  const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => {
    const limit = (error.contexts?.[constraint] as { limit?: unknown } | undefined)?.limit;
    return { property: error.property, constraint, message, ...(typeof limit === "number" ? { limit } : {}) };
  });
  return [...own, ...(error.children ?? []).flatMap(fieldErrorsOf)];
}
