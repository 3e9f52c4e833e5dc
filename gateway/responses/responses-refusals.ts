import { badRequest, type HttpProblem, notFound } from "../server/http-problem.ts";

/** As OpenAI answers a previous_response_id it does not keep (or keeps for someone else). */
export function previousResponseNotFound(id: string): HttpProblem {
  return badRequest(`Previous response with id '${id}' not found.`).describedAs({
    param: "previous_response_id",
    code: "previous_response_not_found",
  });
}

/** As OpenAI answers GET /responses/{id} for a response it does not have. */
export function responseNotFound(id: string): HttpProblem {
  return notFound(`Response with id '${id}' not found.`).describedAs({ param: "response_id" });
}
