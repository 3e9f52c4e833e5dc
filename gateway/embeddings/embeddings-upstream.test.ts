import { describe, expect, it } from "vitest";
import { PiiHandling } from "../../core/organization/pii-handling.ts";
import {
  recordedRows,
  seedUserKey,
  signInDepartmentMember,
} from "../chat-completions/chat-completions.test-helper.ts";
import {
  askEmbeddings,
  type EmbeddingList,
  gatewayWithUpstreamOfFile,
  openAiClient,
} from "./embeddings.test-helper.ts";

const world = gatewayWithUpstreamOfFile({
  name: "OpenAI",
  apiKey: "upstream-secret",
  models: ["text-embedding-3-small", "gpt-4o-mini"],
  modelNames: { "text-embedding-3-small": "text-embedding-3-small-eu" },
});

/** The last request the upstream received. */
const lastReceived = () => world.upstream.received.at(-1);

describe("embeddings forwarded to a configured upstream", () => {
  it("sends the upstream's model name, its key, and every other field as it came", async () => {
    const person = await world.gateway.signIn();
    const key = await seedUserKey(world.gateway.db, person.user);
    const response = await askEmbeddings(world.gateway.apiUrl, key, {
      model: "text-embedding-3-small",
      input: ["What is a watt?"],
      dimensions: 512,
      encoding_format: "float",
      user: "end-user-7",
      input_type: "query",
      metadata: { team: "search" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-gateway-provider")).toBe("OpenAI");
    expect(lastReceived()).toMatchObject({ method: "POST", authorization: "Bearer upstream-secret" });
    expect(lastReceived()?.path).toMatch(/\/embeddings$/);
    expect(lastReceived()?.body).toEqual({
      model: "text-embedding-3-small-eu",
      input: ["What is a watt?"],
      dimensions: 512,
      encoding_format: "float",
      user: "end-user-7",
      input_type: "query",
      metadata: { team: "search" },
    });
  });

  it("answers what the upstream answered, its usage included", async () => {
    const person = await world.gateway.signIn();
    const client = openAiClient(world.gateway.apiUrl, await seedUserKey(world.gateway.db, person.user));
    const answer = await client.embeddings.create({ model: "text-embedding-3-small", input: "Volts" });
    expect(answer.model).toBe("text-embedding-3-small-eu");
    expect(answer.data[0]?.embedding).toHaveLength(1536);
    expect(lastReceived()?.body.encoding_format).toBe("base64");
    const [row] = await recordedRows(world.gateway.db, person.user.id);
    expect(row).toMatchObject({
      vendor: "OpenAI",
      servedModel: "text-embedding-3-small",
      providerModel: "text-embedding-3-small-eu",
      tokensIn: answer.usage.prompt_tokens,
      statusCode: 200,
    });
  });

  it("forwards a department's texts with personal data masked, in the shape they were sent", async () => {
    const { key, person } = await signInDepartmentMember(world.gateway, {
      piiHandling: PiiHandling.PSEUDONYMIZE,
    });
    const response = await askEmbeddings(world.gateway.apiUrl, key, {
      model: "text-embedding-3-small",
      input: "Ada is ada@example.com, Bob is bob@example.com; write to ada@example.com.",
    });
    expect(response.status).toBe(200);
    const masked = "Ada is <EMAIL_ADDRESS_1>, Bob is <EMAIL_ADDRESS_2>; write to <EMAIL_ADDRESS_1>.";
    expect(lastReceived()?.body.input).toBe(masked);
    const [row] = await recordedRows(world.gateway.db, person.user.id);
    expect(row?.query).toBe(masked);
    expect(row?.requestContent).not.toContain("ada@example.com");
  });

  it("forwards token ids unchanged, even for a department that redacts personal data", async () => {
    const { key } = await signInDepartmentMember(world.gateway, { piiHandling: PiiHandling.ANONYMIZE });
    const tokens = [
      [791, 4062],
      [10, 11],
    ];
    expect(
      (await askEmbeddings(world.gateway.apiUrl, key, { model: "text-embedding-3-small", input: tokens }))
        .status,
    ).toBe(200);
    expect(lastReceived()?.body.input).toEqual(tokens);
  });

  it("answers the upstream's failure as a 502 in its words", async () => {
    const person = await world.gateway.signIn();
    const key = await seedUserKey(world.gateway.db, person.user);
    world.upstream.behave({ failWithStatus: 500 });
    try {
      const response = await askEmbeddings(world.gateway.apiUrl, key, {
        model: "text-embedding-3-small",
        input: "Hi",
      });
      expect(response.status).toBe(502);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toContain("Mock upstream failing with 500");
    } finally {
      world.upstream.behave({ failWithStatus: null });
    }
    const [row] = await recordedRows(world.gateway.db, person.user.id);
    expect(row).toMatchObject({ statusCode: 502, totalCost: 0 });
  });

  it("refuses an embedding model no configured upstream serves", async () => {
    const person = await world.gateway.signIn();
    const key = await seedUserKey(world.gateway.db, person.user);
    const before = world.upstream.received.length;
    const response = await askEmbeddings(world.gateway.apiUrl, key, {
      model: "text-embedding-3-large",
      input: "Hi",
    });
    expect(response.ok).toBe(false);
    expect(world.upstream.received.length).toBe(before);
  });
});

describe("an answer the gateway reads", () => {
  it("is summed up in the request log by its count and length", async () => {
    const person = await world.gateway.signIn();
    const key = await seedUserKey(world.gateway.db, person.user);
    const answer = (await (
      await askEmbeddings(world.gateway.apiUrl, key, {
        model: "text-embedding-3-small",
        input: ["one", "two", "three"],
        encoding_format: "base64",
      })
    ).json()) as EmbeddingList;
    expect(answer.data).toHaveLength(3);
    const [row] = await recordedRows(world.gateway.db, person.user.id);
    expect(row?.responseContent).toBe("3 embeddings of 1536 dimensions");
  });
});
