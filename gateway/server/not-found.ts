import type { FastifyReply, FastifyRequest } from "fastify";
import { answersLikeOpenAi } from "./openai-compatible.ts";
import { openAiErrorOf } from "./openai-error.ts";

/** A path no route serves: 404 in the dashboard's shape, and in OpenAI's too under one of OpenAI's paths. */
export function answerUnknownRoute(request: FastifyRequest, reply: FastifyReply): void {
  const route = `${request.method} ${request.url}`;
  const errMsgs = [`No route ${route}`];
  const error = answersLikeOpenAi(request)
    ? { error: openAiErrorOf({ status: 404, errMsgs, detail: { clientMessage: `Invalid URL (${route})` } }) }
    : {};
  reply.code(404).send({ statusCode: 404, errMsgs, message: "Not found", ...error });
}
