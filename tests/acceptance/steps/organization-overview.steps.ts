import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { Given, Then, When } from "@cucumber/cucumber";
import { MOBILE_NUMBER_MESSAGE } from "../../../core/organization/organization-request.dto.ts";
import { enUS } from "../../support/en-us-texts.ts";
import { cvcFor, expiry } from "../support/typed-card.ts";
import type { DashboardWorld } from "../support/world.ts";

/** A card the local ledger and the memory gateway both take. */
const CARD = "4242 4242 4242 4242";

Given(
  "I am signed in with an account of my own on the {string} tier",
  async function (this: DashboardWorld, tier: string) {
    // A new account for the scenario, in no organization, put on the tier named: a new account starts with none
    // on the reference gateway, and on the demo's tier (Pro) in memory.
    const email = `overview-${randomUUID().slice(0, 8)}@example.com`;
    await this.dashboard.logIn(email, "password-123");
    assert.equal(await this.dashboard.signedInEmail(), email);
    const page = this.dashboard.subscription;
    await page.open();
    // In memory every account is on the demo's tier (Pro) to begin with.
    if ((await page.listedTiers()).find((listed) => listed.name === tier)?.mine) return;
    await page.choose(tier);
    const free = (await page.listedTiers())
      .find((listed) => listed.name === tier)
      ?.price.startsWith("$0.00 ");
    if (!free) await page.addCard({ number: CARD, expiry: expiry(36).typed, cvc: cvcFor(CARD) });
    await page.subscribe();
    const mine = (await page.listedTiers()).find((listed) => listed.name === tier);
    assert.equal(mine?.mine, true, `the ${tier} tier did not become mine`);
  },
);

When(
  "I ask for an organization named {string} with the mobile number {string} in {string}",
  async function (this: DashboardWorld, name: string, phone: string, country: string) {
    await this.dashboard.organizationOverview.request({ name, phone, country });
  },
);

Then("the organization is named {string}", async function (this: DashboardWorld, name: string) {
  assert.equal((await this.dashboard.organizationOverview.summary()).name, name);
});

Then(
  "its status reads {string} in green, with what that means",
  async function (this: DashboardWorld, status: string) {
    const summary = await this.dashboard.organizationOverview.summary();
    assert.equal(summary.status, status);
    assert.equal(summary.statusIntent, "success");
    const meanings = enUS.organization.overview.statusMeanings;
    assert.equal(summary.statusMeaning, meanings[summary.status.toUpperCase() as keyof typeof meanings]);
  },
);

Then(
  "it counts at least {int} departments and at least {int} users",
  async function (this: DashboardWorld, departments: number, users: number) {
    const summary = await this.dashboard.organizationOverview.summary();
    assert.ok(summary.departments >= departments, `only ${summary.departments} departments`);
    assert.ok(summary.users >= users, `only ${summary.users} users`);
  },
);

Then("I act as {string}", async function (this: DashboardWorld, role: string) {
  assert.equal((await this.dashboard.organizationOverview.role()).actingAs, role);
});

Then("the overview says {string}", async function (this: DashboardWorld, statement: string) {
  const { statements } = await this.dashboard.organizationOverview.role();
  assert.ok(statements.includes(statement), `the overview says ${JSON.stringify(statements)}`);
});

Then(
  "my departments include {string} as {string}",
  async function (this: DashboardWorld, department: string, role: string) {
    const { departments } = await this.dashboard.organizationOverview.role();
    assert.deepEqual(
      departments.filter((shown) => shown.name === department),
      [{ name: department, role }],
      `my departments: ${JSON.stringify(departments)}`,
    );
  },
);

Then("the overview links to {string}", async function (this: DashboardWorld, pages: string) {
  assert.deepEqual(await this.dashboard.organizationOverview.links(), pages.split(", "));
});

Then(
  "recent activities are listed newest first, each with its kind and when it happened",
  async function (this: DashboardWorld) {
    const activities = await this.dashboard.organizationOverview.activities();
    assert.ok(activities.length > 0, "no recent activity is listed");
    const moments = activities.map((activity) => Date.parse(activity.at));
    assert.deepEqual(
      moments,
      [...moments].sort((a, b) => b - a),
    );
    for (const activity of activities) {
      assert.ok(activity.description.length > 0 && activity.type.length > 0, JSON.stringify(activity));
      // Relative, then the local date and time: "6 days ago · 2025-06-03 at 12:00".
      assert.match(activity.when, /^.+ · \d{4}-\d{2}-\d{2} at \d{2}:\d{2}$/);
    }
  },
);

Then("the team's size is shown against my tier", async function (this: DashboardWorld) {
  const team = await this.dashboard.organizationOverview.team();
  const { users } = await this.dashboard.organizationOverview.summary();
  // Memory's demo tier has no teams; the reference gateway's demo owner is on a tier with a limit.
  assert.match(team.size, new RegExp(`^${users} (of \\d+ )?team members`));
  const words = enUS.organization.overview.team;
  assert.ok(
    team.gate && [words.teamsOn, words.teamsOff, words.full].includes(team.gate),
    `gate: ${team.gate}`,
  );
  assert.equal(team.upgradeLink, team.gate === words.teamsOn ? null : "/subscription");
});

Then("I read that the owner's tier sets the team's size", async function (this: DashboardWorld) {
  const team = await this.dashboard.organizationOverview.team();
  assert.equal(team.gate, null);
  assert.equal(team.upgradeLink, null);
});

Then("the overview offers the upgrade {string}", async function (this: DashboardWorld, description: string) {
  const upgrade = await this.dashboard.organizationOverview.upgrade();
  assert.equal(await this.dashboard.organizationOverview.content(), "upgrade path");
  assert.equal(upgrade?.title, enUS.organization.overview.upgrade.title);
  assert.equal(upgrade?.description, description);
});

Then("the upgrade leads to {string}", async function (this: DashboardWorld, path: string) {
  assert.equal((await this.dashboard.organizationOverview.upgrade())?.link, path);
});

Then("the overview shows the organization request form", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.organizationOverview.content(), "request form");
});

Then("the mobile number is refused with {string}", async function (this: DashboardWorld, message: string) {
  assert.deepEqual(await this.dashboard.organizationOverview.brokenRules(), { "mobile number": [message] });
});

Then("no organization was requested", async function (this: DashboardWorld) {
  // A request the gateway had received would have made the organization, or been refused in an error toast.
  assert.equal(await this.dashboard.organizationOverview.content(), "request form");
  const toasts = (await this.dashboard.visibleToasts()).map((toast) => toast.text);
  const answers = [MOBILE_NUMBER_MESSAGE, enUS.organization.overview.request.failed];
  assert.ok(
    !toasts.some((toast) => answers.includes(toast) || toast.startsWith("The request for ")),
    `toasts: ${JSON.stringify(toasts)}`,
  );
});
