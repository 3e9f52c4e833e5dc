import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { METRICS_OFF, METRICS_TOKEN_WRONG } from "./metrics-token.ts";
import { soleValue } from "./prometheus-text.test-helper.ts";

const METRICS_TOKEN = "scrape-secret-for-tests";

let gateway: TestGateway;
let origin: string;
beforeAll(async () => {
  gateway = await startTestGateway({ environment: { GATEWAY_METRICS_TOKEN: METRICS_TOKEN } });
  origin = new URL(gateway.apiUrl).origin;
});
afterAll(() => gateway.close());

const scrape = (token?: string) =>
  fetch(`${origin}/metrics`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

describe("the operators' endpoints of a gateway without Redis", () => {
  it("answers /healthz while the process runs", async () => {
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz ready: the database answers, holds every migration, and no stop is under way", async () => {
    const response = await fetch(`${origin}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", draining: "no" },
    });
  });

  it("refuses /metrics without the metrics token, or with another, with a message", async () => {
    for (const response of [await scrape(), await scrape("not-the-token")]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ errMsgs: [METRICS_TOKEN_WRONG] });
    }
  });

  it("serves /metrics as Prometheus text with the metrics token", async () => {
    const response = await scrape(METRICS_TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("# TYPE gateway_requests_total counter");
    expect(text).toContain("# TYPE gateway_request_duration_seconds histogram");
    expect(text).toContain("# TYPE gateway_added_latency_seconds histogram");
    expect(text).toContain("# TYPE gateway_upstream_errors_total counter");
    expect(soleValue(text, "gateway_recording_queue_depth")).toBe(0);
    expect(soleValue(text, "gateway_recording_lag_seconds")).toBe(0);
    expect(soleValue(text, "gateway_shared_state_up")).toBe(1);
    expect(soleValue(text, "gateway_budget_reservations_held")).toBe(0);
    expect(soleValue(text, "gateway_budget_reserved_usd")).toBe(0);
  });

  it("leaves the operators' endpoints out of the API document", async () => {
    const document = gateway.app.apiDocument();
    expect(Object.keys(document.paths).filter((path) => /healthz|readyz|metrics/.test(path))).toEqual([]);
  });
});

describe("a gateway without a metrics token", () => {
  it("has no /metrics: 404 with the setting that turns it on", async () => {
    const plain = await startTestGateway();
    try {
      const response = await fetch(`${new URL(plain.apiUrl).origin}/metrics`, {
        headers: { Authorization: "Bearer anything" },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ errMsgs: [METRICS_OFF] });
    } finally {
      await plain.close();
    }
  });
});
