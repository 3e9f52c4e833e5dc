import assert from "node:assert/strict";
import { type DataTable, Given, Then, When } from "@cucumber/cucumber";
import { enUS } from "../../support/en-us-texts.ts";
import type { NumericSetting, ShownReply } from "../support/playground-driver.ts";
import type { DashboardWorld } from "../support/world.ts";

type SettingName = keyof typeof enUS.playground.settings;

/** A setting's name from its en-US label ("Top P" is topP). */
function settingNamed(label: string): SettingName {
  const found = (Object.keys(enUS.playground.settings) as SettingName[]).find(
    (name) => enUS.playground.settings[name] === label,
  );
  if (!found) throw new Error(`No playground setting is labelled "${label}"`);
  return found;
}

/** The newest reply shown, which the playground's tools steps read too. */
export async function lastReply(world: DashboardWorld): Promise<ShownReply> {
  const reply = (await world.dashboard.playground.replies()).at(-1);
  assert.ok(reply, "no reply is shown");
  return reply;
}

Given("I am on the playground", async function (this: DashboardWorld) {
  await this.dashboard.playground.open();
});

Given("the playground remembers the model {string}", async function (this: DashboardWorld, model: string) {
  await this.dashboard.playground.rememberModel(model);
});

When("I reload the playground", async function (this: DashboardWorld) {
  await this.dashboard.reload();
  await this.dashboard.playground.reopened();
});

When("I choose the model {string}", async function (this: DashboardWorld, model: string) {
  await this.dashboard.playground.chooseModel(model);
});

When("I choose the routing strategy {string}", async function (this: DashboardWorld, label: string) {
  await this.dashboard.playground.chooseRoutingStrategy(label);
});

When("I choose the system prompt {string}", async function (this: DashboardWorld, label: string) {
  await this.dashboard.playground.chooseSystemPrompt(label);
});

When("I set {string} to {float}", async function (this: DashboardWorld, label: string, value: number) {
  await this.dashboard.playground.setSetting(settingNamed(label) as NumericSetting, value);
});

When("I reset the settings to their defaults", async function (this: DashboardWorld) {
  await this.dashboard.playground.resetSettings();
});

When("I ask {string}", async function (this: DashboardWorld, prompt: string) {
  await this.dashboard.playground.ask(prompt);
});

When("I send {string}", async function (this: DashboardWorld, prompt: string) {
  await this.dashboard.playground.send(prompt);
});

When("I start asking {string}", async function (this: DashboardWorld, prompt: string) {
  await this.dashboard.playground.startAsking(prompt);
});

When("I stop the reply", async function (this: DashboardWorld) {
  await this.dashboard.playground.stop();
});

When("I clear the conversation", async function (this: DashboardWorld) {
  await this.dashboard.playground.clearConversation();
});

Then("the conversation shows the question {string}", async function (this: DashboardWorld, question: string) {
  assert.deepEqual(await this.dashboard.playground.questions(), [question]);
});

Then(
  "the last reply is the simulated answer of {string}",
  async function (this: DashboardWorld, model: string) {
    const reply = await lastReply(this);
    assert.equal(reply.status, "done");
    // The memory provider and the reference gateway's simulated one both name the model and say none was called.
    assert.match(reply.text, new RegExp(`simulated answer from ${model}: no model was called`, "i"));
  },
);

Then("the last reply shows its token usage and its cost", async function (this: DashboardWorld) {
  const reply = await lastReply(this);
  assert.match(reply.usage ?? "", /^Tokens: [1-9]\d* prompt, [1-9]\d* completion, [1-9]\d* total$/);
  assert.match(reply.cost ?? "", /^Cost \$\d+\.\d{7}$/);
});

Then("the last reply says which model served it and why", async function (this: DashboardWorld) {
  const reply = await lastReply(this);
  assert.match(reply.servedBy ?? "", /^Served by \S+/);
  assert.match(reply.reason ?? "", /^Why: \S/);
});

Then("the last reply is marked as stopped and keeps what was written", async function (this: DashboardWorld) {
  const reply = await lastReply(this);
  assert.equal(reply.status, "stopped");
  assert.notEqual(reply.text.trim(), "");
});

Then("no reply is shown", async function (this: DashboardWorld) {
  assert.deepEqual(await this.dashboard.playground.replies(), []);
});

Then("the settings offered are {string}", async function (this: DashboardWorld, list: string) {
  const shown = Object.keys(await this.dashboard.playground.settings()) as SettingName[];
  assert.deepEqual(shown.map((name) => enUS.playground.settings[name]).sort(), list.split(", ").sort());
});

Then("the setting {string} is {float}", async function (this: DashboardWorld, label: string, value: number) {
  const settings: Record<string, unknown> = await this.dashboard.playground.settings();
  assert.equal(settings[settingNamed(label)], value);
});

Then("the settings are:", async function (this: DashboardWorld, table: DataTable) {
  const settings: Record<string, unknown> = await this.dashboard.playground.settings();
  for (const [label, value] of table.raw())
    assert.equal(settings[settingNamed(label ?? "")], Number(value), label);
});

Then("the chosen model is {string}", async function (this: DashboardWorld, model: string) {
  assert.equal(await this.dashboard.playground.chosenModel(), model);
});

Then("the chosen system prompt is {string}", async function (this: DashboardWorld, label: string) {
  assert.equal(await this.dashboard.playground.chosenSystemPrompt(), label);
});
