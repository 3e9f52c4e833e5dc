import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_MESSAGE_MAX_LENGTH } from "../../core/feedback/feedback.dto.ts";
import { ACCOUNT_SUSPENDED, NOT_SIGNED_IN } from "../identity/authenticate.ts";
import { users } from "../identity/users.schema.ts";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { feedback } from "./feedback.schema.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
});
afterAll(() => gateway.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON they asserted the shape of
const call = jsonCalls<any>(() => gateway);
const send = (body: unknown, headers: Record<string, string> = {}) =>
  call("POST", "/feedback", headers, body);

const IDEA = { topic: "idea", message: "A dark theme for the invoices would be lovely." };

async function stored(id: string) {
  const [row] = await gateway.db.select().from(feedback).where(eq(feedback.id, id));
  return row;
}

describe("feedback from a visitor", () => {
  it("is stored as sent, tidied, and answered with its id", async () => {
    const sent = await send({ ...IDEA, message: `  ${IDEA.message}  `, email: " Ada@Example.COM " });
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({ id: expect.any(String) });
    expect(await stored(sent.json.id)).toMatchObject({
      topic: "idea",
      message: IDEA.message,
      email: "ada@example.com",
      userId: null,
    });
  });

  it("needs no reply address: a blank one is none", async () => {
    const sent = await send({ ...IDEA, email: "   " });
    expect(sent.status).toBe(201);
    expect((await stored(sent.json.id))?.email).toBeNull();
  });
});

describe("feedback from a signed-in person", () => {
  it("is stored with who sent it", async () => {
    const person = await gateway.signIn();
    const sent = await send(IDEA, person.headers);
    expect(sent.status).toBe(201);
    expect((await stored(sent.json.id))?.userId).toBe(person.uid);
  });

  it("is refused with a token that is not valid, rather than stored as a visitor's", async () => {
    const refused = await send(IDEA, { Authorization: "Bearer not-a-jwt" });
    expect(refused).toMatchObject({ status: 401, json: { errMsgs: [NOT_SIGNED_IN] } });
  });

  it("is refused from a suspended account", async () => {
    const person = await gateway.signIn();
    await gateway.db.update(users).set({ suspended: true }).where(eq(users.id, person.uid));
    expect(await send(IDEA, person.headers)).toMatchObject({
      status: 403,
      json: { errMsgs: [ACCOUNT_SUSPENDED] },
    });
  });
});

describe("malformed feedback", () => {
  it.each([
    [
      "an unknown topic",
      { ...IDEA, topic: "complaint" },
      "topic must be one of idea, problem, question, praise",
    ],
    ["no topic", { message: IDEA.message }, "topic must be one of idea, problem, question, praise"],
    ["a message that is not text", { ...IDEA, message: 42 }, "message must be a string"],
    ["a message of spaces", { ...IDEA, message: "      " }, "message should not be empty"],
    [
      "a message too short",
      { ...IDEA, message: "Nice" },
      "message must be longer than or equal to 10 characters",
    ],
    [
      "a message too long",
      { ...IDEA, message: "x".repeat(FEEDBACK_MESSAGE_MAX_LENGTH + 1) },
      `message must be shorter than or equal to ${FEEDBACK_MESSAGE_MAX_LENGTH} characters`,
    ],
    ["a reply address that is not one", { ...IDEA, email: "ada at example" }, "email must be an email"],
    ["a reply address that is not text", { ...IDEA, email: 7 }, "email must be an email"],
  ])("is refused with 400 for %s, saying what is wrong", async (_case, body, message) => {
    const refused = await send(body);
    expect(refused.status).toBe(400);
    expect(refused.json.errMsgs).toContain(message);
  });

  it.each([
    ["a body that is not JSON", "{topic: idea"],
    ["a list", JSON.stringify([IDEA])],
    ["a string", JSON.stringify("A dark theme, please")],
    ["no body", ""],
  ])("is refused with 400 for %s, never a server error", async (_case, body) => {
    const refused = await send(body);
    expect(refused.status).toBe(400);
    expect(refused.json.errMsgs).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it("stores nothing when refused", async () => {
    const before = await gateway.db.$count(feedback);
    await send({ ...IDEA, topic: "complaint" });
    expect(await gateway.db.$count(feedback)).toBe(before);
  });

  it.each(["text/plain", "application/x-www-form-urlencoded"])(
    "is refused with a 4xx when sent as %s",
    async (contentType) => {
      const response = await fetch(`${gateway.apiUrl}/feedback`, {
        method: "POST",
        headers: { "Content-Type": contentType },
        body: "topic=idea&message=A dark theme, please",
      });
      expect([400, 415]).toContain(response.status);
      expect(((await response.json()) as { errMsgs: string[] }).errMsgs).toEqual([expect.any(String)]);
    },
  );
});

describe("the rate limit", () => {
  it("applies to feedback as to every call", async () => {
    // A person of their own, so earlier calls of this file do not count: the limit is per token (or address).
    const person = await gateway.signIn();
    const policy = gateway.deps.rateLimit;
    const kept = { ...policy };
    policy.requestsPerWindow = 2;
    policy.windowMs = 60_000;
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) statuses.push((await send(IDEA, person.headers)).status);
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      Object.assign(policy, kept);
    }
  });
});
