import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { API_KEY_NOT_FOUND, MAX_API_KEYS, TOO_MANY_API_KEYS } from "./api-keys.routes.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
});
afterAll(() => gateway.close());

interface Key {
  id: string;
  value: string;
  createdAt: string;
}

const call = jsonCalls<Key[] & { errMsgs?: string[] }>(() => gateway);

describe("a person's API keys", () => {
  it("start empty; each new key is answered with the whole list, oldest first", async () => {
    const person = await gateway.signIn();
    expect((await call("GET", "/users/apikeys", person.headers)).json).toEqual([]);
    const first = await call("POST", "/users/apikeys", person.headers);
    expect(first.status).toBe(201);
    const second = await call("POST", "/users/apikeys", person.headers);
    expect(second.json.map((key) => key.id)).toEqual([first.json[0]?.id, expect.any(String)]);
    expect(second.json[1]?.value).toMatch(/^mk-[0-9a-f]{32}$/);
    expect(second.json[1]?.value).not.toBe(second.json[0]?.value);
    expect(second.json[1]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await call("GET", "/users/apikeys", person.headers)).json).toEqual(second.json);
  });

  it("are deleted one at a time, answering the list without the deleted key", async () => {
    const person = await gateway.signIn();
    await call("POST", "/users/apikeys", person.headers);
    const [kept, deleted] = (await call("POST", "/users/apikeys", person.headers)).json;
    const { status, json } = await call("DELETE", `/users/apikeys/${deleted?.id}`, person.headers);
    expect({ status, json }).toEqual({ status: 200, json: [kept] });
  });

  it("are the person's own: someone else's key is not found and stays", async () => {
    const owner = await gateway.signIn();
    const [key] = (await call("POST", "/users/apikeys", owner.headers)).json;
    const stranger = await gateway.signIn();
    expect((await call("GET", "/users/apikeys", stranger.headers)).json).toEqual([]);
    const refused = await call("DELETE", `/users/apikeys/${key?.id}`, stranger.headers);
    expect(refused).toMatchObject({ status: 404, json: { errMsgs: [API_KEY_NOT_FOUND] } });
    expect((await call("GET", "/users/apikeys", owner.headers)).json).toEqual([key]);
  });

  it("refuse a blank, malformed or over-long id with a 4xx and a message", async () => {
    const person = await gateway.signIn();
    const blank = await call("DELETE", "/users/apikeys/%20%20", person.headers);
    expect(blank).toMatchObject({ status: 400, json: { errMsgs: [INVALID_ID] } });
    for (const id of ["%E0%A4%A", "x".repeat(150), "..%2F..%2Fetc"]) {
      const refused = await call("DELETE", `/users/apikeys/${id}`, person.headers);
      expect(refused.status, id).toBeGreaterThanOrEqual(400);
      expect(refused.status, id).toBeLessThan(500);
      expect(refused.json.errMsgs, id).toEqual([expect.any(String)]);
    }
  });

  it(`stop at ${MAX_API_KEYS} per person`, async () => {
    const person = await gateway.signIn();
    for (let created = 0; created < MAX_API_KEYS; created += 1)
      await call("POST", "/users/apikeys", person.headers);
    const refused = await call("POST", "/users/apikeys", person.headers);
    expect(refused).toMatchObject({ status: 409, json: { errMsgs: [TOO_MANY_API_KEYS] } });
  });

  it("are refused to anyone not signed in", async () => {
    for (const method of ["GET", "POST"]) expect((await call(method, "/users/apikeys", {})).status).toBe(401);
    expect((await call("DELETE", "/users/apikeys/key-1", {})).status).toBe(401);
  });
});
