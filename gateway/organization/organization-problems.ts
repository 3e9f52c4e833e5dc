import type { Refusal } from "../../core/organization/refusal.ts";
import { DeleteByIdDto } from "../../core/validation/require-id.ts";
import { badRequest, HttpProblem } from "../server/http-problem.ts";
import { NOT_AN_OBJECT, validatedInput } from "../server/validated-input.ts";

/** Core's refusal as the gateway answers it: same status, same words. */
export function problemOf(refusal: Refusal): HttpProblem {
  return new HttpProblem(refusal.status, ...refusal.errMsgs);
}

/** Throws the refusal, if there is one. */
export function refuse(refusal: Refusal | null): void {
  if (refusal) throw problemOf(refusal);
}

/** A JSON body's fields; nothing reads as none, and anything but an object is refused like validatedInput does. */
export function bodyFields(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw badRequest(NOT_AN_OBJECT);
  return body as Record<string, unknown>;
}

/** The id a delete names, trimmed; a 400 'invalid id' when there is none (SPEC §5). */
export function requiredId(id: string): string {
  return validatedInput(DeleteByIdDto, { id: id.trim() }).id;
}
