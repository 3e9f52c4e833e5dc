import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskApiKey } from "../../core/api-keys/masked-api-key.ts";
import { API_KEY_ID_HEADER } from "../../core/chat-completions/chat-completion-headers.ts";
import { secretHash } from "../api-keys/api-key-value.ts";
import type { userApiKeys } from "../api-keys/api-keys.schema.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { recordedRows, seedModels, seedPersonalKey } from "./chat-completions.test-helper.ts";
import { insertChatHistoryDrafts } from "./chat-history-insert.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
  await seedModels(gateway.db, [
    { systemName: "gpt-4o", prices: [2.5, 10] },
    { systemName: "gpt-4o-mini", prices: [0.15, 0.6] },
    { systemName: "text-embedding-3-small", prices: [0.02, 0], embeddingDimensions: 8 },
  ]);
});
afterAll(() => gateway.close());

interface Family {
  readonly name: string;
  /** A request of the family for this model, with the key's secret where the family's clients send it. */
  ask(secret: string, model?: string, headers?: Record<string, string>): Promise<Response>;
  readonly model: string;
  /** Its refusal as the family's clients read it. */
  refusal(body: RefusalBody): { message: string; kind: string | null };
}

const post = (path: string, headers: Record<string, string>, body: object) =>
  fetch(`${gateway.apiUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });
/** A refusal's body: the dashboard's messages and OpenAI's error, or Anthropic's error alone. */
interface RefusalBody {
  readonly errMsgs?: readonly string[];
  readonly error: { readonly message: string; readonly code?: string | null; readonly type?: string };
}

const openAiRefusal = (body: RefusalBody) => ({
  message: body.errMsgs?.[0] ?? "",
  kind: body.error.code ?? null,
});

const FAMILIES: readonly Family[] = [
  {
    name: "chat completions",
    model: "gpt-4o",
    ask: (secret, model = "gpt-4o", headers = {}) =>
      post(
        "/chat/completions",
        { ...bearer(secret), ...headers },
        {
          model,
          max_tokens: 50,
          messages: [{ role: "user", content: "What is a watt?" }],
        },
      ),
    refusal: openAiRefusal,
  },
  {
    name: "responses",
    model: "gpt-4o",
    ask: (secret, model = "gpt-4o", headers = {}) =>
      post(
        "/responses",
        { ...bearer(secret), ...headers },
        { model, input: "What is a watt?", max_output_tokens: 50 },
      ),
    refusal: openAiRefusal,
  },
  {
    name: "messages",
    model: "gpt-4o",
    ask: (secret, model = "gpt-4o", headers = {}) =>
      post(
        "/anthropic/v1/messages",
        { "x-api-key": secret, "anthropic-version": "2023-06-01", ...headers },
        {
          model,
          max_tokens: 50,
          messages: [{ role: "user", content: "What is a watt?" }],
        },
      ),
    refusal: (body) => ({ message: body.error.message, kind: body.error.type ?? null }),
  },
  {
    name: "embeddings",
    model: "text-embedding-3-small",
    ask: (secret, model = "text-embedding-3-small", headers = {}) =>
      post("/embeddings", { ...bearer(secret), ...headers }, { model, input: "What is a watt?" }),
    refusal: openAiRefusal,
  },
];

/** What each family's clients read for a refusal of this status: OpenAI's code, or Anthropic's error type. */
function kindFor(family: Family, status: number, openAiCode: string): string {
  if (family.name !== "messages") return openAiCode;
  return { 401: "authentication_error", 403: "permission_error", 429: "rate_limit_error" }[status] ?? "";
}

async function keyOf(columns: Partial<typeof userApiKeys.$inferInsert>) {
  const person = await gateway.signIn();
  const key = await seedPersonalKey(gateway.db, person.user, columns);
  return { person, ...key };
}

const HOUR_AGO = () => new Date(Date.now() - 3_600_000).toISOString();

describe.each(FAMILIES)("an API key's rules on $name", (family) => {
  it.each([
    ["expired", () => ({ expiresAt: HOUR_AGO() }), /^This API key expired on \d{4}-\d\d-\d\dT.+Z\.$/],
    ["revoked", () => ({ revokedAt: HOUR_AGO() }), /^This API key was revoked\.$/],
  ])("refuses a key %s with 401, logged under the key with its reason", async (_, columns, words) => {
    const { person, id, secret } = await keyOf(columns());
    const response = await family.ask(secret);
    expect(response.status).toBe(401);
    const refusal = family.refusal((await response.json()) as RefusalBody);
    expect(refusal.message).toMatch(words);
    expect(refusal.kind).toBe(kindFor(family, 401, "invalid_api_key"));
    const [row] = await recordedRows(gateway.db, person.user.id);
    expect(row).toMatchObject({
      apiKeyId: id,
      apikey: maskApiKey(secret),
      statusCode: 401,
      error: refusal.message,
    });
  });

  it("refuses a rotated-out secret once its grace is over with 401, and takes the new one", async () => {
    const oldSecret = `mk-old-${randomUUID()}`;
    const { secret } = await keyOf({
      previousSecretHash: secretHash(oldSecret),
      previousSecretUntil: HOUR_AGO(),
    });
    const response = await family.ask(oldSecret);
    expect(response.status).toBe(401);
    const refusal = family.refusal((await response.json()) as RefusalBody);
    expect(refusal.message).toMatch(
      /^This API key's secret was rotated; the old secret stopped working at \d{4}-\d\d-\d\dT.+Z\.$/,
    );
    expect((await family.ask(secret)).status).toBe(200);
  });

  it("refuses the request over the requests per minute with 429 and a Retry-After of at most a minute", async () => {
    const { person, secret } = await keyOf({ requestsPerMinute: 1 });
    expect((await family.ask(secret)).status).toBe(200);
    const response = await family.ask(secret);
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(59);
    expect(retryAfter).toBeLessThanOrEqual(61);
    const refusal = family.refusal((await response.json()) as RefusalBody);
    expect(refusal.message).toBe(
      `Rate limit reached for requests per minute on this API key: limit 1. Retry in ${retryAfter} s.`,
    );
    expect(refusal.kind).toBe(kindFor(family, 429, "rate_limit_exceeded"));
    const rows = await recordedRows(gateway.db, person.user.id, 2);
    expect(rows.map((row) => row.statusCode).sort()).toEqual([200, 429]);
  });

  it("refuses a model the key may not use with 403 model_not_found", async () => {
    const { person, secret } = await keyOf({ allowedModels: ["gpt-4o-mini"] });
    const response = await family.ask(secret);
    expect(response.status).toBe(403);
    const refusal = family.refusal((await response.json()) as RefusalBody);
    expect(refusal.message).toBe(
      `Model ${family.model} is not allowed for this API key. Allowed models: gpt-4o-mini.`,
    );
    expect(refusal.kind).toBe(kindFor(family, 403, "model_not_found"));
    expect((await recordedRows(gateway.db, person.user.id))[0]?.statusCode).toBe(403);
  });

  it("refuses with 429 insufficient_quota once the key's budget for the month is spent", async () => {
    const { person, id, secret } = await keyOf({ monthlyBudgetUsd: 0.05 });
    await insertChatHistoryDrafts(gateway.db, [
      {
        id: `req-${randomUUID()}`,
        userId: person.user.id,
        apiKeyId: id,
        apikey: maskApiKey(secret),
        vendor: "OpenAI",
        model: family.model,
        statusCode: 200,
        totalCost: 0.05,
        createdAt: new Date().toISOString(),
      },
    ]);
    const response = await family.ask(secret);
    expect(response.status).toBe(429);
    const refusal = family.refusal((await response.json()) as RefusalBody);
    expect(refusal.message).toBe("Monthly budget of this API key reached: $0.05 of $0.05 spent this month.");
    expect(refusal.kind).toBe(kindFor(family, 429, "insufficient_quota"));
  });

  it("applies the key's rules to the session asking with the key's id, and refuses a key not the person's", async () => {
    const { person, id } = await keyOf({ allowedModels: ["gpt-4o-mini"] });
    const session = (idToken: string) => ({ Authorization: `Bearer ${idToken}`, [API_KEY_ID_HEADER]: id });
    const byId = await family.ask("", family.model, session(person.idToken));
    expect(byId.status).toBe(403);
    const stranger = await gateway.signIn();
    const notTheirs = await family.ask("", family.model, session(stranger.idToken));
    expect(notTheirs.status).toBe(403);
    expect(family.refusal((await notTheirs.json()) as RefusalBody).message).toBe(
      `API key ${id} is not one of yours.`,
    );
  });
});

describe("GET /models with a key limited to some models", () => {
  it("lists only those models", async () => {
    const { secret } = await keyOf({ allowedModels: ["gpt-4o-mini", "text-embedding-3-small"] });
    const response = await fetch(`${gateway.apiUrl}/models`, { headers: bearer(secret) });
    const { data } = (await response.json()) as { data: { id: string }[] };
    expect(data.map((model) => model.id)).toEqual([
      "Best Available",
      "gpt-4o-mini",
      "text-embedding-3-small",
    ]);
    const other = await fetch(`${gateway.apiUrl}/models/gpt-4o`, { headers: bearer(secret) });
    expect(other.status).toBe(404);
  });
});
