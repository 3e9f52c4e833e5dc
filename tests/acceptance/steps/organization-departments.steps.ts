import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { Then, When } from "@cucumber/cucumber";
import { keptEarlier, scenarioMemory } from "../support/scenario-memory.ts";
import { assertAToastSays } from "../support/toast-check.ts";
import type { DashboardWorld } from "../support/world.ts";

/** What this scenario made: the new department's name, the description written, the names listed before. */
const made = scenarioMemory(() => ({
  department: null as string | null,
  description: null as string | null,
  listedBefore: [] as readonly string[],
}));

function newDepartment(world: DashboardWorld): string {
  return keptEarlier(made(world).department, "department");
}

const departments = (world: DashboardWorld) => world.dashboard.organizationDepartments;

async function framework(world: DashboardWorld, label: string) {
  const shown = (await departments(world).settings()).frameworks[label];
  assert.ok(shown, `no framework is labelled ${label}`);
  return shown;
}

When("I leave the departments and come back", async function (this: DashboardWorld) {
  await departments(this).leaveAndReturn();
});

When("I create a department with a name of its own", async function (this: DashboardWorld) {
  // Unique on the shared local gateway, whose department names are unique in an organization.
  const name = `Compliance ${randomUUID().slice(0, 8)}`;
  made(this).department = name;
  await departments(this).createDepartment(name);
});

When("I try to create a department named {string}", async function (this: DashboardWorld, name: string) {
  made(this).listedBefore = await departments(this).listedNames();
  await departments(this).createDepartment(name);
});

When("I open the settings of the new department", async function (this: DashboardWorld) {
  await departments(this).openSettings(newDepartment(this));
});

When("I open the settings of {string}", async function (this: DashboardWorld, name: string) {
  await departments(this).openSettings(name);
});

When("I turn {word} on", async function (this: DashboardWorld, label: string) {
  await departments(this).setFramework(label, true);
});

When("I choose the PII handling {string}", async function (this: DashboardWorld, label: string) {
  await departments(this).choosePiiHandling(label);
});

When("I set the monthly budget to {string} dollars", async function (this: DashboardWorld, dollars: string) {
  await departments(this).setBudget(dollars);
});

When("I change the description to words of my own", async function (this: DashboardWorld) {
  const description = `Evaluations and fine-tuning, reviewed ${randomUUID().slice(0, 8)}`;
  made(this).description = description;
  await departments(this).setDescription(description);
});

When("I save the settings", async function (this: DashboardWorld) {
  await departments(this).saveSettings();
});

Then("the new department is listed", async function (this: DashboardWorld) {
  assert.ok((await departments(this).listedNames()).includes(newDepartment(this)));
});

Then("the settings of the new department are shown", async function (this: DashboardWorld) {
  assert.equal((await departments(this).settings()).department, newDepartment(this));
});

Then("the settings of {string} are shown", async function (this: DashboardWorld, name: string) {
  const shown = await departments(this).settings();
  assert.equal(shown.department, name);
  assert.equal(shown.name, name);
});

Then("the address names {string} and its settings tab", async function (this: DashboardWorld, name: string) {
  assert.deepEqual(await departments(this).shownInAddress(), {
    departmentId: await departments(this).idOf(name),
    tab: "settings",
  });
});

Then("the settings show unsaved changes", async function (this: DashboardWorld) {
  assert.equal((await departments(this).settings()).unsavedChanges, true);
});

Then("the settings show no unsaved changes", async function (this: DashboardWorld) {
  assert.equal((await departments(this).settings()).unsavedChanges, false);
});

Then("a toast says the settings of the new department were saved", async function (this: DashboardWorld) {
  await assertAToastSays(this.dashboard, `The settings of ${newDepartment(this)} were saved.`);
});

Then(
  "{word} is on, last changed by {string}",
  async function (this: DashboardWorld, label: string, role: string) {
    const shown = await framework(this, label);
    assert.equal(shown.on, true, `${label} is off`);
    assert.equal(shown.origin, `Last changed by ${role}`);
  },
);

Then("the PII handling is {string}", async function (this: DashboardWorld, label: string) {
  assert.equal((await departments(this).settings()).piiHandling, label);
});

Then("the monthly budget is {string} dollars", async function (this: DashboardWorld, dollars: string) {
  assert.equal((await departments(this).settings()).budget, dollars);
});

Then("creating a department is disabled: {string}", async function (this: DashboardWorld, reason: string) {
  assert.deepEqual(await departments(this).createButton(), { enabled: false, reason });
});

Then("the settings are read-only: {string}", async function (this: DashboardWorld, reason: string) {
  assert.equal((await departments(this).settings()).readOnlyReason, reason);
});

Then("the switch of {word} cannot be changed", async function (this: DashboardWorld, label: string) {
  assert.equal((await framework(this, label)).enabled, false);
});

Then("the description shows the words I wrote", async function (this: DashboardWorld) {
  const written = made(this).description;
  assert.ok(written, "no description was written in this scenario");
  assert.equal((await departments(this).settings()).description, written);
});

Then("the creation form says {string}", async function (this: DashboardWorld, message: string) {
  assert.deepEqual(await departments(this).creationErrors(), [message]);
});

Then("no department was created", async function (this: DashboardWorld) {
  assert.deepEqual(await departments(this).listedNames(), made(this).listedBefore);
});

When("I keep its requests to the regions {string}", async function (this: DashboardWorld, regions: string) {
  await departments(this).chooseResidency("Custom");
  await departments(this).chooseCustomRegions(regions.split(/,\s*/));
});

Then("its requests are kept to the regions {string}", async function (this: DashboardWorld, regions: string) {
  const settings = await departments(this).settings();
  assert.deepEqual(
    { residency: settings.residency, regions: settings.customRegions },
    { residency: "Custom", regions: regions.split(/,\s*/) },
  );
});
