import { afterEach, describe, expect, it } from "vitest";
import { testClient } from "../gateway-http-test-kit.test-helper.ts";
import { type ScriptedAnswer, startScriptedServer } from "../scripted-server.test-helper.ts";
import { HttpUsageAnalyticsGateway } from "./http-usage-analytics-gateway.adapter.ts";

let server: Awaited<ReturnType<typeof startScriptedServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function analyticsAnswering(answer: ScriptedAnswer) {
  server = await startScriptedServer(() => answer);
  return {
    gateway: new HttpUsageAnalyticsGateway(testClient(server.origin).client),
    requests: server.requests,
  };
}

const range = { start: new Date("2025-03-01T00:00:00.000Z"), end: new Date("2025-03-08T00:00:00.000Z") };

describe("usage analytics over HTTP", () => {
  it("asks for one department's and one person's top models of an organization", async () => {
    const { gateway, requests } = await analyticsAnswering({ status: 200, body: { by: "model", data: [] } });
    await gateway.organizationBreakdown("org 1", {
      range,
      by: "model",
      departmentId: "dep-research",
      userId: "user-amara",
    });
    const url = new URL(requests[0]?.url ?? "", "http://gateway.test");
    expect(url.pathname).toBe("/organization/org%201/usage/breakdown");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startDate: "2025-03-01T00:00:00.000Z",
      endDate: "2025-03-08T00:00:00.000Z",
      by: "model",
      departmentId: "dep-research",
      userId: "user-amara",
    });
  });

  it("sends a series' filters and leaves out those not given", async () => {
    const { gateway, requests } = await analyticsAnswering({
      status: 200,
      body: { bucket: "hour", data: [] },
    });
    await gateway.series({ range, bucket: "hour", model: "gpt-4o-mini", endpoint: "messages" });
    const url = new URL(requests[0]?.url ?? "", "http://gateway.test");
    expect(url.pathname).toBe("/usage/series");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startDate: "2025-03-01T00:00:00.000Z",
      endDate: "2025-03-08T00:00:00.000Z",
      bucket: "hour",
      model: "gpt-4o-mini",
      endpoint: "messages",
    });
  });

  it("refuses an answer that is not a series", async () => {
    const { gateway } = await analyticsAnswering({ status: 200, body: { points: [] } });
    await expect(gateway.series({ range, bucket: "day" })).rejects.toThrow(TypeError);
  });
});
