import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NON_RENEWABLE_GRAMS_CO2E_PER_KWH } from "../../core/organization/request-emissions.ts";
import { seedModels } from "../chat-completions/chat-completions.test-helper.ts";
import { type ChatHistoryDraft, insertChatHistoryDrafts } from "../chat-completions/chat-history-insert.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { loggedRequest } from "./logged-requests.test-helper.ts";

let gateway: TestGateway;
let person: SignedInPerson;

/** The serving models the file knows: energy per 1,000 tokens in Wh. */
const ENERGY = { frugal: 0.2, hungry: 1.5 } as const;

/**
 * The person's requests: served by a known model on a node with or without a renewable share, by a model the
 * gateway does not know, failed for free, of two departments and two days.
 */
const requests = (userId: string): ChatHistoryDraft[] =>
  [
    { id: "t-1", servedModel: "frugal", totalTokens: 1000, totalCost: 0.01, renewablePercentage: 60 },
    { id: "t-2", servedModel: "frugal", totalTokens: 3000, totalCost: 0.02, renewablePercentage: 60 },
    { id: "t-3", servedModel: "hungry", totalTokens: 2000, totalCost: 0.05, renewablePercentage: 25.5 },
    { id: "t-4", servedModel: "hungry", totalTokens: 500, totalCost: 0.004, departmentId: "dep-support" },
    { id: "t-5", servedModel: "retired", totalTokens: 9000, totalCost: 0.3, renewablePercentage: 90 },
    {
      id: "t-6",
      servedModel: null,
      totalTokens: 0,
      totalCost: 0,
      statusCode: 502,
      departmentId: "dep-support",
    },
    { id: "t-7", servedModel: "frugal", totalTokens: 100, totalCost: 0.001, statusCode: 429, day: 2 },
  ].map(({ day = 1, totalTokens, ...request }, index) =>
    loggedRequest(userId, {
      ...request,
      id: `${request.id}-${userId.slice(0, 8)}`,
      tokensIn: Math.floor(totalTokens / 4),
      tokensOut: totalTokens - Math.floor(totalTokens / 4),
      totalTokens,
      createdAt: `2025-03-0${day}T12:0${index}:00.000Z`,
    }),
  );

beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
  await seedModels(gateway.db, [
    { systemName: "frugal", energyWhPerThousandTokens: ENERGY.frugal },
    { systemName: "hungry", energyWhPerThousandTokens: ENERGY.hungry },
  ]);
  person = await gateway.signIn();
  const someoneElse = await gateway.signIn();
  await insertChatHistoryDrafts(gateway.db, [...requests(person.uid), ...requests(someoneElse.uid)]);
});
afterAll(() => gateway.close());

async function totals(query: Record<string, string>, as = person) {
  const response = await fetch(`${gateway.apiUrl}/chat/history/totals?${new URLSearchParams(query)}`, {
    headers: as.headers,
  });
  return { status: response.status, text: await response.clone().text(), body: await response.json() };
}

/** What the test works out itself for some of the person's requests, emissions by the documented formula. */
function expectedTotals(ids: readonly string[]) {
  const chosen = requests(person.uid).filter((request) =>
    ids.includes(request.id.split("-").slice(0, 2).join("-")),
  );
  const sum = (field: "tokensIn" | "tokensOut" | "totalTokens" | "totalCost") =>
    chosen.reduce((total, request) => total + (request[field] ?? 0), 0);
  const known = chosen.filter(
    (request) => request.servedModel === "frugal" || request.servedModel === "hungry",
  );
  const grams = known.reduce((total, request) => {
    const wh = ((request.totalTokens ?? 0) / 1000) * ENERGY[request.servedModel as keyof typeof ENERGY];
    const nonRenewable = wh * (1 - (request.renewablePercentage ?? 0) / 100);
    return total + (nonRenewable / 1000) * NON_RENEWABLE_GRAMS_CO2E_PER_KWH;
  }, 0);
  return {
    requests: chosen.length,
    errors: chosen.filter((request) => (request.statusCode ?? 200) >= 400).length,
    tokensIn: sum("tokensIn"),
    tokensOut: sum("tokensOut"),
    totalTokens: sum("totalTokens"),
    totalCost: sum("totalCost"),
    energyCost: sum("totalCost") * 0.15,
    grams: known.length > 0 ? grams : null,
  };
}

function expectTotals(body: Record<string, unknown>, expected: ReturnType<typeof expectedTotals>) {
  const { grams, totalCost, energyCost, ...counts } = expected;
  expect(body).toMatchObject(counts);
  expect(body.totalCost).toBeCloseTo(totalCost, 12);
  expect(body.energyCost).toBeCloseTo(energyCost, 12);
  const emissions = body.emissions as { grams: number | null };
  if (grams === null) expect(emissions.grams).toBeNull();
  else expect(emissions.grams).toBeCloseTo(grams, 12);
}

describe("GET /chat/history/totals", () => {
  it("adds up every request of the person: counts, tokens, cost, its energy share and the emissions", async () => {
    const { status, body } = await totals({});
    expect(status).toBe(200);
    expectTotals(body, expectedTotals(["t-1", "t-2", "t-3", "t-4", "t-5", "t-6", "t-7"]));
    // t-4 cost something and its node gave no renewable share.
    expect(body.emissions.estimated).toBe(true);
  });

  it("adds up only the requests passing the filters", async () => {
    expectTotals((await totals({ status: "error" })).body, expectedTotals(["t-6", "t-7"]));
    expectTotals((await totals({ departmentId: "dep-support" })).body, expectedTotals(["t-4", "t-6"]));
    expectTotals(
      (await totals({ startDate: "2025-03-02T00:00:00.000Z", endDate: "2025-03-03T00:00:00.000Z" })).body,
      expectedTotals(["t-7"]),
    );
  });

  it("is no estimate when every request that cost anything had a renewable share", async () => {
    const { body } = await totals({ endDate: "2025-03-01T12:03:00.000Z" });
    expectTotals(body, expectedTotals(["t-1", "t-2", "t-3"]));
    expect(body.emissions.estimated).toBe(false);
  });

  it("knows no emissions when no request's serving model is known", async () => {
    const { body } = await totals({ statusCode: "502" });
    expect(body.emissions).toEqual({ grams: null, estimated: false });
  });

  it("answers zeros for a filter nothing passes, money as decimals", async () => {
    const { body, text } = await totals({ model: "nobody-asked-for-this" });
    expect(body).toEqual({
      requests: 0,
      errors: 0,
      tokensIn: 0,
      tokensOut: 0,
      totalTokens: 0,
      totalCost: 0,
      energyCost: 0,
      emissions: { grams: null, estimated: false },
    });
    expect(text).toContain('"totalCost":0.0');
    expect(text).toContain('"energyCost":0.0');
  });

  it("refuses a malformed filter with 400 and says why, and a caller who is not signed in", async () => {
    const { status, body } = await totals({ status: "failed" });
    expect(status).toBe(400);
    expect(body.errMsgs).toEqual(["status must be error or success"]);
    const response = await fetch(`${gateway.apiUrl}/chat/history/totals`);
    expect(response.status).toBe(401);
  });
});
