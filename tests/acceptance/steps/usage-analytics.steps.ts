import assert from "node:assert/strict";
import { Then, When } from "@cucumber/cucumber";
import { scenarioMemory } from "../support/scenario-memory.ts";
import { shownQuery } from "../support/shown-query.ts";
import type {
  ShownUsageGroup,
  ShownUsageTable,
  UsageBreakdownShown,
} from "../support/usage-analytics-driver.ts";
import type { DashboardWorld } from "../support/world.ts";

/** What a scenario remembers between steps: the chart shown as a table, the key chosen. */
const memory = scenarioMemory((): { table?: ShownUsageTable; keyName?: string } => ({}));

const usage = (world: DashboardWorld) => world.dashboard.usageAnalytics;
const DAY_MS = 86_400_000;
const MASKED_OR_PLAYGROUND = /^(.{5}\.\.\..{5}|Playground)$/;
const MONEY = /^\$\d[\d,]*\.\d+$/;

/** The last `days` days up to today, in UTC: what "the last 30 days" means on a Usage view. */
function lastDays(days: number): { from: string; to: string } {
  const today = new Date();
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: day(today.getTime() - (days - 1) * DAY_MS), to: day(today.getTime()) };
}

function dollars(text: string): number {
  return Number(text.replace(/[^\d.]/g, ""));
}

async function listed(world: DashboardWorld, by: UsageBreakdownShown): Promise<readonly ShownUsageGroup[]> {
  const groups = await usage(world).breakdown(by);
  assert.ok(groups.length > 0, `the ${by} breakdown lists nothing`);
  return groups;
}

When("I open my usage", async function (this: DashboardWorld) {
  await usage(this).openMine();
});

When("I open the organization analytics", async function (this: DashboardWorld) {
  await usage(this).openOrganization();
});

When(
  "I show my usage of the last {int} days by {word}",
  async function (this: DashboardWorld, days: number, bucket: "hour" | "day" | "week") {
    await usage(this).chooseRange({ ...lastDays(days), bucket });
  },
);

When("I show the requests chart as a table", async function (this: DashboardWorld) {
  memory(this).table = await usage(this).chartAsTable("requests");
});

When(
  "I show only the {string} department in the analytics",
  async function (this: DashboardWorld, department: string) {
    await usage(this).chooseDepartment(department);
  },
);

When("I show my usage of my first API key, chosen by its name", async function (this: DashboardWorld) {
  const [first] = await usage(this).keyChoices();
  assert.ok(first, "the key filter offers none of my keys");
  memory(this).keyName = first;
  await usage(this).chooseKey(first);
});

Then("the address keeps my usage's key by its id, never by its value", async function (this: DashboardWorld) {
  const key = (await shownQuery(this.dashboard)).get("key");
  assert.ok(key, "the address keeps no key");
  assert.doesNotMatch(key, /^.{5}\.\.\..{5}$/);
  assert.doesNotMatch(key, /^(mk|mrd|sk)-[0-9a-f]{20,}/);
});

Then("my usage's key filter shows that key's name", async function (this: DashboardWorld) {
  assert.equal(await usage(this).chosenKey(), memory(this).keyName);
});

Then("my usage's key filter shows {string}", async function (this: DashboardWorld, name: string) {
  assert.equal(await usage(this).chosenKey(), name);
});

Then(
  "my usage covers the last {int} days by {word}",
  async function (this: DashboardWorld, days: number, bucket: string) {
    assert.deepEqual(await usage(this).range(), { ...lastDays(days), bucket });
  },
);

Then(
  "my usage covers {word} to {word} by {word}",
  async function (this: DashboardWorld, from: string, to: string, bucket: string) {
    assert.deepEqual(await usage(this).range(), { from, to, bucket });
  },
);

Then("my usage shows the requests and the spend of the range", async function (this: DashboardWorld) {
  const { requests, spend } = await usage(this).headline();
  assert.ok(requests > 0, "the range holds no request");
  assert.match(spend, MONEY);
  const charts = await usage(this).charts();
  assert.deepEqual(
    charts.map((chart) => chart.chart),
    ["requests", "spend", "tokens", "timeToFirstToken", "duration", "emissions"],
  );
  for (const chart of charts) assert.equal(chart.points, 30, `${chart.chart} draws ${chart.points} days`);
});

Then(
  "my usage is broken down by model, API key and endpoint, every key masked",
  async function (this: DashboardWorld) {
    const { requests } = await usage(this).headline();
    for (const by of ["model", "apikey", "endpoint"] as const) {
      const groups = await listed(this, by);
      const costs = groups.map((group) => dollars(group.totalCost));
      assert.deepEqual(
        costs,
        [...costs].sort((a, b) => b - a),
        `the ${by} breakdown is not costliest first`,
      );
      assert.ok(groups.reduce((sum, group) => sum + group.requests, 0) <= requests);
    }
    for (const group of await listed(this, "apikey")) assert.match(group.label, MASKED_OR_PLAYGROUND);
  },
);

Then(
  "the address keeps my usage range of the last {int} days by {word}",
  async function (this: DashboardWorld, days: number, bucket: string) {
    const params = await shownQuery(this.dashboard);
    const { from, to } = lastDays(days);
    assert.deepEqual(
      { from: params.get("from"), to: params.get("to"), bucket: params.get("bucket") },
      { from, to, bucket },
    );
  },
);

Then("every chart draws {int} buckets", async function (this: DashboardWorld, buckets: number) {
  const charts = await usage(this).charts();
  assert.equal(charts.length, 6);
  for (const chart of charts) assert.equal(chart.points, buckets, `${chart.chart} draws ${chart.points}`);
});

Then("the table has a row for each day of the range", async function (this: DashboardWorld) {
  const { table } = memory(this);
  assert.ok(table, "no chart was shown as a table");
  assert.equal(table.rows.length, 30);
});

Then("the requests in the table add up to the requests of the range", async function (this: DashboardWorld) {
  const { table } = memory(this);
  assert.ok(table, "no chart was shown as a table");
  const column = table.columns.indexOf("Requests");
  assert.ok(column > 0, `the table's columns are ${table.columns.join(", ")}`);
  const sum = table.rows.reduce((total, row) => total + Number((row[column] ?? "").replace(/\D/g, "")), 0);
  assert.equal(sum, (await usage(this).headline()).requests);
});

Then(
  "the top departments are listed costliest first, {string} among them",
  async function (this: DashboardWorld, department: string) {
    const groups = await listed(this, "department");
    const costs = groups.map((group) => dollars(group.totalCost));
    assert.deepEqual(
      costs,
      [...costs].sort((a, b) => b - a),
    );
    assert.ok(
      groups.some((group) => group.label === department),
      `${department} is not among ${groups.map((group) => group.label).join(", ")}`,
    );
  },
);

Then("the top people and the top models by spend are listed", async function (this: DashboardWorld) {
  for (const person of await listed(this, "person")) assert.match(person.label, /^[^@\s]+@[^@\s]+$/);
  const models = await listed(this, "model");
  const costs = models.map((group) => dollars(group.totalCost));
  assert.deepEqual(
    costs,
    [...costs].sort((a, b) => b - a),
  );
});

Then("the top departments list only {string}", async function (this: DashboardWorld, department: string) {
  assert.deepEqual(
    (await listed(this, "department")).map((group) => group.label),
    [department],
  );
});

Then("the address keeps the chosen department and the range", async function (this: DashboardWorld) {
  const params = await shownQuery(this.dashboard);
  assert.ok(params.get("department"), `the address is ${params}`);
  assert.deepEqual(
    { from: params.get("from"), to: params.get("to"), bucket: params.get("bucket") },
    { ...lastDays(30), bucket: "day" },
  );
});

Then(
  "the analytics explain that reading them needs the {string} role",
  async function (this: DashboardWorld, role: string) {
    const explanation = await usage(this).explanation();
    assert.ok(explanation, "the analytics show figures, not an explanation");
    assert.ok(explanation.includes(`needs the ${role} role or higher`), explanation);
  },
);
