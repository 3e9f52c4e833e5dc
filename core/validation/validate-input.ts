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

/** Builds the DTO from raw input (its transforms applied) and checks it synchronously. */
export function validateInput<T extends object>(dto: ClassConstructor<T>, input: unknown): ValidatedInput<T> {
  const raw = (input ?? {}) as Record<string, unknown>;
  const binaries = Object.entries(raw).filter(([, field]) => isBinary(field));
  // class-transformer rebuilds each object it meets with the object's constructor before any @Transform runs, and
  // a File's constructor throws without arguments: binaries stand aside as plain objects and come back as given.
  const plain =
    binaries.length > 0 ? { ...raw, ...Object.fromEntries(binaries.map(([key]) => [key, {}])) } : raw;
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

function isBinary(field: unknown): field is Blob {
  return typeof Blob !== "undefined" && field instanceof Blob;
}

function fieldErrorsOf(error: ValidationError): FieldError[] {
  const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => {
    const limit = (error.contexts?.[constraint] as { limit?: unknown } | undefined)?.limit;
    return { property: error.property, constraint, message, ...(typeof limit === "number" ? { limit } : {}) };
  });
  return [...own, ...(error.children ?? []).flatMap(fieldErrorsOf)];
}
