import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIMULATED_PROVIDER_NAME } from "../available-models/simulated-provider-name.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import {
  askChat,
  question,
  recordedRows,
  seedModels,
  type TestModel,
} from "./chat-completions.test-helper.ts";
import { chatHistory } from "./chat-history.schema.ts";

const MODELS: TestModel[] = [
  {
    systemName: "cheap",
    prices: [0.1, 0.4],
    timeToFirstTokenMs: 60,
    tokensPerSecondOut: 2000,
    energyWhPerThousandTokens: 0.5,
    grid: { region: "US", lmp: 90, renewablePercentage: 20 },
  },
  {
    systemName: "fast",
    prices: [3, 12],
    timeToFirstTokenMs: 10,
    tokensPerSecondOut: 3000,
    energyWhPerThousandTokens: 0.4,
    grid: { region: "CA", lmp: 20, renewablePercentage: 95 },
  },
  {
    systemName: "green",
    prices: [1, 3],
    timeToFirstTokenMs: 40,
    tokensPerSecondOut: 2500,
    energyWhPerThousandTokens: 0.2,
    grid: { region: "EU", lmp: 50, renewablePercentage: 99 },
  },
  { systemName: "writer", prices: [2, 8], timeToFirstTokenMs: 80, tokensPerSecondOut: 9000 },
];

async function gatewayWithModels(): Promise<TestGateway> {
  const gateway = await startTestGateway({ catalogue: false });
  await seedModels(gateway.db, MODELS);
  return gateway;
}

describe("Best Available", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await gatewayWithModels();
  });
  afterAll(() => gateway.close());

  it.each([
    ["none", "cheap", "none: no strategy: the cheapest model, $0.1 in + $0.4 out per million tokens"],
    ["Cost", "cheap", "Cost: lowest price: $0.1 in + $0.4 out per million tokens"],
    ["Latency", "fast", "Latency: lowest latency: 10 ms to first token (catalogue figure)"],
    ["Token Rate", "writer", "Token Rate: highest token rate: 9000 tokens/s (catalogue figure)"],
    [
      "Energy Cost",
      "fast",
      "Energy Cost: lowest energy cost: $0.008 per million tokens (0.4 Wh per 1k tokens at $20/MWh, Node of fast)",
    ],
    [
      "Emission",
      "green",
      "Emission: lowest emissions: 0.002 Wh of non-renewable energy per 1k tokens (99% renewable, Node of green)",
    ],
  ])("by %s picks %s and says why", async (strategy, model, reason) => {
    const person = await gateway.signIn();
    const response = await askChat(
      gateway.apiUrl,
      person.idToken,
      question("Best Available", undefined, { routing_strategy: strategy }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-gateway-model")).toBe(model);
    expect(response.headers.get("x-gateway-routing-reason")).toBe(reason);
  });

  it("takes the strategy from the x-routing-strategy header too, in any spelling", async () => {
    const person = await gateway.signIn();
    const response = await askChat(gateway.apiUrl, person.idToken, question("Best Available"), {
      "x-routing-strategy": "token_rate",
    });
    expect(response.headers.get("x-gateway-model")).toBe("writer");
  });

  it("records the model asked for, the one chosen, the strategy and the reason", async () => {
    const person = await gateway.signIn();
    await askChat(
      gateway.apiUrl,
      person.idToken,
      question("Best Available", undefined, { routing_strategy: "Emission", stream: true }),
    );
    const [row] = await recordedRows(gateway.db, person.uid);
    expect(row).toMatchObject({
      model: "Best Available",
      servedModel: "green",
      routingStrategy: "Emission",
      isStream: true,
    });
    expect(row?.routingReason).toMatch(/^Emission: lowest emissions/);
    expect(row?.renewablePercentage).toBe(99);
  });

  it("names the requested model as the reason when a model is asked for by name", async () => {
    const person = await gateway.signIn();
    const response = await askChat(gateway.apiUrl, person.idToken, question("green"));
    expect(response.headers.get("x-gateway-routing-reason")).toBe("requested model");
  });
});

describe("Best Available with observed statistics", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await gatewayWithModels();
  });
  afterAll(() => gateway.close());

  it("trusts what recent requests measured over the catalogue's figures", async () => {
    const person = await gateway.signIn();
    const observed = Array.from({ length: 4 }, (_, index) => ({
      id: `req-observed-${index}`,
      userId: person.uid,
      vendor: SIMULATED_PROVIDER_NAME,
      model: "green",
      servedModel: "green",
      statusCode: 200,
      isStream: true,
      timeToFirstToken: 4,
      tokenRate: 12000 + index,
    }));
    await gateway.db.insert(chatHistory).values(observed);
    const latency = await askChat(
      gateway.apiUrl,
      person.idToken,
      question("Best Available", undefined, { routing_strategy: "Latency" }),
    );
    expect(latency.headers.get("x-gateway-model")).toBe("green");
    expect(latency.headers.get("x-gateway-routing-reason")).toBe(
      "Latency: lowest latency: 4 ms to first token (observed over 4 requests)",
    );
    const rate = await askChat(
      gateway.apiUrl,
      person.idToken,
      question("Best Available", undefined, { routing_strategy: "Token Rate" }),
    );
    expect(rate.headers.get("x-gateway-model")).toBe("green");
  });
});
