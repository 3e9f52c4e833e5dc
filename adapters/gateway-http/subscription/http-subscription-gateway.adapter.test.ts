import { afterEach, describe, expect, it } from "vitest";
import { fixedTokens, testClient } from "../gateway-http-test-kit.test-helper.ts";
import { type ScriptedAnswer, startScriptedServer } from "../scripted-server.test-helper.ts";
import { HttpSubscriptionGateway } from "./http-subscription-gateway.adapter.ts";

let server: Awaited<ReturnType<typeof startScriptedServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function gatewayAnswering(answer: ScriptedAnswer, token: string | null = "test-token") {
  server = await startScriptedServer(() => answer);
  const { client, pages } = testClient(server.origin, { tokens: fixedTokens(token) });
  return { gateway: new HttpSubscriptionGateway(client), requests: server.requests, pages };
}

describe("the tiers over HTTP", () => {
  it("are read without signing in, cheapest first", async () => {
    const { gateway, requests } = await gatewayAnswering({
      status: 200,
      body: [
        { id: "team", price: 49, features: [] },
        { id: "free", price: 0, features: [] },
        { id: "pro", price: 19, features: [] },
      ],
    });

    const tiers = await gateway.listTiers();

    expect(tiers.map((tier) => tier.id)).toEqual(["free", "pro", "team"]);
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe("subscribing over HTTP", () => {
  it("sends the payment method to the tier's address", async () => {
    const { gateway, requests } = await gatewayAnswering({ status: 201, body: {} });

    await gateway.subscribe("tier pro", "pm_123");

    expect(requests[0]).toMatchObject({ method: "POST", url: "/tiers/subscribe/tier%20pro" });
    expect(JSON.parse(requests[0]?.body ?? "")).toEqual({ paymentMethodId: "pm_123" });
  });

  it.each([400, 404, 500])(
    "answered %i rejects with the server's message and shows no page",
    async (status) => {
      const { gateway, pages } = await gatewayAnswering({
        status,
        body: { errMsgs: ["Your card was declined."] },
      });

      await expect(gateway.subscribe("pro", "pm_1")).rejects.toThrow(/^Your card was declined\.$/);
      expect(pages).toEqual([]);
    },
  );

  it.each([401, 403, 409, 429])("answered %i rejects with 'An unexpected error occurred'", async (status) => {
    const { gateway, pages } = await gatewayAnswering({ status, body: { errMsgs: ["Internal detail"] } });

    await expect(gateway.subscribe("pro", "pm_1")).rejects.toThrow(/^An unexpected error occurred$/);
    expect(pages).toEqual([]);
  });

  it("rejects with 'Token is null' when nobody is signed in, without calling", async () => {
    const { gateway, requests } = await gatewayAnswering({ status: 201 }, null);

    await expect(gateway.subscribe("pro", "pm_1")).rejects.toThrow(/^Token is null$/);
    expect(requests).toEqual([]);
  });
});

describe("cancelling over HTTP", () => {
  it("asks for the end of the period unless told to stop at once", async () => {
    const { gateway, requests } = await gatewayAnswering({ status: 200, body: {} });

    await gateway.cancel();
    await gateway.cancel({ immediate: true });

    expect(requests.map((request) => [request.method, request.url, JSON.parse(request.body)])).toEqual([
      ["DELETE", "/tiers/subscription", { immediate: false }],
      ["DELETE", "/tiers/subscription", { immediate: true }],
    ]);
  });
});
