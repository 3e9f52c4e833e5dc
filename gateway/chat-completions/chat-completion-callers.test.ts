import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskApiKey } from "../../core/api-keys/masked-api-key.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { INVALID_API_KEY } from "./authenticate-caller.ts";
import { askChat, question, recordedRows, seedModels, seedUserKey } from "./chat-completions.test-helper.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
  await seedModels(gateway.db, [{ systemName: "gpt-4o-mini" }]);
});
afterAll(() => gateway.close());

describe("who may ask", () => {
  it("answers the owner of an API key as it answers the session, and records the key", async () => {
    const person = await gateway.signIn();
    const key = await seedUserKey(gateway.db, person.user);
    const response = await askChat(gateway.apiUrl, key, question("gpt-4o-mini"), {
      sessionId: "s-1",
      ensure_success: "false",
    });
    expect(response.status).toBe(200);
    const [row] = await recordedRows(gateway.db, person.uid);
    expect(row).toMatchObject({ apikey: maskApiKey(key), statusCode: 200 });
    expect(row?.apiKeyId).toMatch(/^key-/);
  });

  it("refuses a key nobody has, and a request without any credential, with 401", async () => {
    const unknown = await askChat(gateway.apiUrl, "mk-revoked", question("gpt-4o-mini"));
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ errMsgs: [INVALID_API_KEY] });
    const anonymous = await fetch(`${gateway.apiUrl}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(question("gpt-4o-mini")),
    });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).errMsgs).toHaveLength(1);
  });
});

describe("requests the gateway refuses", () => {
  it("refuses a model it does not offer with 404 model_not_found, and records the refusal", async () => {
    const person = await gateway.signIn();
    const response = await askChat(gateway.apiUrl, person.idToken, question("no-such-model"));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      errMsgs: ["Unknown model: no-such-model"],
      error: { type: "invalid_request_error", code: "model_not_found" },
    });
    const [row] = await recordedRows(gateway.db, person.uid);
    expect(row).toMatchObject({
      model: "no-such-model",
      statusCode: 404,
      error: "Unknown model: no-such-model",
    });
  });

  it.each([
    [{ ...question("gpt-4o-mini"), messages: [] }, "messages must not be empty"],
    [{ ...question("gpt-4o-mini"), temperature: 3 }, "temperature must not be greater than 2"],
    [{ ...question("gpt-4o-mini"), max_tokens: 0 }, "max_tokens must not be less than 1"],
    [
      { ...question("gpt-4o-mini"), messages: [{ role: "robot", content: "hi" }] },
      "messages[0].role must be one of",
    ],
    [
      { ...question("gpt-4o-mini"), messages: [{ role: "user", content: 42 }] },
      "messages[0].content must be",
    ],
    [{ ...question("gpt-4o-mini"), routing_strategy: "fastest" }, "Unknown routing strategy: fastest"],
    [{ messages: [{ role: "user", content: "hi" }] }, "model must be a string"],
    [["not", "an", "object"], "The body must be a JSON object"],
  ])("refuses %j with 400 and says why", async (body, reason) => {
    const person = await gateway.signIn();
    const response = await askChat(gateway.apiUrl, person.idToken, body);
    expect(response.status).toBe(400);
    const { errMsgs } = (await response.json()) as { errMsgs: string[] };
    expect(errMsgs.some((message) => message.startsWith(reason))).toBe(true);
  });

  it.each([
    [{ ...question("gpt-4o-mini"), temperature: 3 }, "temperature"],
    [
      { ...question("gpt-4o-mini"), messages: [{ role: "user", content: "hi" }, { role: "robot" }] },
      "messages[1].role",
    ],
    [["not", "an", "object"], null],
  ])("names the field at fault in %j as OpenAI's param", async (body, param) => {
    const person = await gateway.signIn();
    const response = await askChat(gateway.apiUrl, person.idToken, body);
    expect((await response.json()).error).toMatchObject({ type: "invalid_request_error", param, code: null });
  });
});
