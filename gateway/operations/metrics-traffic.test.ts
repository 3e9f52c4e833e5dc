import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  askChat,
  question,
  seedModels,
  seedUserKey,
  signInDepartmentMember,
} from "../chat-completions/chat-completions.test-helper.ts";
import { serverChatHistoryRecorder } from "../chat-completions/server-chat-history-recorder.ts";
import { askEmbeddings } from "../embeddings/embeddings.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { samplesNamed, soleValue } from "./prometheus-text.test-helper.ts";

const METRICS_TOKEN = "scrape-secret-for-tests";
const CHAT = "/v1/api/chat/completions";
const EMBEDDINGS = "/v1/api/embeddings";

let gateway: TestGateway;
let key: string;
beforeAll(async () => {
  gateway = await startTestGateway({
    catalogue: false,
    environment: { GATEWAY_METRICS_TOKEN: METRICS_TOKEN },
  });
  await seedModels(gateway.db, [
    { systemName: "brief-chat" },
    { systemName: "brief-embed", embeddingDimensions: 8 },
    { systemName: "slow-chat", timeToFirstTokenMs: 1500 },
  ]);
  const person = await gateway.signIn();
  key = await seedUserKey(gateway.db, person.user);
});
afterAll(() => gateway.close());

async function scrape(): Promise<string> {
  const response = await fetch(`${new URL(gateway.apiUrl).origin}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe("/metrics after a known mix of traffic", () => {
  it("counts exactly the requests sent, by endpoint, model and status", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await askChat(gateway.apiUrl, key, question("brief-chat"))).status);
    for (let i = 0; i < 3; i++)
      statuses.push((await askChat(gateway.apiUrl, "mk-nobody-has-this-key", question("brief-chat"))).status);
    for (let i = 0; i < 2; i++)
      statuses.push(
        (await askEmbeddings(gateway.apiUrl, key, { model: "brief-embed", input: "A watt" })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 401, 401, 401, 200, 200]);
    await serverChatHistoryRecorder(gateway.app, gateway.deps).flush();

    const text = await scrape();
    const sent = [
      { labels: { endpoint: CHAT, model: "brief-chat", status: "200" }, value: 7 },
      { labels: { endpoint: CHAT, model: "", status: "401" }, value: 3 },
      { labels: { endpoint: EMBEDDINGS, model: "brief-embed", status: "200" }, value: 2 },
    ];
    const bySeries = (a: { labels: Record<string, string> }, b: { labels: Record<string, string> }) =>
      JSON.stringify(a.labels).localeCompare(JSON.stringify(b.labels));
    expect(samplesNamed(text, "gateway_requests_total").sort(bySeries)).toEqual([...sent].sort(bySeries));
    expect(samplesNamed(text, "gateway_request_duration_seconds_count").sort(bySeries)).toEqual(
      [...sent].sort(bySeries),
    );
    // The refused requests had no known caller: only the 9 served ones tell the gateway's own share.
    expect(soleValue(text, "gateway_added_latency_seconds_count")).toBe(9);
    expect(samplesNamed(text, "gateway_upstream_errors_total")).toEqual([]);
    expect(soleValue(text, "gateway_recording_queue_depth")).toBe(0);
  });
});

describe("/metrics while a request holds part of a budget", () => {
  it("shows the reservation held and its amount, and nothing once the request is over", async () => {
    const { key: departmentKey } = await signInDepartmentMember(gateway, {
      monthlyBudgetInDollar: 100,
      allowedModels: ["slow-chat"],
    });
    const answer = askChat(gateway.apiUrl, departmentKey, question("slow-chat"));
    // The model takes 1.5 s to answer: long enough for scrapes to see its reservation once it is made.
    let during = await scrape();
    for (let tries = 0; tries < 25 && soleValue(during, "gateway_budget_reservations_held") === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      during = await scrape();
    }
    expect(soleValue(during, "gateway_budget_reservations_held")).toBe(1);
    expect(soleValue(during, "gateway_budget_reserved_usd")).toBeGreaterThan(0);
    expect((await answer).status).toBe(200);
    const after = await scrape();
    expect(soleValue(after, "gateway_budget_reservations_held")).toBe(0);
    expect(soleValue(after, "gateway_budget_reserved_usd")).toBe(0);
  });
});
