import assert from "node:assert/strict";
import { Given, Then, When } from "@cucumber/cucumber";
import type { DashboardWorld } from "../support/world.ts";

Given(
  "the first build is installed with its service worker at {string}",
  async function (this: DashboardWorld, path: string) {
    await this.dashboard.offlineAndUpdates.openFirstBuild(path, true);
  },
);

Given(
  "the first build is open without a service worker at {string}",
  async function (this: DashboardWorld, path: string) {
    await this.dashboard.offlineAndUpdates.openFirstBuild(path, false);
  },
);

When("the second build is deployed and the page checks for an update", async function (this: DashboardWorld) {
  await this.dashboard.offlineAndUpdates.deploySecondBuild();
  await this.dashboard.offlineAndUpdates.checkForUpdate();
});

Then(
  "a toast says {string} and {string} with a {string} button",
  async function (this: DashboardWorld, message: string, caption: string, button: string) {
    const toast = await this.dashboard.offlineAndUpdates.updateToast();
    assert.deepEqual(toast, { message, caption, buttons: [button] });
  },
);

Then("the page still runs the first build, not reloaded", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.offlineAndUpdates.pageLoads(), 1);
  assert.equal(await this.dashboard.offlineAndUpdates.runningBuild(), "first");
});

When("I click Refresh on the update toast", async function (this: DashboardWorld) {
  await this.dashboard.offlineAndUpdates.clickRefresh();
});

Then("the page runs the second build", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.offlineAndUpdates.runningBuild(), "second");
});

When("the network goes away and I reload the page", async function (this: DashboardWorld) {
  await this.dashboard.offlineAndUpdates.setOffline(true);
  await this.dashboard.offlineAndUpdates.reload();
});

When("the network comes back", async function (this: DashboardWorld) {
  await this.dashboard.offlineAndUpdates.setOffline(false);
});

Then("the page shows the heading {string}", async function (this: DashboardWorld, heading: string) {
  assert.equal(await this.dashboard.offlineAndUpdates.heading(), heading);
});

Then("a notice says {string}", async function (this: DashboardWorld, notice: string) {
  assert.equal(await this.dashboard.offlineAndUpdates.offlineNotice(), notice);
});

Then("the offline notice goes away", async function (this: DashboardWorld) {
  assert.ok(
    await this.dashboard.offlineAndUpdates.offlineNoticeLeaves(),
    "the offline notice is still shown",
  );
});

When("a deploy removes every chunk the page has not loaded yet", async function (this: DashboardWorld) {
  await this.dashboard.offlineAndUpdates.removeChunksNotYetLoaded();
});

When("I go to {string} within the app", async function (this: DashboardWorld, path: string) {
  await this.dashboard.offlineAndUpdates.navigateWithinApp(path);
});

Then("the page has reloaded once", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.offlineAndUpdates.pageLoads(), 2);
});

Then("the router's error is shown instead of another reload", async function (this: DashboardWorld) {
  assert.ok(await this.dashboard.offlineAndUpdates.showsRouteError(), "no error is shown");
  assert.equal(await this.dashboard.offlineAndUpdates.pageLoads(), 2);
});
