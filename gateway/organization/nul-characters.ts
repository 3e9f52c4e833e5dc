import type { FastifyRequest } from "fastify";
import { badRequest } from "../server/http-problem.ts";

export const NUL_CHARACTERS = "Text must not contain NUL characters (\\u0000).";

const MAX_DEPTH = 64;

/** Whether a string anywhere in this JSON value holds a NUL character, which PostgreSQL text cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return false;
  const entries = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return entries.some((item) => containsNul(item, depth + 1));
}

/** A preHandler: refuses (400) a call whose path, query or JSON body carries a NUL character. */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw badRequest(NUL_CHARACTERS);
  }
}
