import assert from "node:assert/strict";
import { After, Given, Then, When } from "@cucumber/cucumber";
import { XSS_PAYLOADS } from "../../security/xss-payloads.ts";
import { keptValue } from "../support/scenario-memory.ts";
import type { DashboardWorld } from "../support/world.ts";
import { HOSTILE_TEXT_PLACES, type HostileTextPlace, type ShownHostileText } from "../support/xss-driver.ts";

/** The issue asks for at least this many payloads through every place. */
const MINIMUM_PAYLOADS = 50;
/** An email's local part holds at most 64 characters: fewer payloads fit in one. */
const MINIMUM_EMAIL_PAYLOADS = 25;

/** Over 80 payloads stored, typed or shown one by one, on a machine shared with other runs. */
const SHOW_TIMEOUT_MS = 60_000;

const shown = keptValue<ShownHostileText>("hostile text shown");

function placeOf(text: string): HostileTextPlace {
  const place = HOSTILE_TEXT_PLACES.find((known) => known === text);
  if (!place) throw new Error(`No place "${text}"; known: ${HOSTILE_TEXT_PLACES.join(", ")}`);
  return place;
}

Given("hostile text is watched for", async function (this: DashboardWorld) {
  await this.dashboard.xss.watch();
});

When(
  "every payload goes through the {string}",
  { timeout: SHOW_TIMEOUT_MS },
  async function (this: DashboardWorld, place: string) {
    const started = performance.now();
    const result = await this.dashboard.xss.showEverywhere(placeOf(place));
    shown.keep(this, result);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `xss: ${place}: ${result.payloads} of ${XSS_PAYLOADS.length} payloads, ${result.missing.length} not shown, ${result.executableMarkup.length} executable, ${seconds} s`,
    );
  },
);

Then("every payload is shown, as text or as harmless markup", function (this: DashboardWorld) {
  const result = shown.recall(this);
  const minimum = result.payloads < XSS_PAYLOADS.length ? MINIMUM_EMAIL_PAYLOADS : MINIMUM_PAYLOADS;
  assert.ok(result.payloads >= minimum, `only ${result.payloads} payloads went through`);
  assert.deepEqual(result.missing, [], `payloads not shown: ${result.missing.join(", ")}`);
});

Then("nothing shown there could run", function (this: DashboardWorld) {
  const { executableMarkup } = shown.recall(this);
  assert.deepEqual(executableMarkup, [], `could run: ${executableMarkup.join(", ")}`);
});

Then("no payload ran and no request left the allow-list", async function (this: DashboardWorld) {
  const outcome = await this.dashboard.xss.outcome();
  const nothing = { markersCalled: [], dialogs: [], requestsOffTheList: [] };
  assert.deepEqual({ ...outcome }, nothing, `payloads ran or leaked: ${JSON.stringify(outcome)}`);
});

After({ tags: "@xss" }, async function (this: DashboardWorld) {
  await this.dashboard.xss.cleanUp();
});
