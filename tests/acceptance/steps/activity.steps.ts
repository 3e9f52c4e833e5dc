import assert from "node:assert/strict";
import { Then, When } from "@cucumber/cucumber";
import { AUDIT_EXPORT_FIELDS } from "../../../core/audit/audit-export.ts";
import { enUS } from "../../support/en-us-texts.ts";
import type { ShownActivity, ShownVerification } from "../support/activity-driver.ts";
import { scenarioMemory } from "../support/scenario-memory.ts";
import { shownQuery } from "../support/shown-query.ts";
import type { ExportedFile } from "../support/usage-logs-driver.ts";
import type { DashboardWorld } from "../support/world.ts";

/** What a scenario remembers between steps: the GDPR flag as it was and is, the verification, the file. */
interface Remembered {
  gdpr?: { readonly before: boolean; readonly after: boolean };
  verification?: ShownVerification;
  file?: ExportedFile;
}
const memory = scenarioMemory((): Remembered => ({}));
const ACTIVITY = enUS.organization.activity;
const activity = (world: DashboardWorld) => world.dashboard.activity;

async function listed(world: DashboardWorld): Promise<readonly ShownActivity[]> {
  const entries = await activity(world).entries();
  assert.ok(entries.length > 0, "no activity is listed");
  return entries;
}

When(
  "I switch the GDPR flag of the department {string}",
  async function (this: DashboardWorld, name: string) {
    const departments = this.dashboard.organizationDepartments;
    await departments.open();
    await departments.openSettings(name);
    const before = (await departments.settings()).frameworks.GDPR?.on === true;
    await departments.setFramework("GDPR", !before);
    await departments.saveSettings();
    memory(this).gdpr = { before, after: !before };
  },
);

When("I open the organization's activity", async function (this: DashboardWorld) {
  await activity(this).open();
});

When("I show only the activity of the kind {string}", async function (this: DashboardWorld, kind: string) {
  await activity(this).chooseKind(kind);
});

When("I verify the activity's chain", async function (this: DashboardWorld) {
  memory(this).verification = await activity(this).verify();
});

When("I export the activity as CSV", async function (this: DashboardWorld) {
  memory(this).file = await activity(this).exportCsv();
});

Then(
  "the newest activity is my settings change of {string}, its GDPR flag before and after",
  async function (this: DashboardWorld, name: string) {
    const { gdpr } = memory(this);
    assert.ok(gdpr, "no GDPR flag was switched in this scenario");
    const [newest] = await listed(this);
    assert.equal(newest?.kind, ACTIVITY.kinds.DEPARTMENT_SETTINGS_CHANGED);
    assert.equal(newest?.subject, name);
    assert.equal(newest?.who, await this.dashboard.signedInEmail());
    assert.equal(newest?.role, enUS.organization.shared.roles.OWNER);
    assert.deepEqual(
      newest?.changes.find((change) => change.field === "GDPR"),
      { field: "GDPR", before: String(gdpr.before), after: String(gdpr.after) },
      `changes shown: ${JSON.stringify(newest?.changes)}`,
    );
  },
);

Then("the chain is said to be intact since its first entry", function (this: DashboardWorld) {
  const { verification } = memory(this);
  assert.ok(verification, "the chain was not verified in this scenario");
  assert.equal(verification.intact, true, verification.text);
  assert.ok(verification.text.startsWith(ACTIVITY.verify.intact.split("{{")[0] as string), verification.text);
});

Then("the chain's head counts at least one entry and names a hash", async function (this: DashboardWorld) {
  const head = await activity(this).head();
  assert.ok(head.count >= 1, `the head counts ${head.count}`);
  assert.match(head.hash, /^[0-9a-f]{64}$/);
});

Then("every activity listed is of the kind {string}", async function (this: DashboardWorld, kind: string) {
  const kinds = new Set((await listed(this)).map((entry) => entry.kind));
  assert.deepEqual([...kinds], [kind]);
});

Then("the address keeps the kind {string}", async function (this: DashboardWorld, kind: string) {
  assert.equal((await shownQuery(this.dashboard)).get("kind"), kind);
});

Then(
  "the activity file has a row per entry under its columns, then the chain's head",
  async function (this: DashboardWorld) {
    const { file } = memory(this);
    assert.ok(file, "no activity was exported in this scenario");
    assert.match(file.fileName, /^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = file.rows;
    assert.deepEqual(header, [...AUDIT_EXPORT_FIELDS]);
    const headAt = rows.findIndex((row) => row[0] === "headCount");
    assert.ok(headAt > 0, "the file holds no entry before the chain's head");
    const entries = rows.slice(0, headAt);
    assert.ok(
      entries.every((row) => /^\d+$/.test(row[0] ?? "")),
      "an entry row has no sequence number",
    );
    const [count, hash] = rows[headAt + 1] ?? [];
    assert.equal(Number(count), entries.length, "an unfiltered export holds every entry the head counts");
    assert.match(hash ?? "", /^[0-9a-f]{64}$/);
  },
);

Then("I am told the activity is for owners and super admins", async function (this: DashboardWorld) {
  assert.equal(await activity(this).notForMe(), ACTIVITY.needsRole.title);
});
