import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
});
afterAll(() => gateway.close());

async function statusOf(
  path: string,
  init: RequestInit,
): Promise<{ status: number; body: { errMsgs?: unknown } }> {
  const response = await fetch(`${gateway.apiUrl}${path}`, init);
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as { errMsgs?: unknown },
  };
}

describe("malformed requests", () => {
  it("answers a body that is not JSON with 400 and a message, not a server error", async () => {
    const person = await gateway.signIn();
    const { status, body } = await statusOf("/auth/send-welcome", {
      method: "POST",
      headers: { ...person.headers, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(status).toBe(400);
    expect(body.errMsgs).toEqual([expect.any(String)]);
  });

  it("answers an unknown route with 404 and a message", async () => {
    const { status, body } = await statusOf("/no/such/route", { method: "GET" });
    expect(status).toBe(404);
    expect(body.errMsgs).toEqual([expect.stringContaining("/no/such/route")]);
  });

  it("answers an unsupported media type and a too-large body with a 4xx", async () => {
    const person = await gateway.signIn();
    const odd = await statusOf("/auth/send-welcome", {
      method: "POST",
      headers: { ...person.headers, "Content-Type": "application/x-unknown" },
      body: "x",
    });
    expect(odd.status).toBe(415);
    const huge = await statusOf("/auth/send-welcome", {
      method: "POST",
      headers: { ...person.headers, "Content-Type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(3 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });

  it("accepts a bodyless POST whatever content type a proxy put on it", async () => {
    const person = await gateway.signIn();
    const response = await fetch(`${gateway.apiUrl}/auth/send-welcome`, {
      method: "POST",
      headers: { ...person.headers, "Content-Type": "application/octet-stream" },
    });
    expect(response.status).toBe(204);
  });

  it("answers a malformed percent-encoding in the path with 400", async () => {
    const { status } = await statusOf("/users/apikeys/%E0%A4%A", { method: "DELETE" });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});
