import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { Then, When } from "@cucumber/cucumber";
import { keptEarlier, scenarioMemory } from "../support/scenario-memory.ts";
import type { DashboardWorld } from "../support/world.ts";

interface Governed {
  department?: string;
  person?: string;
  progress?: readonly (number | "sending" | "done")[];
  prompt?: string;
}

/** The department and person a scenario made, which other areas' steps (budget alerts) make and use too. */
export const governed = scenarioMemory<Governed>(() => ({}));

function kept<K extends keyof Governed>(world: DashboardWorld, key: K): NonNullable<Governed[K]> {
  return keptEarlier(governed(world)[key], key) as NonNullable<Governed[K]>;
}

/** Creates a department the scenario keeps as its own and opens its settings. */
export async function createOwnDepartment(world: DashboardWorld, words: string): Promise<void> {
  const departments = world.dashboard.organizationDepartments;
  // Unique on the shared local gateway, where department names are unique in an organization.
  const name = `${words} ${randomUUID().slice(0, 8)}`;
  governed(world).department = name;
  await departments.open();
  await departments.createDepartment(name);
  await departments.openSettings(name);
}

When(
  "I create a department of my own with GDPR and {string}",
  async function (this: DashboardWorld, piiHandling: string) {
    const departments = this.dashboard.organizationDepartments;
    await createOwnDepartment(this, "Legal");
    await departments.setFramework("GDPR", true);
    await departments.choosePiiHandling(piiHandling);
    await departments.saveSettings();
    const settings = await departments.settings();
    assert.equal(settings.piiHandling, piiHandling);
  },
);

When("I upload a policy document to that department", async function (this: DashboardWorld) {
  const resources = this.dashboard.departmentResources;
  await resources.openTab(kept(this, "department"), "files");
  governed(this).progress = await resources.uploadDocument("GDPR-processing-policy", {
    name: "gdpr-processing-policy.txt",
    // Large enough that the upload reports shares on its way.
    content: "Personal data is masked before it reaches a model.\n".repeat(4_000),
  });
  const listed = await resources.listedDocuments();
  assert.ok(
    listed.some((document) => document.name === "GDPR-processing-policy"),
    `listed: ${listed.map((document) => document.name).join(", ")}`,
  );
});

Then("the upload showed its progress until the document was stored", function (this: DashboardWorld) {
  const progress = kept(this, "progress");
  assert.equal(progress.at(-1), "done", `progress shown: ${JSON.stringify(progress)}`);
  const shares = progress.filter((step): step is number => typeof step === "number");
  assert.ok(shares.length > 0, `no share was shown on the way: ${JSON.stringify(progress)}`);
  assert.deepEqual(
    shares,
    [...shares].sort((a, b) => a - b),
    `progress went back: ${JSON.stringify(progress)}`,
  );
});

When("I invite a new person into that department as a member", async function (this: DashboardWorld) {
  const person = `member-${randomUUID().slice(0, 8)}@governed.example`;
  governed(this).person = person;
  await this.dashboard.organizationUsers.open();
  await this.dashboard.organizationUsers.invite(person, [kept(this, "department")]);
  const members = (await this.dashboard.organizationUsers.members()) ?? [];
  assert.ok(
    members.some((member) => member.email === person),
    `members: ${members.map((member) => member.email).join(", ")}`,
  );
});

When("that person signs in with the address they were invited with", async function (this: DashboardWorld) {
  await this.dashboard.signOut();
  await this.dashboard.logIn(kept(this, "person"), "a-governed-password");
  assert.equal(await this.dashboard.signedInEmail(), kept(this, "person"));
});

When(
  "they ask the playground as a member of that department {string}",
  async function (this: DashboardWorld, prompt: string) {
    const playground = this.dashboard.playground;
    governed(this).prompt = prompt;
    await playground.open();
    await playground.chooseModel("gpt-4o-mini");
    await playground.chooseDepartment(kept(this, "department"));
    await playground.ask(prompt);
    const replies = await playground.replies();
    assert.ok(replies.length > 0, "no reply came");
  },
);

Then(
  "their request was logged with {string} in place of {string}",
  async function (this: DashboardWorld, placeholder: string, personal: string) {
    const logs = this.dashboard.usageLogs;
    await logs.open();
    const [newest] = await logs.visibleRequests();
    assert.ok(newest, "the person's logs list no request");
    await logs.openRequest(newest.requestId, "click");
    const shown = Object.values((await logs.openedRequest()) ?? {}).join("\n");
    await logs.closeRequest();
    assert.ok(shown.includes(placeholder), `the logged request does not show ${placeholder}:\n${shown}`);
    assert.ok(!shown.includes(personal), `the logged request still shows ${personal}:\n${shown}`);
  },
);

Then(
  "the report of that department lists a request from the new person",
  async function (this: DashboardWorld) {
    const report = this.dashboard.organizationReport;
    await report.open();
    await report.chooseDepartments([kept(this, "department")]);
    const rows = await report.rows();
    const person = kept(this, "person");
    assert.ok(
      rows.some((row) => row.user === person && row.department === kept(this, "department")),
      `report rows: ${JSON.stringify(rows)}`,
    );
  },
);

When("I remove the new person from the organization", async function (this: DashboardWorld) {
  // The shared local gateway's team has little room: leave nobody behind.
  const users = this.dashboard.organizationUsers;
  await users.open();
  await users.askToRemoveMember(kept(this, "person"));
  await users.confirmRemoval();
});
