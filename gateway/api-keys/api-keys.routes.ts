import type { FastifyInstance } from "fastify";
import { authenticate, signedInUser } from "../identity/authenticate.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { conflict, notFound } from "../server/http-problem.ts";
import { pathId } from "../server/path-id.ts";
import { API_KEYS_OPERATIONS } from "./api-keys.operations.ts";
import { apiKeysOf, countApiKeys, createApiKey, deleteApiKey } from "./api-keys.repository.ts";

export const API_KEY_NOT_FOUND = "API key not found";
/** Enough for every app and environment a person runs; more is a leak waiting to happen. */
export const MAX_API_KEYS = 50;
export const TOO_MANY_API_KEYS = `You have ${MAX_API_KEYS} API keys, the most one account may have: delete one first`;

/** GET and POST /users/apikeys, DELETE /users/apikeys/{id}: each answers the person's whole list, oldest first. */
export async function apiKeysRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const signedIn = { preHandler: authenticate(deps.db, deps.identity) };

  const listOptions = { ...signedIn, schema: API_KEYS_OPERATIONS.list };
  app.get("/users/apikeys", listOptions, async (request) => apiKeysOf(deps.db, signedInUser(request).id));

  app.post("/users/apikeys", { ...signedIn, schema: API_KEYS_OPERATIONS.create }, async (request, reply) => {
    const user = signedInUser(request);
    if ((await countApiKeys(deps.db, user.id)) >= MAX_API_KEYS) throw conflict(TOO_MANY_API_KEYS);
    await createApiKey(deps.db, user.id, new Date(deps.clock.now()).toISOString());
    reply.code(201);
    return apiKeysOf(deps.db, user.id);
  });

  const deleteOptions = { ...signedIn, schema: API_KEYS_OPERATIONS.delete };
  app.delete<{ Params: { id: string } }>("/users/apikeys/:id", deleteOptions, async (request) => {
    const id = pathId(request.params.id);
    const user = signedInUser(request);
    if (!(await deleteApiKey(deps.db, user.id, id))) throw notFound(API_KEY_NOT_FOUND);
    return apiKeysOf(deps.db, user.id);
  });
}
