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
  const value = plainToInstance(dto, (input ?? {}) as object) as T;
  const fields = validateSync(value).flatMap(fieldErrorsOf);
  return { value, fields, errMsgs: fields.map((field) => field.message) };
}

/** Like validateInput, but throws InvalidInputError when any rule is broken, so forms can show each message. */
export function checkedInput<T extends object>(dto: ClassConstructor<T>, input: object): T {
  const { value, fields } = validateInput(dto, input);
  if (fields.length > 0) throw new InvalidInputError(fields);
  return value;
}

function fieldErrorsOf(error: ValidationError): FieldError[] {
  const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => {
    const limit = (error.contexts?.[constraint] as { limit?: unknown } | undefined)?.limit;
    return { property: error.property, constraint, message, ...(typeof limit === "number" ? { limit } : {}) };
  });
  return [...own, ...(error.children ?? []).flatMap(fieldErrorsOf)];
}
