// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { describe, expect, it } from "vitest";
import { MemoryUsageAnalyticsGateway } from "../../adapters/gateway-memory/usage-analytics/memory-usage-analytics-gateway.adapter.ts";
import { ApiKeyMother } from "../../core/api-keys/api-key.mother.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { UsageAnalyticsGateway } from "../../core/usage-analytics/usage-analytics-gateway.port.ts";
import { UsageLogRecordMother } from "../../core/usage-logs/usage-log-record.mother.ts";
import { chartsMeasureNothing } from "../../ui/testing/charts-measure-nothing.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";
import {
  aBreakdownRow,
  FakeUsageAnalyticsGateway,
} from "../../ui/usage-analytics/usage-analytics.test-helper.ts";

chartsMeasureNothing();

const WEEK = "/usage?from=2025-03-01&to=2025-03-07&bucket=day";

const KEY = "mk-test-0123456789abcdef0123456789abcdef";

/** Requests of the last days, with a key and from the playground, answered by the memory analytics. */
function recentRequests(): MemoryUsageAnalyticsGateway {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  return new MemoryUsageAnalyticsGateway([
    UsageLogRecordMother.create({ id: "r-1", createdAt: daysAgo(1), apikey: KEY }),
    UsageLogRecordMother.create({ id: "r-2", createdAt: daysAgo(3), apikey: "playground" }),
    UsageLogRecordMother.create({ id: "r-3", createdAt: daysAgo(12), apikey: KEY, model: "o3-mini" }),
  ]);
}

/** The person's keys. */
const OWN_KEYS = { list: async () => [ApiKeyMother.create({ id: "key-build", name: "Build server" })] };

async function openUsage(path: string, analytics?: UsageAnalyticsGateway) {
  const app = await renderApp(path, {
    signedIn: true,
    rebind: (container: Container) => {
      if (analytics) container.rebind(UsageAnalyticsGateway).toConstantValue(analytics);
      container.rebind(ApiKeysGateway).toConstantValue(OWN_KEYS as unknown as ApiKeysGateway);
    },
  });
  return app;
}

/** Waits until the figures shown match the address (the page says which address it last showed). */
async function settled(app: { location: () => string }) {
  await waitFor(() => {
    const page = screen.getByTestId("usage-page");
    expect(page.dataset.status).not.toBe("loading");
    expect(`/usage${page.dataset.address}`).toBe(app.location());
  });
}

const figure = (id: string) =>
  within(screen.getByTestId("usage-headline")).getByText(
    (_, element) => (element as HTMLElement | null)?.dataset.figure === id,
  );

// The whole app renders for each case, and the charts load their library: slower than a unit test.
describe("the Usage page", () => {
  it("shows the requests of the last 30 days by day, with their breakdowns", async () => {
    const app = await openUsage("/usage", recentRequests());
    await settled(app);
    expect(Number(within(figure("requests")).getByText(/^\d+$/).textContent)).toBeGreaterThan(0);
    const charts = within(screen.getByTestId("usage-charts")).getAllByRole("figure");
    expect(charts.map((chart) => chart.dataset.chart)).toEqual([
      "requests",
      "spend",
      "tokens",
      "timeToFirstToken",
      "duration",
      "emissions",
    ]);
    expect(charts[0]?.dataset.points).toBe("30");
    const byKey = screen.getAllByTestId("usage-breakdown").find((table) => table.dataset.by === "apikey");
    const keys = within(byKey as HTMLElement)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(keys).toContain("Playground");
    expect(keys).toContain("mk-te...bcdef");
  });

  it("reads the range from the address and writes the bucket chosen into it", async () => {
    const analytics = new FakeUsageAnalyticsGateway({ point: () => ({ requests: 2, totalCost: 0.5 }) });
    const app = await openUsage(WEEK, analytics);
    await settled(app);
    expect(screen.getByLabelText("From")).toHaveProperty("value", "2025-03-01");
    expect(screen.getByLabelText("To")).toHaveProperty("value", "2025-03-07");
    expect(screen.getAllByRole("figure")[0]?.dataset.points).toBe("7");
    expect(within(screen.getByTestId("usage-range")).getByRole("radio", { checked: true }).textContent).toBe(
      "Day",
    );
    await userEvent.click(screen.getByRole("radio", { name: "Week" }));
    await waitFor(() => expect(app.location()).toBe("/usage?from=2025-03-01&to=2025-03-07&bucket=week"));
    await settled(app);
    expect(screen.getByTestId("usage-charts").dataset.bucket).toBe("week");
    expect(analytics.seriesAsked().at(-1)?.bucket).toBe("week");
  });

  it("filters by one of the person's keys, chosen by its name and kept in the address by its id", async () => {
    const analytics = new FakeUsageAnalyticsGateway();
    const app = await openUsage(WEEK, analytics);
    await settled(app);
    const filter = screen.getByLabelText("API key") as HTMLSelectElement;
    await waitFor(() => expect(within(filter).getByRole("option", { name: "Build server" })).toBeTruthy());
    expect([...filter.options].map((option) => option.textContent)).toEqual([
      "All keys",
      "Playground",
      "Build server",
    ]);
    await userEvent.selectOptions(filter, "Build server");
    await waitFor(() => expect(app.location()).toBe(`${WEEK}&key=key-build`));
    await settled(app);
    expect(filter.value).toBe("key-build");
    expect(analytics.seriesAsked().at(-1)).toMatchObject({ apiKeyId: "key-build" });
  });

  it("offers hours only for ranges of 31 days at most", async () => {
    const app = await openUsage(
      "/usage?from=2025-01-01&to=2025-03-07&bucket=day",
      new FakeUsageAnalyticsGateway(),
    );
    await settled(app);
    expect(screen.getByRole("radio", { name: "Hour" })).toHaveProperty("disabled", true);
    expect(screen.getByText(/Grouping by hour covers at most 31 days/)).toBeTruthy();
  });

  it("shows a chart's figures as a table from the keyboard", async () => {
    const analytics = new FakeUsageAnalyticsGateway({
      point: (_start, index) => ({ requests: index + 1, errors: index === 2 ? 1 : 0 }),
    });
    const app = await openUsage(WEEK, analytics);
    await settled(app);
    const toggle = screen.getByRole("checkbox", { name: "Show Requests and errors as a table" });
    toggle.focus();
    await userEvent.keyboard(" ");
    const chart = screen.getAllByRole("figure")[0] as HTMLElement;
    expect(chart.dataset.view).toBe("table");
    const table = within(chart).getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Day", "Requests", "Errors"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(7);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["3", "1"]);
  });

  it("lists the breakdowns costliest first, named in the interface language", async () => {
    const analytics = new FakeUsageAnalyticsGateway({
      point: () => ({ requests: 1 }),
      rows: {
        endpoint: [aBreakdownRow("messages", { totalCost: 2 }), aBreakdownRow("chat", { totalCost: 1 })],
      },
    });
    const app = await openUsage(WEEK, analytics);
    await settled(app);
    const byEndpoint = screen
      .getAllByTestId("usage-breakdown")
      .find((table) => table.dataset.by === "endpoint");
    expect(
      within(byEndpoint as HTMLElement)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Messages", "Chat completions"]);
  });

  it("says there are no requests in the range", async () => {
    const app = await openUsage(WEEK, new FakeUsageAnalyticsGateway());
    await settled(app);
    expect(screen.getByTestId("usage-state").dataset.state).toBe("empty");
    expect(screen.getByText("No requests in this range")).toBeTruthy();
  });

  it("says it failed, and shows the figures once a retry succeeds", async () => {
    const analytics = new FakeUsageAnalyticsGateway({
      failure: GatewayError.http(400, "startDate is wrong"),
    });
    const app = await openUsage(WEEK, analytics);
    await settled(app);
    expect(screen.getByText("Usage could not be loaded")).toBeTruthy();
    expect(app.toasts()).toContain("startDate is wrong");
    analytics.answers = { point: () => ({ requests: 4 }) };
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByTestId("usage-headline")).toBeTruthy());
    expect(within(figure("requests")).getByText("28")).toBeTruthy();
  });
});
