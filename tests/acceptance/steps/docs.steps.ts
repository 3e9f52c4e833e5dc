import assert from "node:assert/strict";
import { type DataTable, Then, When } from "@cucumber/cucumber";
import { keptValue } from "../support/scenario-memory.ts";
import type { DashboardWorld } from "../support/world.ts";

/** The hits of each scenario's last search, as shown. */
const lastHits = keptValue<readonly string[]>("search");

When(
  "I open the documentation page {string} at {string}",
  async function (this: DashboardWorld, page: string, heading: string) {
    await this.dashboard.docs.open(page, heading);
  },
);

When("I search the documentation for {string}", async function (this: DashboardWorld, query: string) {
  lastHits.keep(this, await this.dashboard.docs.search(query));
});

When("I open the first search hit with the keyboard", async function (this: DashboardWorld) {
  await this.dashboard.docs.openHitWithKeyboard(1);
});

Then("the first search hit is {string}", async function (this: DashboardWorld, hit: string) {
  const hits = lastHits.recall(this);
  assert.equal(hits[0], hit, `the hits are ${JSON.stringify(hits)}`);
});

Then(
  "the documentation shows {string} at the heading {string}",
  async function (this: DashboardWorld, title: string, heading: string) {
    assert.deepEqual(await this.dashboard.docs.shownPage(), { title, heading });
  },
);

Then("the table of contents lists:", async function (this: DashboardWorld, table: DataTable) {
  assert.deepEqual(await this.dashboard.docs.tableOfContents(), table.raw().flat());
});

Then("the legal page's sections include {string}", async function (this: DashboardWorld, section: string) {
  const sections = await this.dashboard.docs.legalSections();
  assert.ok(sections.includes(section), `the sections are ${JSON.stringify(sections)}`);
});
