import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";

/** One request a minute per client address; the tests' connections all come from 127.0.0.1. */
async function gatewayTrusting(trustedProxies: string): Promise<TestGateway> {
  const gateway = await startTestGateway({
    requestsPerSecond: 1,
    catalogue: false,
    environment: { GATEWAY_TRUSTED_PROXIES: trustedProxies },
  });
  gateway.deps.rateLimit.windowMs = 60_000;
  return gateway;
}

async function statusFor(
  gateway: TestGateway,
  forwardedFor: string,
  path = "/providers/models",
): Promise<number> {
  const response = await fetch(`${gateway.apiUrl}${path}`, { headers: { "X-Forwarded-For": forwardedFor } });
  await response.body?.cancel();
  return response.status;
}

describe("a balancer on 127.0.0.1 that the gateway trusts", () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await gatewayTrusting("127.0.0.1");
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it("has each client limited by its own address from X-Forwarded-For", async () => {
    expect(await statusFor(gateway, "203.0.113.5")).toBe(200);
    expect(await statusFor(gateway, "203.0.113.6")).toBe(200);
    expect(await statusFor(gateway, "203.0.113.5")).toBe(429);
  });
});

describe("a sender the gateway does not trust as a proxy (only 127.0.0.2 is trusted)", () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await gatewayTrusting("127.0.0.2");
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it("is limited by its connection's address, whatever X-Forwarded-For it claims", async () => {
    expect(await statusFor(gateway, "203.0.113.5")).toBe(200);
    const refused = await fetch(`${gateway.apiUrl}/providers/models`, {
      headers: { "X-Forwarded-For": "203.0.113.6" },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({
      errMsgs: [expect.stringMatching(/^Too many requests: try again in \d+ s\.$/)],
    });
  });

  it("still reaches the operators' liveness endpoint over its limit", async () => {
    await statusFor(gateway, "203.0.113.7");
    expect(await statusFor(gateway, "203.0.113.7")).toBe(429);
    const response = await fetch(new URL("/healthz", gateway.apiUrl));
    expect(response.status).toBe(200);
  });
});
