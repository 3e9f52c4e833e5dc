import assert from "node:assert/strict";
import { type DataTable, Then, When } from "@cucumber/cucumber";
import { enUS } from "../../support/en-us-texts.ts";
import type { FeedbackEntry, FeedbackFormField } from "../support/feedback-driver.ts";
import type { DashboardWorld } from "../support/world.ts";

function entryOf(table: DataTable): FeedbackEntry {
  const rows = table.rowsHash();
  return { topic: rows.topic ?? "", message: rows.message ?? "", replyAddress: rows["reply address"] ?? "" };
}

When("I send this feedback:", async function (this: DashboardWorld, table: DataTable) {
  await this.dashboard.feedback.send(entryOf(table));
});

When("I type this feedback without sending it:", async function (this: DashboardWorld, table: DataTable) {
  await this.dashboard.feedback.fill(entryOf(table));
});

Then("the feedback form shows:", async function (this: DashboardWorld, table: DataTable) {
  assert.deepEqual(await this.dashboard.feedback.shownForm(), entryOf(table));
});

Then("the feedback form is empty again", async function (this: DashboardWorld) {
  assert.deepEqual(await this.dashboard.feedback.shownForm(), { topic: "", message: "", replyAddress: "" });
});

Then(
  "the feedback form offers {string} as the reply address",
  async function (this: DashboardWorld, address: string) {
    assert.equal((await this.dashboard.feedback.shownForm()).replyAddress, address);
  },
);

Then("the feedback form shows these broken rules:", async function (this: DashboardWorld, table: DataTable) {
  const expected: Partial<Record<FeedbackFormField, string[]>> = {};
  for (const { field, rule } of table.hashes() as { field: FeedbackFormField; rule: string }[]) {
    expected[field] = [...(expected[field] ?? []), rule];
  }
  assert.deepEqual(await this.dashboard.feedback.brokenRules(), expected);
});

Then("the feedback was not sent", async function (this: DashboardWorld) {
  const toasts = (await this.dashboard.visibleToasts()).map((toast) => toast.text);
  assert.ok(
    !toasts.includes(enUS.feedback.sent),
    `a toast says the feedback was sent: ${JSON.stringify(toasts)}`,
  );
});
