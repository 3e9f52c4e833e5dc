import { describe, expect, it } from "vitest";
import { ApiKeyMother } from "../../core/api-keys/api-key.mother.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { Clock } from "../../core/clock/clock.port.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { UsageAnalyticsGateway } from "../../core/usage-analytics/usage-analytics-gateway.port.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import {
  aBreakdownRow,
  FakeUsageAnalyticsGateway,
  RecordingNotifier,
} from "../../ui/usage-analytics/usage-analytics.test-helper.ts";
import type { UsageViewModel } from "./usage.view-model.ts";
import { createUsageViewModel } from "./usage.view-model-factory.ts";

const TODAY = new Date("2025-03-20T15:30:00.000Z");
/** The person's keys. */
const KEYS = [
  ApiKeyMother.create({ id: "key-build", name: "Build server", value: "mk-bu...11111" }),
  ApiKeyMother.create({ id: "key-laptop", name: "Laptop", value: "mk-la...22222" }),
];
const ownKeys: Pick<ApiKeysGateway, "list"> = { list: async () => KEYS };

function open(
  search: string,
  analytics = new FakeUsageAnalyticsGateway(),
  apiKeys: Pick<ApiKeysGateway, "list"> = ownKeys,
) {
  const notifier = new RecordingNotifier();
  const searches: string[] = [];
  const services = screenServicesForTest((bind) => {
    bind(UsageAnalyticsGateway, analytics);
    bind(ApiKeysGateway, apiKeys as ApiKeysGateway);
    bind(Notifier, notifier as unknown as Notifier);
    bind(Clock, { now: () => TODAY.getTime() });
  });
  const viewModel = disposedAfterTest(
    createUsageViewModel(services, search, (next) => {
      searches.push(next);
    }),
  );
  return { viewModel, analytics, notifier, searches };
}

/** Waits for the view model to settle on its latest view. */
async function settled(viewModel: UsageViewModel) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return viewModel.current();
}

describe("the Usage view", () => {
  it("shows the last 30 days by day when the address names no range", async () => {
    const { viewModel, analytics } = open("");
    const state = await settled(viewModel);
    expect(state.status).toBe("ready");
    expect(state.view).toEqual({ fromDay: "2025-02-19", toDay: "2025-03-20", bucket: "day" });
    const [asked] = analytics.seriesAsked();
    expect(asked?.range.start.toISOString()).toBe("2025-02-19T00:00:00.000Z");
    expect(asked?.range.end.toISOString()).toBe("2025-03-21T00:00:00.000Z");
    expect(state.series?.data).toHaveLength(30);
  });

  it("adds the buckets up into the range's figures", async () => {
    const analytics = new FakeUsageAnalyticsGateway({
      point: (_start, index) =>
        index < 2 ? { requests: 4, errors: 1, totalCost: 0.5, tokensIn: 10, tokensOut: 5 } : {},
    });
    const { viewModel } = open("?from=2025-03-01&to=2025-03-07&bucket=day", analytics);
    const { headline } = await settled(viewModel);
    expect(headline).toMatchObject({ requests: 8, errors: 2, errorRate: 0.25, totalCost: 1, tokensIn: 20 });
  });

  it("loads the breakdowns by model, API key and endpoint with the series", async () => {
    const analytics = new FakeUsageAnalyticsGateway({
      rows: { model: [aBreakdownRow("gpt-4o")], apikey: [aBreakdownRow("mk-de...b8a7f")] },
    });
    const { viewModel } = open("", analytics);
    const { breakdowns } = await settled(viewModel);
    expect(breakdowns?.model.data.map((row) => row.key)).toEqual(["gpt-4o"]);
    expect(breakdowns?.apikey.data.map((row) => row.key)).toEqual(["mk-de...b8a7f"]);
    expect(breakdowns?.endpoint.data).toEqual([]);
  });

  it("asks for the address of a range chosen, keeping it within the gateway's limits", async () => {
    const { viewModel, searches } = open("?from=2025-03-01&to=2025-03-07&bucket=hour");
    await settled(viewModel);
    viewModel.setView({ bucket: "week" });
    viewModel.setView({ fromDay: "2025-01-01" });
    expect(searches).toEqual([
      "?from=2025-03-01&to=2025-03-07&bucket=week",
      // Hours cannot cover more than 31 days: days then.
      "?from=2025-01-01&to=2025-03-07&bucket=day",
    ]);
  });

  it("shows the range each address asks for, back and forward alike", async () => {
    const { viewModel, analytics } = open("?from=2025-03-01&to=2025-03-07&bucket=day");
    await settled(viewModel);
    viewModel.showAddress("?from=2025-03-01&to=2025-03-02&bucket=hour");
    let state = await settled(viewModel);
    expect(state.series?.bucket).toBe("hour");
    expect(state.series?.data).toHaveLength(48);
    viewModel.showAddress("?from=2025-03-01&to=2025-03-07&bucket=day");
    state = await settled(viewModel);
    expect(state.series?.data).toHaveLength(7);
    expect(analytics.seriesAsked()).toHaveLength(3);
  });

  it("does not load again for another address of the same view", async () => {
    const { viewModel, analytics } = open("?from=2025-03-01&to=2025-03-07&bucket=day");
    await settled(viewModel);
    viewModel.showAddress("?bucket=day&to=2025-03-07&from=2025-03-01");
    await settled(viewModel);
    expect(analytics.seriesAsked()).toHaveLength(1);
  });

  it("says it failed with the gateway's words, and loads again on retry", async () => {
    const analytics = new FakeUsageAnalyticsGateway({
      failure: GatewayError.http(400, "startDate is wrong"),
    });
    const { viewModel, notifier } = open("", analytics);
    expect((await settled(viewModel)).status).toBe("failed");
    expect(notifier.toasts[0]?.message).toBe("startDate is wrong");
    analytics.answers = {};
    viewModel.refresh();
    const state = await settled(viewModel);
    expect(state.status).toBe("ready");
    expect(state.headline?.requests).toBe(0);
  });

  it("drops the answer to an older range when a newer one is asked for", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const analytics = new FakeUsageAnalyticsGateway();
    const series = analytics.series.bind(analytics);
    analytics.series = async (query) => {
      if (query.bucket === "week") await gate;
      return series(query);
    };
    const { viewModel } = open("?from=2025-03-01&to=2025-03-28&bucket=week", analytics);
    viewModel.showAddress("?from=2025-03-01&to=2025-03-07&bucket=day");
    await settled(viewModel);
    release();
    const state = await settled(viewModel);
    expect(state.series?.bucket).toBe("day");
    expect(state.view.bucket).toBe("day");
  });

  it("offers the person's keys by name to filter by", async () => {
    const { viewModel } = open("");
    await settled(viewModel);
    expect(viewModel.keys.current()).toEqual([
      { id: "key-build", label: "Build server" },
      { id: "key-laptop", label: "Laptop" },
    ]);
  });

  it("sums the requests of the key the address names, by its id, in the series and every breakdown", async () => {
    const { viewModel, analytics } = open("?from=2025-03-01&to=2025-03-07&bucket=day&key=key-laptop");
    const state = await settled(viewModel);
    expect(state.view.key).toBe("key-laptop");
    expect(analytics.asked).toHaveLength(4);
    for (const query of analytics.asked) expect(query).toMatchObject({ apiKeyId: "key-laptop" });
  });

  it("sums the playground's requests when the address names it", async () => {
    const { viewModel, analytics } = open("?key=playground");
    await settled(viewModel);
    for (const query of analytics.asked) expect(query).toMatchObject({ apikey: "playground" });
  });

  it("filters nothing for a key that is not the person's, such as an old address's key value", async () => {
    const { viewModel, analytics } = open("?key=mk-demo-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f");
    expect((await settled(viewModel)).status).toBe("ready");
    for (const query of analytics.asked) {
      expect(query).not.toHaveProperty("apiKeyId");
      expect(query).not.toHaveProperty("apikey");
    }
  });

  it("keeps the key chosen in the address with the range, and lets it go", async () => {
    const { viewModel, searches } = open("?from=2025-03-01&to=2025-03-07&bucket=day");
    await settled(viewModel);
    viewModel.setView({ key: "key-build" });
    viewModel.setView({ key: undefined });
    expect(searches).toEqual([
      "?from=2025-03-01&to=2025-03-07&bucket=day&key=key-build",
      "?from=2025-03-01&to=2025-03-07&bucket=day",
    ]);
  });

  it("still shows the usage when the keys cannot be read, offering the playground only", async () => {
    const { viewModel, notifier } = open("?key=key-build", new FakeUsageAnalyticsGateway(), {
      list: () => Promise.reject(GatewayError.http(503, "Key store unavailable")),
    });
    expect((await settled(viewModel)).status).toBe("ready");
    expect(viewModel.keys.current()).toEqual([]);
    expect(notifier.toasts.map((toast) => toast.message)).toEqual(["Key store unavailable"]);
  });
});
