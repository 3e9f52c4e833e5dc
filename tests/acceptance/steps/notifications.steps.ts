import assert from "node:assert/strict";
import { Given, Then, When } from "@cucumber/cucumber";
import { keptEarlier, scenarioMemory } from "../support/scenario-memory.ts";
import type { DashboardWorld } from "../support/world.ts";
import { createOwnDepartment, governed } from "./organization-governance.steps.ts";

/** How long a notification may take to come: the reference gateway records requests in batches. */
const NOTIFICATION_WAIT_MS = 20_000;

const counted = scenarioMemory((): { unreadBefore?: number } => ({}));

function thatDepartment(world: DashboardWorld): string {
  return keptEarlier(governed(world).department, "department");
}

/** The notifications about that department, read again until at least one is listed (or the wait is over). */
async function aboutThatDepartment(world: DashboardWorld) {
  const department = thatDepartment(world);
  const deadline = Date.now() + NOTIFICATION_WAIT_MS;
  for (;;) {
    const about = (await world.dashboard.notifications.list()).filter((shown) =>
      shown.text.startsWith(`${department} `),
    );
    if (about.length > 0 || Date.now() > deadline) return about;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

When(
  "I create a department of my own with a monthly budget of {string} dollars",
  async function (this: DashboardWorld, dollars: string) {
    const departments = this.dashboard.organizationDepartments;
    await createOwnDepartment(this, "Budgeted");
    await departments.setBudget(dollars);
    await departments.saveSettings();
    assert.equal((await departments.settings()).budget, dollars);
  },
);

When(
  "I keep only the {int} % budget alert of that department, without the forecast warning",
  async function (this: DashboardWorld, percent: number) {
    const alerts = this.dashboard.budgetAlerts;
    await alerts.open(thatDepartment(this));
    for (const threshold of (await alerts.shown()).thresholds)
      if (threshold !== percent) await alerts.remove(threshold);
    if (!(await alerts.shown()).thresholds.includes(percent)) await alerts.add(String(percent));
    await alerts.setForecastWarning(false);
    await alerts.save();
    assert.deepEqual(await alerts.shown(), {
      thresholds: [percent],
      forecastWarning: false,
      editable: true,
      problems: [],
    });
  },
);

Then(
  "one unread notification says that department {string}",
  async function (this: DashboardWorld, says: string) {
    const about = await aboutThatDepartment(this);
    assert.deepEqual(about, [{ text: `${thatDepartment(this)} ${says}`, unread: true }]);
  },
);

Given("the notification about that department is unread", async function (this: DashboardWorld) {
  const about = await aboutThatDepartment(this);
  assert.equal(about.filter((shown) => shown.unread).length, 1, JSON.stringify(about));
  counted(this).unreadBefore = await this.dashboard.notifications.unreadCount();
});

When("I mark the notification about that department read", async function (this: DashboardWorld) {
  await this.dashboard.notifications.markRead(`${thatDepartment(this)} `);
});

Then("the notifications button counts one unread notification fewer", async function (this: DashboardWorld) {
  const before = counted(this).unreadBefore;
  assert.ok(before !== undefined && before > 0, "the unread notifications were not counted before");
  const now = await this.dashboard.notifications.unreadCount();
  assert.equal(now, before - 1);
  const name = await this.dashboard.notifications.buttonName();
  const expected =
    now === 0 ? "Notifications, none unread" : `${now} unread notification${now === 1 ? "" : "s"}`;
  assert.equal(name, expected);
});

Then("no unread notification is about that department", async function (this: DashboardWorld) {
  const about = await aboutThatDepartment(this);
  assert.ok(about.length > 0, "the notification about that department is gone");
  assert.ok(
    about.every((shown) => !shown.unread),
    JSON.stringify(about),
  );
});
