import assert from "node:assert/strict";
import { Given, Then, When } from "@cucumber/cucumber";
import {
  REPRESENTATIVE_CALLS,
  type RepresentativeCall,
  WIRE_FAULTS,
  type WireFault,
} from "../support/faults-driver.ts";
import { scenarioMemory } from "../support/scenario-memory.ts";
import type { DashboardWorld } from "../support/world.ts";

/** What the reply had written when the gateway stopped. */
const writtenWhenStopped = scenarioMemory(() => ({ text: "" }));

function callNamed(name: string): RepresentativeCall {
  const call = REPRESENTATIVE_CALLS.find((known) => known === name);
  if (!call)
    throw new Error(`"${name}" is none of the calls faults are injected on: ${REPRESENTATIVE_CALLS}`);
  return call;
}

function faultNamed(name: string): WireFault {
  const fault = WIRE_FAULTS.find((known) => known === name);
  if (!fault) throw new Error(`"${name}" is none of the faults: ${WIRE_FAULTS}`);
  return fault;
}

Given(
  /^the gateway answers (.+) with (.+)$/,
  async function (this: DashboardWorld, call: string, fault: string) {
    await this.dashboard.faults.injectFault(callNamed(call), faultNamed(fault));
  },
);

When(/^I (?:make|have made) (.+)$/, async function (this: DashboardWorld, call: string) {
  await this.dashboard.faults.makeCall(callNamed(call));
});

When("my session's token expires", async function (this: DashboardWorld) {
  await this.dashboard.faults.expireSessionToken();
});

Then(
  "the token was refreshed at the identity provider and the gateway got only the refreshed one",
  async function (this: DashboardWorld) {
    const report = await this.dashboard.faults.tokenRefreshReport();
    assert.ok(report.refreshes >= 1, `no token refresh was asked for: ${JSON.stringify(report)}`);
    assert.ok(report.gatewayCalls >= 1, `no gateway call followed the expiry: ${JSON.stringify(report)}`);
    assert.equal(report.callsWithExpiredToken, 0, `the expired token was sent: ${JSON.stringify(report)}`);
    assert.equal(
      report.callsWithRefreshedToken,
      report.gatewayCalls,
      `a call carried a token no refresh handed out: ${JSON.stringify(report)}`,
    );
  },
);

When("the gateway stops", async function (this: DashboardWorld) {
  const replies = await this.dashboard.playground.replies();
  await this.dashboard.faults.stopGateway();
  writtenWhenStopped(this).text = replies.at(-1)?.text ?? "";
});

When("the gateway is back and I reload the playground", async function (this: DashboardWorld) {
  await this.dashboard.faults.restartGateway();
  await this.dashboard.reload();
  await this.dashboard.playground.reopened();
});

Then(
  "the last reply failed saying {string} and keeps what was written",
  async function (this: DashboardWorld, message: string) {
    const ended = await this.dashboard.faults.lastReplyOnceEnded();
    const text = (await this.dashboard.playground.replies()).at(-1)?.text ?? "";
    const written = writtenWhenStopped(this).text;
    assert.equal(ended.status, "failed");
    assert.equal(ended.error, message);
    assert.notEqual(written.trim(), "", "nothing was written before the gateway stopped");
    assert.ok(text.startsWith(written), `the reply lost what was written: had "${written}", now "${text}"`);
  },
);
