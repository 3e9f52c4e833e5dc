import assert from "node:assert/strict";
import { Given, Then, When } from "@cucumber/cucumber";
import type { DashboardWorld } from "../support/world.ts";

Given("I am a visitor", async function (this: DashboardWorld) {});

Given("I am signed in", async function (this: DashboardWorld) {
  await this.dashboard.beSignedIn();
});

When("I sign in with the demo account", async function (this: DashboardWorld) {
  await this.dashboard.signInWithDemoAccount();
});

When("I sign out", async function (this: DashboardWorld) {
  await this.dashboard.signOut();
});

When("I open {string}", async function (this: DashboardWorld, path: string) {
  await this.dashboard.open(path);
});

When("I reload the page", async function (this: DashboardWorld) {
  await this.dashboard.reload();
});

Then("I am at {string}", async function (this: DashboardWorld, expected: string) {
  assert.equal(await this.dashboard.location(), expected);
});

Then("the page heading is {string}", async function (this: DashboardWorld, expected: string) {
  assert.equal(await this.dashboard.heading(), expected);
});
