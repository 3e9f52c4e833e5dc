import { describe, expect, it } from "vitest";
import { askChat, question } from "../chat-completions/chat-completions.test-helper.ts";
import {
  ANSWERING_AT_ONCE,
  MOCK_AI_WITH_BACKUP,
  upstreamWorldOfFile,
} from "../chat-completions/upstream-world.test-helper.ts";
import { serverGatewayMetrics } from "./gateway-metrics.ts";
import { samplesNamed, soleValue } from "./prometheus-text.test-helper.ts";

const world = upstreamWorldOfFile(MOCK_AI_WITH_BACKUP, [{ systemName: "gpt-4o" }]);

describe("the providers' part in the metrics", () => {
  it("counts each provider attempt that failed, by provider and the status it answered", async () => {
    world.mocks.MockAI.behave({ ...ANSWERING_AT_ONCE, failWithStatus: 503 });
    const person = await world.gateway.signIn();
    const rescued = await askChat(world.gateway.apiUrl, person.idToken, question("gpt-4o"));
    expect(rescued.status).toBe(200);
    expect(rescued.headers.get("x-gateway-provider")).toBe("Backup");
    const failed = await askChat(world.gateway.apiUrl, person.idToken, question("gpt-4o"), {
      ensure_success: "false",
    });
    expect(failed.status).toBe(502);

    const text = await serverGatewayMetrics(world.gateway.app).registry.metrics();
    expect(samplesNamed(text, "gateway_upstream_errors_total")).toEqual([
      { labels: { provider: "MockAI", status: "503" }, value: 2 },
    ]);
    expect(samplesNamed(text, "gateway_requests_total")).toEqual([
      { labels: { endpoint: "/v1/api/chat/completions", model: "gpt-4o", status: "200" }, value: 1 },
      { labels: { endpoint: "/v1/api/chat/completions", model: "", status: "502" }, value: 1 },
    ]);
    expect(soleValue(text, "gateway_added_latency_seconds_count")).toBe(2);
  });

  it("leaves the provider's time out of the gateway's added latency, whole answers and streams alike", async () => {
    const person = await world.gateway.signIn();
    const metrics = serverGatewayMetrics(world.gateway.app);
    for (const stream of [false, true]) {
      // A whole answer comes after 300 ms; a stream starts at once and its events come 150 ms apart.
      world.mocks.MockAI.behave({
        ...ANSWERING_AT_ONCE,
        ...(stream ? { chunkDelayMs: 150 } : { delayMs: 300 }),
      });
      const before = await metrics.registry.metrics();
      const answer = await askChat(
        world.gateway.apiUrl,
        person.idToken,
        question("gpt-4o", undefined, { stream }),
      );
      await answer.text();
      const after = await metrics.registry.metrics();
      const grew = (name: string) => (soleValue(after, name) ?? 0) - (soleValue(before, name) ?? 0);
      expect(grew("gateway_added_latency_seconds_count")).toBe(1);
      // The provider took 150 ms or more before the first token; the gateway's own share is a small part of it.
      expect(grew("gateway_added_latency_seconds_sum")).toBeLessThan(0.1);
    }
  });
});
