import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIMULATED_PROVIDER_NAME } from "../available-models/simulated-provider-name.ts";
import { seedUserKey } from "../chat-completions/chat-completions.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import {
  askEmbeddings,
  decodedVector,
  type EmbeddingList,
  euclideanLength,
  openAiClient,
} from "./embeddings.test-helper.ts";

let gateway: TestGateway;
let client: ReturnType<typeof openAiClient>;
let key: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  const person = await gateway.signIn();
  key = await seedUserKey(gateway.db, person.user);
  client = openAiClient(gateway.apiUrl, key);
});
afterAll(() => gateway.close());

describe("embeddings answered by the simulated provider, through OpenAI's SDK", () => {
  it("answers one unit vector per input, of the model's length, in the order given", async () => {
    const answer = await client.embeddings.create({
      model: "text-embedding-3-small",
      input: ["What is a watt?", "What is a joule?", "Heat pumps"],
    });
    expect(answer.object).toBe("list");
    expect(answer.model).toBe("text-embedding-3-small");
    expect(answer.data.map((item) => item.index)).toEqual([0, 1, 2]);
    for (const { embedding } of answer.data) {
      expect(embedding).toHaveLength(1536);
      expect(euclideanLength(embedding)).toBeCloseTo(1, 4);
    }
    expect(answer.usage.prompt_tokens).toBeGreaterThan(5);
    expect(answer.usage.total_tokens).toBe(answer.usage.prompt_tokens);
  });

  it("gives the same vector for the same text every time, and another for another text", async () => {
    const embed = async (input: string) =>
      (await client.embeddings.create({ model: "text-embedding-3-large", input })).data[0]?.embedding;
    const first = await embed("How do heat pumps work?");
    expect(first).toHaveLength(3072);
    expect(await embed("How do heat pumps work?")).toEqual(first);
    expect(await embed("How do solar panels work?")).not.toEqual(first);
  });

  it("answers the dimensions asked for on a model that can shorten its vectors", async () => {
    const answer = await client.embeddings.create({
      model: "text-embedding-3-small",
      input: "What is a watt?",
      dimensions: 256,
    });
    expect(answer.data[0]?.embedding).toHaveLength(256);
    expect(euclideanLength(answer.data[0]?.embedding ?? [])).toBeCloseTo(1, 4);
  });

  it("answers each model at its own length: mistral-embed's vectors have 1024 dimensions", async () => {
    const answer = await client.embeddings.create({ model: "mistral-embed", input: "Bonjour" });
    expect(answer.data[0]?.embedding).toHaveLength(1024);
  });

  it("embeds token ids, one list or several", async () => {
    const one = await client.embeddings.create({ model: "text-embedding-3-small", input: [791, 4062, 10] });
    expect(one.data).toHaveLength(1);
    expect(one.usage.prompt_tokens).toBe(3);
    const two = await client.embeddings.create({
      model: "text-embedding-3-small",
      input: [
        [791, 4062],
        [10, 11, 12],
      ],
    });
    expect(two.data).toHaveLength(2);
    expect(two.usage.prompt_tokens).toBe(5);
  });
});

describe("embeddings over raw HTTP", () => {
  it("gives the same numbers as floats and as base64", async () => {
    const ask = async (encoding_format: string) =>
      (await (
        await askEmbeddings(gateway.apiUrl, key, {
          model: "text-embedding-3-small",
          input: ["Volts", "Amperes"],
          encoding_format,
        })
      ).json()) as EmbeddingList;
    const floats = await ask("float");
    const base64 = await ask("base64");
    expect(typeof base64.data[0]?.embedding).toBe("string");
    expect(base64.data.map((item) => decodedVector(item.embedding as string))).toEqual(
      floats.data.map((item) => item.embedding),
    );
  });

  it("says what answered: the simulated provider, for the gateway's model", async () => {
    const response = await askEmbeddings(gateway.apiUrl, key, {
      model: "text-embedding-3-small",
      input: "Hi",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-gateway-provider")).toBe("simulated");
    expect(response.headers.get("x-gateway-model")).toBe("text-embedding-3-small");
    const body = (await response.json()) as EmbeddingList;
    expect(body.provider).toBe(SIMULATED_PROVIDER_NAME);
    expect(body.data[0]).toMatchObject({ object: "embedding", index: 0 });
  });

  it("answers a signed-in person's session too", async () => {
    const person = await gateway.signIn();
    const response = await askEmbeddings(gateway.apiUrl, person.idToken, {
      model: "text-embedding-3-small",
      input: "Hi",
    });
    expect(response.status).toBe(200);
  });
});
