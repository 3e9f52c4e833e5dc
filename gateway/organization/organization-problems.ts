import type { Refusal } from "../../core/organization/refusal.ts";
import { DeleteByIdDto } from "../../core/validation/require-id.ts";
import { HttpProblem } from "../server/http-problem.ts";
import { validatedInput } from "../server/validated-input.ts";

/** Core's refusal as the gateway answers it: same status, same words. */
export function problemOf(refusal: Refusal): HttpProblem {
  return new HttpProblem(refusal.status, ...refusal.errMsgs);
}

/** Throws the refusal, if there is one. */
export function refuse(refusal: Refusal | null): void {
  if (refusal) throw problemOf(refusal);
}

/** The id a delete names, trimmed; a 400 'invalid id' when there is none (SPEC §5). */
export function requiredId(id: string): string {
  return validatedInput(DeleteByIdDto, { id: id.trim() }).id;
}
