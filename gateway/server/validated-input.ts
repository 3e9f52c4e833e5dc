import type { ClassConstructor } from "class-transformer";
import { validateInput } from "../../core/validation/validate-input.ts";
import { badRequest } from "./http-problem.ts";

const NOT_AN_OBJECT = "The request must be a JSON object";

/**
 * A body, query or path parameters read through a class-validator DTO, or a 400 with every broken rule's
 * message. Nothing (no body) reads as an empty object; a list, a string or a number is refused.
 */
export function validatedInput<T extends object>(dto: ClassConstructor<T>, input: unknown): T {
  const { value, errMsgs } = validateInput(dto, inputFields(input));
  // Two rules of one field may share a message; it is shown once.
  if (errMsgs.length > 0) throw badRequest(...new Set(errMsgs));
  return value;
}

/** A JSON input's fields, for rules no DTO states: nothing reads as none, anything but an object is a 400. */
export function inputFields(input: unknown): Record<string, unknown> {
  if (input === undefined || input === null) return {};
  if (typeof input !== "object" || Array.isArray(input)) throw badRequest(NOT_AN_OBJECT);
  return input as Record<string, unknown>;
}
