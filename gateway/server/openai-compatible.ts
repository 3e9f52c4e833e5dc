import type { FastifyRequest } from "fastify";
import { API_PREFIX } from "./api-prefix.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route imitates OpenAI's API: its refusals carry OpenAI's error object too (openai-error.ts). */
    readonly openAiErrors?: boolean;
  }
}

/**
 * Spread into the options of a route that imitates OpenAI's API (`app.post("/embeddings", { ...OPENAI_COMPATIBLE,
 * schema }, …)`): its refusals then carry `error: { message, type, param, code }` beside the dashboard's fields.
 */
export const OPENAI_COMPATIBLE = { config: { openAiErrors: true } } as const;

/**
 * OpenAI's resources: a path under one of them that the gateway does not serve (a mistyped one, or one it does
 * not offer, such as /responses) is still answered as OpenAI's API would answer it, since an OpenAI client asked.
 */
const OPENAI_RESOURCES = [
  "chat/completions",
  "completions",
  "embeddings",
  "models",
  "responses",
  "images",
  "audio",
  "moderations",
  "files",
  "uploads",
  "batches",
  "fine_tuning",
  "vector_stores",
  "assistants",
  "threads",
  "conversations",
  "realtime",
];

const OPENAI_PATH = new RegExp(`^${API_PREFIX}/(?:${OPENAI_RESOURCES.join("|")})(?:[/?#]|$)`);

/** Whether a request's refusal takes OpenAI's shape: its route opted in, or no route matched an OpenAI path. */
export function answersLikeOpenAi(request: FastifyRequest): boolean {
  if (request.routeOptions?.config?.openAiErrors === true) return true;
  return request.is404 && OPENAI_PATH.test(request.url);
}
