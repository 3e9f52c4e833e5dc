import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { authenticate, signedInUser } from "../identity/authenticate.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { conflict, notFound } from "../server/http-problem.ts";
import { pathId } from "../server/path-id.ts";
import { validatedInput } from "../server/validated-input.ts";
import { ApiKeyLifecycle } from "./api-key-lifecycle.ts";
import { apiKeyRecords, type IssuedSecret } from "./api-key-records.ts";
import { apiKeySettingsInput } from "./api-key-settings-input.ts";
import { personalKeyStore } from "./api-key-store.ts";
import { API_KEYS_OPERATIONS } from "./api-keys.operations.ts";
import { RotateApiKeyDto } from "./rotate-api-key.dto.ts";

export const API_KEY_NOT_FOUND = "API key not found";
/** Enough for every app and environment a person runs; more is a leak waiting to happen. */
export const MAX_API_KEYS = 50;
export const TOO_MANY_API_KEYS = `You have ${MAX_API_KEYS} API keys, the most one account may have: delete one first`;

type KeyRoute = { Params: { id: string } };

/**
 * The signed-in person's own keys: list, make, edit, rotate, revoke, delete. Each answers the whole list, oldest
 * first, masked, but for the secret just issued (made or rotated), shown that once.
 */
export async function apiKeysRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, clock } = deps;
  const signedIn = { preHandler: authenticate(db, deps.identity) };
  const store = personalKeyStore(db);
  const keys = new ApiKeyLifecycle(store, deps.apiKeyChanges, clock);
  const listOf = async (userId: string, issued: IssuedSecret | null = null) =>
    apiKeyRecords(db, await store.keysOf(userId), clock.now(), issued);
  const found = <T>(key: T | null): T => {
    if (!key) throw notFound(API_KEY_NOT_FOUND);
    return key;
  };
  const keyId = (request: FastifyRequest<KeyRoute>) => pathId(request.params.id);

  app.get("/users/apikeys", { ...signedIn, schema: API_KEYS_OPERATIONS.list }, async (request) =>
    listOf(signedInUser(request).id),
  );

  app.post("/users/apikeys", { ...signedIn, schema: API_KEYS_OPERATIONS.create }, async (request, reply) => {
    const user = signedInUser(request);
    const held = await store.countOf(user.id);
    if (held >= MAX_API_KEYS) throw conflict(TOO_MANY_API_KEYS);
    const settings = await apiKeySettingsInput(deps, request, { userId: user.id }, `Key ${held + 1}`);
    const { issued } = await keys.issue(user.id, `key-${randomUUID()}`, settings, user.email);
    reply.code(201);
    return listOf(user.id, issued);
  });

  app.put<KeyRoute>(
    "/users/apikeys/:id",
    { ...signedIn, schema: API_KEYS_OPERATIONS.edit },
    async (request) => {
      const user = signedInUser(request);
      const id = keyId(request);
      found(await store.find(user.id, id));
      const settings = await apiKeySettingsInput(deps, request, { userId: user.id });
      found(await keys.edit(user.id, id, settings));
      return listOf(user.id);
    },
  );

  const rotateOptions = { ...signedIn, schema: API_KEYS_OPERATIONS.rotate };
  app.post<KeyRoute>("/users/apikeys/:id/rotate", rotateOptions, async (request) => {
    const user = signedInUser(request);
    const id = keyId(request);
    found(await store.find(user.id, id));
    const { grace } = validatedInput(RotateApiKeyDto, request.body);
    const { issued } = found(await keys.rotate(user.id, id, grace));
    return listOf(user.id, issued);
  });

  const revokeOptions = { ...signedIn, schema: API_KEYS_OPERATIONS.revoke };
  app.post<KeyRoute>("/users/apikeys/:id/revoke", revokeOptions, async (request) => {
    const user = signedInUser(request);
    found(await keys.revoke(user.id, keyId(request)));
    return listOf(user.id);
  });

  const deleteOptions = { ...signedIn, schema: API_KEYS_OPERATIONS.delete };
  app.delete<KeyRoute>("/users/apikeys/:id", deleteOptions, async (request) => {
    const user = signedInUser(request);
    if (!(await keys.remove(user.id, keyId(request)))) throw notFound(API_KEY_NOT_FOUND);
    return listOf(user.id);
  });
}
