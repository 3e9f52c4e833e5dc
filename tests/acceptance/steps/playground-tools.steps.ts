import assert from "node:assert/strict";
import { Then, When } from "@cucumber/cucumber";
import { enUS } from "../../support/en-us-texts.ts";
import { ONE_PIXEL_PNG, pngOfMegabytes } from "../support/image-files.ts";
import { assertAToastSays } from "../support/toast-check.ts";
import type { DashboardWorld } from "../support/world.ts";
import { lastReply } from "./playground.steps.ts";

/** How many of the newest requests are opened to find the one that called a tool. */
const REQUESTS_LOOKED_AT = 6;

When("I add the tool template {string}", async function (this: DashboardWorld, label: string) {
  await this.dashboard.playground.addToolTemplate(label);
});

When("I add a tool defined as {string}", async function (this: DashboardWorld, text: string) {
  await this.dashboard.playground.addToolDefinition(text);
});

When("I answer the tool call with {string}", async function (this: DashboardWorld, result: string) {
  await this.dashboard.playground.answerToolCalls(result);
});

When("I switch structured output on with the template schema", async function (this: DashboardWorld) {
  await this.dashboard.playground.switchStructuredOutputOn();
});

When("I attach the image {string}", async function (this: DashboardWorld, name: string) {
  assert.equal(name, ONE_PIXEL_PNG.name, `no image file is made for "${name}"`);
  await this.dashboard.playground.attachImage(ONE_PIXEL_PNG);
});

When("I attach an image of {int} MB", async function (this: DashboardWorld, megabytes: number) {
  await this.dashboard.playground.attachImage(pngOfMegabytes(megabytes));
});

Then("the last reply is a simulated answer", async function (this: DashboardWorld) {
  const reply = await lastReply(this);
  assert.equal(reply.status, "done");
  // The memory profile and the reference gateway's simulated provider both say no model was called.
  assert.match(reply.text, /simulated answer from .+: no model was called/i);
});

Then(
  "the last reply calls {string} with a {string} argument",
  async function (this: DashboardWorld, name: string, argument: string) {
    const reply = await lastReply(this);
    assert.equal(reply.status, "done");
    const call = reply.toolCalls.find((each) => each.name === name);
    assert.ok(call, `the last reply calls ${JSON.stringify(reply.toolCalls.map((each) => each.name))}`);
    const values = JSON.parse(call.arguments) as Record<string, unknown>;
    assert.equal(typeof values[argument], "string", `the arguments are ${call.arguments}`);
  },
);

Then(
  "the last reply reports the tool result {string}",
  async function (this: DashboardWorld, result: string) {
    assert.ok((await lastReply(this)).text.includes(result), `the last reply does not mention "${result}"`);
  },
);

Then("the tools panel says the tool is not valid JSON", async function (this: DashboardWorld) {
  assert.deepEqual(await this.dashboard.playground.toolProblems(), [enUS.playground.tools.problems.notJson]);
});

Then("the last reply is JSON that follows the schema", async function (this: DashboardWorld) {
  const reply = await lastReply(this);
  assert.equal(reply.status, "done");
  assert.doesNotThrow(() => JSON.parse(reply.text), `the reply is not JSON: ${reply.text}`);
  assert.equal(reply.schemaCheck, "valid");
});

Then("the model {string} is offered", async function (this: DashboardWorld, model: string) {
  assert.deepEqual(await this.dashboard.playground.modelOffer(model), { offered: true, reason: null });
});

Then(
  "the model {string} is not offered because it {string}",
  async function (this: DashboardWorld, model: string, reason: string) {
    assert.deepEqual(await this.dashboard.playground.modelOffer(model), { offered: false, reason });
  },
);

Then("the question shows the image {string}", async function (this: DashboardWorld, name: string) {
  assert.deepEqual(await this.dashboard.playground.questionImages(), [name]);
});

Then("a toast says the image is larger than 3 MB", async function (this: DashboardWorld) {
  await assertAToastSays(this.dashboard, imageTooLargeText());
});

Then("no image is attached", async function (this: DashboardWorld) {
  assert.deepEqual(await this.dashboard.playground.attachedImages(), []);
});

When("I open the request that called {string}", async function (this: DashboardWorld, name: string) {
  const logs = this.dashboard.usageLogs;
  for (const request of (await logs.visibleRequests()).slice(0, REQUESTS_LOOKED_AT)) {
    await logs.openRequest(request.requestId, "click");
    if ((await logs.openedExchange())?.toolCalls.some((call) => call.name === name)) return;
    await logs.closeRequest();
  }
  assert.fail(`none of the ${REQUESTS_LOOKED_AT} newest requests called ${name}`);
});

Then(
  "the drawer shows the tool call {string} with its arguments",
  async function (this: DashboardWorld, name: string) {
    const call = (await this.dashboard.usageLogs.openedExchange())?.toolCalls.find(
      (each) => each.name === name,
    );
    assert.ok(call, `the drawer shows no call of ${name}`);
    assert.match(call.arguments, /"location"/);
  },
);

Then("the drawer shows the tools offered", async function (this: DashboardWorld) {
  assert.deepEqual((await this.dashboard.usageLogs.openedExchange())?.toolsOffered, ["get_weather"]);
});

Then("the drawer marks the estimated figures as estimates", async function (this: DashboardWorld) {
  const exchange = await this.dashboard.usageLogs.openedExchange();
  assert.ok((exchange?.estimatedFigures ?? 0) > 0, "the drawer marks no figure as estimated");
});

function imageTooLargeText(): string {
  return enUS.playground.images.problems.tooLarge.replace("{{limit}}", "3 MB");
}
