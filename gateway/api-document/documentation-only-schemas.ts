import type { FastifyInstance } from "fastify";

/**
 * Route schemas here document; they do not validate or serialize. The handlers check their input with
 * class-validator DTOs (messages in errMsgs, SPEC §8), and Fastify's own compilers would change what clients see:
 * ajv would answer its own 400s before a handler ran, and fast-json-stringify would drop every field a response
 * schema does not list. These compilers accept any input and write any answer as JSON.stringify does, which is what
 * Fastify does for a route without a schema.
 */
export function keepSchemasForDocumentation(app: FastifyInstance): void {
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
