import type { FastifyReply, FastifyRequest } from "fastify";
import { refusalBody, refusalShapeFor } from "./refusal-body.ts";

/** A path no route serves: 404 in the dashboard's shape, or OpenAI's or Anthropic's under one of their paths. */
export function answerUnknownRoute(request: FastifyRequest, reply: FastifyReply): void {
  const route = `${request.method} ${request.url}`;
  const refusal = {
    status: 404,
    errMsgs: [`No route ${route}`],
    detail: { clientMessage: `Invalid URL (${route})` },
  };
  reply.code(404).send(refusalBody(refusalShapeFor(request), refusal, "Not found"));
}
