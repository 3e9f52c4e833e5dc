import { beforeEach, describe, expect, it } from "vitest";
import { recordedRows, seedUserKey } from "../chat-completions/chat-completions.test-helper.ts";
import { askEmbeddings, gatewayWithUpstreamOfFile, openAiClient } from "./embeddings.test-helper.ts";

const world = gatewayWithUpstreamOfFile({
  name: "OpenAI",
  apiKey: null,
  models: ["text-embedding-3-small", "text-embedding-ada-002", "gpt-4o-mini"],
});
beforeEach(() => {
  world.upstream.received.length = 0;
});

interface Refusal {
  readonly errMsgs: readonly string[];
  readonly error: {
    readonly message: string;
    readonly type: string;
    readonly param: string | null;
    readonly code: string | null;
  };
}

/** Someone's refused request: its status, its body, and the cost it left in their log. */
async function refused(body: object) {
  const person = await world.gateway.signIn();
  const key = await seedUserKey(world.gateway.db, person.user);
  const response = await askEmbeddings(world.gateway.apiUrl, key, body);
  const refusal = (await response.json()) as Refusal;
  const rows = await recordedRows(world.gateway.db, person.user.id);
  return { status: response.status, refusal, rows };
}

const SMALL = "text-embedding-3-small";

describe("a malformed embeddings request", () => {
  it.each([
    ["no input", { model: SMALL }, "input", /^input is required$/],
    ["an empty text", { model: SMALL, input: "" }, "input", /^input must not be an empty string$/],
    ["an empty list", { model: SMALL, input: [] }, "input", /^input must not be empty$/],
    [
      "an empty text in a list",
      { model: SMALL, input: ["a", ""] },
      "input[1]",
      /^input\[1\] must not be an empty string$/,
    ],
    [
      "more than 2048 inputs",
      { model: SMALL, input: Array(2049).fill("a") },
      "input",
      /^input must have at most 2048 items$/,
    ],
    [
      "a mix of texts and numbers",
      { model: SMALL, input: ["a", 1] },
      "input",
      /^input must be a string, a list of strings/,
    ],
    [
      "a token id that is no integer",
      { model: SMALL, input: [[1, 2.5]] },
      "input[0]",
      /^input\[0\] must be a list of token ids/,
    ],
    ["no model", { input: "a" }, "model", /^model /],
    [
      "dimensions below 1",
      { model: SMALL, input: "a", dimensions: 0 },
      "dimensions",
      /^dimensions must not be less than 1$/,
    ],
    [
      "dimensions beyond the model's",
      { model: SMALL, input: "a", dimensions: 1537 },
      "dimensions",
      /^dimensions must be at most 1536 for text-embedding-3-small$/,
    ],
    [
      "dimensions on a model that cannot shorten its vectors",
      { model: "text-embedding-ada-002", input: "a", dimensions: 512 },
      "dimensions",
      /^dimensions cannot be chosen for text-embedding-ada-002: its vectors always have 1536 dimensions$/,
    ],
    [
      "an unknown encoding",
      { model: SMALL, input: "a", encoding_format: "int8" },
      "encoding_format",
      /^encoding_format must be one of/,
    ],
    [
      "a chat model",
      { model: "gpt-4o-mini", input: "a" },
      "model",
      /^gpt-4o-mini is a chat model; it is served by POST \/chat\/completions\.$/,
    ],
    [
      "Best Available",
      { model: "Best Available", input: "a" },
      "model",
      /^model must name an embedding model/,
    ],
  ])(
    "with %s is a 400 naming the field, forwards nothing and costs nothing",
    async (_case, body, param, says) => {
      const { status, refusal, rows } = await refused(body);
      expect(status).toBe(400);
      expect(refusal.errMsgs[0]).toMatch(says);
      expect(refusal.error).toMatchObject({ type: "invalid_request_error", param });
      expect(world.upstream.received).toHaveLength(0);
      expect(rows.map((row) => [row.statusCode, row.totalCost])).toEqual([[400, 0]]);
    },
  );

  it("naming no catalogue model is a 404 model_not_found", async () => {
    const { status, refusal } = await refused({ model: "text-embedding-4", input: "a" });
    expect(status).toBe(404);
    expect(refusal.error.code).toBe("model_not_found");
    expect(world.upstream.received).toHaveLength(0);
  });

  it("reaches OpenAI's SDK as its BadRequestError, with the field as its param", async () => {
    const person = await world.gateway.signIn();
    const client = openAiClient(world.gateway.apiUrl, await seedUserKey(world.gateway.db, person.user));
    const failure = await client.embeddings
      .create({ model: SMALL, input: [] })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 400, param: "input", type: "invalid_request_error" });
  });

  it("without a key is a 401", async () => {
    const response = await fetch(`${world.gateway.apiUrl}/embeddings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ model: SMALL, input: "a" }),
    });
    expect(response.status).toBe(401);
  });
});
