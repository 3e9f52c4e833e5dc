import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askChat, question, seedUserKey } from "../chat-completions/chat-completions.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";

let gateway: TestGateway;
let key: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  key = await seedUserKey(gateway.db, (await gateway.signIn()).user);
});
afterAll(() => gateway.close());

describe("embedding models in chat completions", () => {
  it("are refused by name with a 400 that points to POST /embeddings", async () => {
    const response = await askChat(gateway.apiUrl, key, question("text-embedding-3-small"));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errMsgs: string[]; error: { param: string | null } };
    expect(body.errMsgs).toEqual([
      "text-embedding-3-small is an embedding model; it is served by POST /embeddings.",
    ]);
    expect(body.error.param).toBe("model");
  });

  it("are never Best Available's choice, whatever the strategy", async () => {
    for (const strategy of ["Cost", "Energy Cost", "Emission", "Latency", "Token Rate"]) {
      const response = await askChat(
        gateway.apiUrl,
        key,
        question("Best Available", "Hi", { routing_strategy: strategy, max_tokens: 5 }),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("x-gateway-model")).not.toMatch(/embed/);
    }
  });
});
