import assert from "node:assert/strict";
import { Then, When } from "@cucumber/cucumber";
import { shellPackFromDisk } from "../../../ui/testing/packs-from-disk.ts";
import type { DashboardWorld } from "../support/world.ts";

/** The quoted names of a list such as `"a", "b" and "c"`. */
function quoted(list: string): string[] {
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1] as string);
}

When("I choose the language {string}", async function (this: DashboardWorld, nativeName: string) {
  await this.dashboard.languages.choose(nativeName);
});

Then("the language picker offers {int} languages", async function (this: DashboardWorld, count: number) {
  assert.equal((await this.dashboard.languages.offered()).length, count);
});

Then(/^it lists (.+)$/, async function (this: DashboardWorld, list: string) {
  const offered = await this.dashboard.languages.offered();
  for (const name of quoted(list))
    assert.ok(offered.includes(name), `${name} is not among ${offered.join(", ")}`);
});

Then(
  /^the interface is in "([^"]+)", written (left to right|right to left)$/,
  async function (this: DashboardWorld, iso: string, direction: string) {
    const shown = await this.dashboard.languages.shown();
    assert.equal(shown.iso, iso);
    assert.equal(shown.direction, direction === "right to left" ? "rtl" : "ltr");
    const titles = Object.values((await shellPackFromDisk(iso)).routes as Record<string, string>);
    assert.ok(titles.includes(shown.heading), `the heading "${shown.heading}" is not a ${iso} page title`);
  },
);

Then("the stored app state has the language {string}", async function (this: DashboardWorld, iso: string) {
  assert.equal((await this.dashboard.storedAppState())?.languageIso, iso);
});

Then("the top bar is mirrored", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.languages.topBarMirrored(), true);
});

Then("the top bar is not mirrored", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.languages.topBarMirrored(), false);
});

Then(
  /^the language packs downloaded are those of (.+) only$/,
  async function (this: DashboardWorld, list: string) {
    const wanted = quoted(list).sort();
    assert.deepEqual(await this.dashboard.languages.downloadedPacks(), wanted);
  },
);
