import assert from "node:assert/strict";
import { Then, When } from "@cucumber/cucumber";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import { USAGE_LOG_PAGE_SIZE } from "../../../core/usage-logs/usage-log-page.ts";
import { enUS } from "../../support/en-us-texts.ts";
import { scenarioMemory } from "../support/scenario-memory.ts";
import { shownQuery } from "../support/shown-query.ts";
import type { ExportedFile, ListedRequest } from "../support/usage-logs-driver.ts";
import type { DashboardWorld } from "../support/world.ts";

/**
 * What a scenario remembers between steps: the newest request, the vendor picked, the period, the file, every
 * request seen scrolling through the list.
 */
interface Remembered {
  newest?: ListedRequest;
  vendor?: string;
  keyName?: string;
  period?: { from: string; to: string };
  file?: ExportedFile;
  scrolledThrough?: readonly ListedRequest[];
}
/** A scroll through a history of many pages, each asked for as the list nears its end. */
const SCROLL_TIMEOUT_MS = 120_000;
const memory = scenarioMemory((): Remembered => ({}));

const logs = (world: DashboardWorld) => world.dashboard.usageLogs;
const MASKED_KEY = /^.{5}\.\.\..{5}$/;
const COST = /^\$\d+\.\d{7}$/;

function dayBefore(days: number): string {
  return dateAndTime(new Date(Date.now() - days * 86_400_000)).date;
}

async function newestRequest(world: DashboardWorld): Promise<ListedRequest> {
  const [newest] = await logs(world).visibleRequests();
  assert.ok(newest, "the usage logs list no request");
  memory(world).newest = newest;
  return newest;
}

async function listed(world: DashboardWorld): Promise<readonly ListedRequest[]> {
  const requests = await logs(world).visibleRequests();
  assert.ok(requests.length > 0, "the usage logs list no request");
  return requests;
}

When("I show only the failed requests", async function (this: DashboardWorld) {
  await logs(this).filterBy("status", enUS.usageLogs.filters.error);
});

When("I show only the requests of the last {int} days", async function (this: DashboardWorld, days: number) {
  const period = { from: dayBefore(days - 1), to: dayBefore(0) };
  memory(this).period = period;
  await logs(this).filterPeriod(period.from, period.to);
});

When("I show only the requests of the newest request's vendor", async function (this: DashboardWorld) {
  const { vendor } = await newestRequest(this);
  memory(this).vendor = vendor;
  await logs(this).filterBy("vendor", vendor);
});

When(
  "I show only the requests of my first API key, chosen by its name",
  async function (this: DashboardWorld) {
    const [first] = await logs(this).keyChoices();
    assert.ok(first, "the key filter offers none of my keys");
    memory(this).keyName = first;
    await logs(this).filterBy("key", first);
  },
);

When("I open the newest request from the keyboard", async function (this: DashboardWorld) {
  await logs(this).openRequest((await newestRequest(this)).requestId, "keyboard");
});

When("I open the newest request with a click", async function (this: DashboardWorld) {
  await logs(this).openRequest((await newestRequest(this)).requestId, "click");
});

When("I close the drawer", async function (this: DashboardWorld) {
  await logs(this).closeRequest();
});

When(
  "I scroll to the end of the usage logs",
  { timeout: SCROLL_TIMEOUT_MS },
  async function (this: DashboardWorld) {
    memory(this).scrolledThrough = await logs(this).scrollThroughAll();
  },
);

When("I export the usage logs as CSV", async function (this: DashboardWorld) {
  memory(this).file = await logs(this).exportCsv();
});

When("I clear the usage log filters", async function (this: DashboardWorld) {
  await logs(this).clearFilters();
});

Then("the usage logs list my requests newest first", async function (this: DashboardWorld) {
  const moments = (await listed(this)).map((request) => `${request.date} ${request.time}`);
  assert.deepEqual(moments, [...moments].sort().reverse());
});

Then(
  "each listed request shows its model, its tokens, its key and its cost with 7 decimals",
  async function (this: DashboardWorld) {
    for (const request of await listed(this)) {
      assert.ok(request.model, `request ${request.requestId} shows no model`);
      assert.ok(Number.isInteger(request.tokensIn) && Number.isInteger(request.tokensOut));
      assert.ok(
        MASKED_KEY.test(request.key) ||
          [enUS.usageLogs.playground, enUS.common.notAvailable].includes(request.key),
        `request ${request.requestId} shows the key ${request.key}`,
      );
      assert.match(request.totalCost, COST);
      assert.match(request.energyCost, COST);
      assert.match(request.emissions, /^(≈ )?\d+\.\d{2}%$/);
      assert.equal(
        request.shortId,
        request.requestId.length > 16
          ? `${request.requestId.slice(0, 8)}...${request.requestId.slice(-8)}`
          : request.requestId,
      );
    }
  },
);

Then(
  "the address keeps the filters {string}, {string} and {string}",
  async function (this: DashboardWorld, first: string, second: string, third: string) {
    const query = await shownQuery(this.dashboard);
    for (const expected of [first, second, third]) {
      const [name, value] = expected.split("=");
      assert.ok(query.has(name ?? ""), `the address has no ${name}: ${query}`);
      if (value !== undefined) assert.equal(query.get(name ?? ""), value);
    }
  },
);

Then("the address keeps the filter {string}", async function (this: DashboardWorld, name: string) {
  const query = await shownQuery(this.dashboard);
  assert.equal(query.get(name), memory(this).vendor ?? null);
});

Then("only failed requests are listed", async function (this: DashboardWorld) {
  for (const request of await listed(this))
    assert.ok(request.status >= 400, `${request.requestId} succeeded`);
});

Then("only successful requests made in the playground are listed", async function (this: DashboardWorld) {
  for (const request of await listed(this)) {
    assert.ok(request.status < 400, `${request.requestId} failed`);
    assert.equal(request.key, enUS.usageLogs.playground);
  }
});

Then("every listed request is from that vendor", async function (this: DashboardWorld) {
  for (const request of await listed(this)) assert.equal(request.vendor, memory(this).vendor);
});

Then("every listed request was made with one and the same key", async function (this: DashboardWorld) {
  const keys = new Set((await logs(this).visibleRequests()).map((request) => request.key));
  assert.ok(keys.size <= 1, `the requests listed were made with ${[...keys].join(", ")}`);
  for (const key of keys) assert.match(key, MASKED_KEY);
});

Then("the address names the key by its id, never by its value", async function (this: DashboardWorld) {
  const key = (await shownQuery(this.dashboard)).get("key");
  assert.ok(key, "the address keeps no key");
  assert.doesNotMatch(key, MASKED_KEY);
  assert.doesNotMatch(key, /^(mk|mrd|sk)-[0-9a-f]{20,}/);
});

Then("the key filter shows that key's name", async function (this: DashboardWorld) {
  assert.equal((await logs(this).filters()).key, memory(this).keyName);
});

Then("the status filter shows {string}", async function (this: DashboardWorld, label: string) {
  assert.equal((await logs(this).filters()).status, label);
});

Then("the key filter shows {string}", async function (this: DashboardWorld, label: string) {
  assert.equal((await logs(this).filters()).key, label);
});

Then(
  "the period filter still covers the last {int} days",
  async function (this: DashboardWorld, days: number) {
    const { from, to } = await logs(this).filters();
    assert.deepEqual({ from, to }, memory(this).period ?? { from: dayBefore(days - 1), to: dayBefore(0) });
    for (const request of await listed(this)) assert.ok(request.date >= from && request.date <= to);
  },
);

Then("no filter is chosen", async function (this: DashboardWorld) {
  const { filters } = enUS.usageLogs;
  assert.deepEqual(await logs(this).filters(), {
    from: "",
    to: "",
    model: filters.anyModel,
    vendor: filters.anyVendor,
    status: filters.anyStatus,
    key: filters.anyKey,
  });
});

Then("the drawer shows the newest request in full", async function (this: DashboardWorld) {
  const newest = memory(this).newest;
  const shown = await logs(this).openedRequest();
  assert.ok(newest && shown, "no request is open");
  const { drawer } = enUS.usageLogs;
  assert.equal(shown[drawer.requestId], newest.requestId);
  assert.equal(shown[drawer.createdAt], `${newest.date} at ${newest.time}`);
  assert.equal(shown[drawer.vendor], newest.vendor);
  assert.equal(shown[drawer.model], newest.model);
  assert.equal(shown[drawer.apiKey], newest.key);
  assert.equal(shown[drawer.statusCode], String(newest.status));
  assert.equal(shown[drawer.tokensIn], newest.tokensIn.toLocaleString("en-US"));
  assert.equal(shown[drawer.tokensOut], newest.tokensOut.toLocaleString("en-US"));
  assert.equal(shown[drawer.totalCost], newest.totalCost);
  assert.equal(shown[drawer.energyCost], newest.energyCost);
  assert.equal(shown[drawer.emissions], newest.emissions);
  for (const label of [
    drawer.providerModel,
    drawer.timeToFirstToken,
    drawer.generationDuration,
    drawer.tokenRate,
    drawer.totalTokens,
    drawer.tokensInCost,
    drawer.tokensOutCost,
    drawer.stream,
    drawer.query,
  ])
    assert.ok(shown[label], `the drawer shows no ${label}`);
});

Then("no request is open", async function (this: DashboardWorld) {
  assert.equal(await logs(this).openedRequest(), null);
});

Then("the totals count every listed request", async function (this: DashboardWorld) {
  const totals = await logs(this).totals();
  assert.ok(totals.requests > 0, "nothing is listed");
  assert.equal(totals.requests, await logs(this).listedCount());
  assert.match(totals.totalCost, COST);
  assert.match(totals.energyCost, COST);
});

Then("the totals add up the tokens and cost of the exported requests", async function (this: DashboardWorld) {
  const totals = await logs(this).totals();
  const file = await logs(this).exportCsv();
  const [header = [], ...rows] = file.rows;
  const column = (name: string) => header.indexOf(name);
  const sum = (name: string) => rows.reduce((total, row) => total + Number(row[column(name)]), 0);
  assert.equal(rows.length, totals.requests);
  assert.equal(sum("tokensIn") + sum("tokensOut"), totals.tokens);
  // Each exported cost is rounded to 7 decimals: their sum may differ from the total by half a unit per row.
  const totalCost = Number(totals.totalCost.replace("$", ""));
  assert.ok(Math.abs(sum("totalCostUsd") - totalCost) <= rows.length * 0.5e-7 + 1e-12);
  const energyCost = Number(totals.energyCost.replace("$", ""));
  assert.ok(Math.abs(totalCost * 0.15 - energyCost) <= 1e-7);
});

Then("the totals count more requests than the first page lists", async function (this: DashboardWorld) {
  const { requests } = await logs(this).totals();
  const listed = await logs(this).listedCount();
  assert.ok(listed > 0, "the usage logs list no request");
  assert.ok(
    requests > USAGE_LOG_PAGE_SIZE.default && listed < requests,
    `the history holds ${requests} requests, ${listed} of them listed at first: the scenario needs more than a page`,
  );
});

Then("every request the totals count was listed once, newest first", async function (this: DashboardWorld) {
  const seen = memory(this).scrolledThrough ?? [];
  const { requests } = await logs(this).totals();
  assert.equal(seen.length, requests, "the list did not show as many requests as the totals count");
  assert.equal(
    new Set(seen.map((request) => request.requestId)).size,
    seen.length,
    "a request was listed twice",
  );
  const moments = seen.map((request) => `${request.date} ${request.time}`);
  assert.deepEqual(moments, [...moments].sort().reverse());
  assert.equal(await logs(this).listedCount(), requests);
});

Then("the usage logs say every request is listed", async function (this: DashboardWorld) {
  assert.equal(await logs(this).saysEveryRequestIsListed(), true);
});

Then("the file is named with today's date", async function (this: DashboardWorld) {
  assert.equal(memory(this).file?.fileName, `usage-logs-${dayBefore(0)}.csv`);
});

Then(
  "the file has a header row and one row per request the totals count",
  async function (this: DashboardWorld) {
    const file = memory(this).file;
    assert.ok(file, "nothing was exported");
    const [header, ...rows] = file.rows;
    assert.deepEqual(header?.slice(0, 4), ["requestId", "date", "time", "createdAt"]);
    assert.equal(rows.length, (await logs(this).totals()).requests);
    for (const row of rows) assert.equal(row.length, header?.length);
    const shown = (await logs(this).visibleRequests()).map((request) => request.requestId);
    assert.deepEqual(
      rows.slice(0, shown.length).map((row) => row[0]),
      shown,
    );
  },
);

Then("every exported request failed", async function (this: DashboardWorld) {
  const [header = [], ...rows] = memory(this).file?.rows ?? [];
  const status = header.indexOf("statusCode");
  assert.ok(rows.length > 0);
  for (const row of rows) assert.ok(Number(row[status]) >= 400, `${row[0]} did not fail`);
});
