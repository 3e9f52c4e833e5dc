import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { Given, Then, When } from "@cucumber/cucumber";
import type { ListedMember } from "../support/organization-users-driver.ts";
import { scenarioMemory } from "../support/scenario-memory.ts";
import type { DashboardWorld } from "../support/world.ts";

/** "The new address": one per scenario, random, so scenarios sharing the local stack's database never meet. */
const newAddress = scenarioMemory(() => `invitee-${randomUUID().slice(0, 8)}@users.example`);

async function listedMember(world: DashboardWorld, email: string): Promise<ListedMember | undefined> {
  const members = await world.dashboard.organizationUsers.members();
  assert.ok(members, "the page lists no members");
  return members.find((member) => member.email === email);
}

async function assertListedIn(world: DashboardWorld, email: string, department: string, role: string) {
  const member = await listedMember(world, email);
  assert.ok(member, `${email} is not listed`);
  assert.ok(
    member.departments.some((found) => found.name === department && found.role === role),
    `${email} is listed in ${JSON.stringify(member.departments)}, not in ${department} as ${role}`,
  );
}

async function removeConfirming(world: DashboardWorld, ask: () => Promise<void>, email: string) {
  await ask();
  const question = await world.dashboard.organizationUsers.confirmation();
  assert.ok(question?.includes(email), `the confirmation reads "${question}"`);
  await world.dashboard.organizationUsers.confirmRemoval();
}

When("I invite a new address into {string}", async function (this: DashboardWorld, department: string) {
  await this.dashboard.organizationUsers.invite(newAddress(this), [department]);
});

Given("I invited a new address into {string}", async function (this: DashboardWorld, department: string) {
  await this.dashboard.organizationUsers.invite(newAddress(this), [department]);
  await assertListedIn(this, newAddress(this), department, "Member");
});

When("I invite a new address into no department", async function (this: DashboardWorld) {
  await this.dashboard.organizationUsers.invite(newAddress(this), []);
});

When(
  "I invite {string} into {string}",
  async function (this: DashboardWorld, email: string, department: string) {
    await this.dashboard.organizationUsers.invite(email, [department]);
  },
);

When(
  "I change the departments of the new address to {string} and {string}",
  async function (this: DashboardWorld, first: string, second: string) {
    await this.dashboard.organizationUsers.changeDepartments(newAddress(this), [first, second]);
  },
);

When("I ask to remove the new address from the organization", async function (this: DashboardWorld) {
  await this.dashboard.organizationUsers.askToRemoveMember(newAddress(this));
});

When("I cancel removing them", async function (this: DashboardWorld) {
  await this.dashboard.organizationUsers.cancelRemoval();
});

When("I remove the new address from the organization, confirming", async function (this: DashboardWorld) {
  const email = newAddress(this);
  await removeConfirming(this, () => this.dashboard.organizationUsers.askToRemoveMember(email), email);
});

When("I add a new address as super admin", async function (this: DashboardWorld) {
  await this.dashboard.organizationUsers.addSuperAdmin(newAddress(this));
});

When("I remove the new address as super admin, confirming", async function (this: DashboardWorld) {
  const email = newAddress(this);
  await removeConfirming(this, () => this.dashboard.organizationUsers.askToRemoveSuperAdmin(email), email);
});

Then(
  "the new address is listed in {string} as {string}",
  async function (this: DashboardWorld, department: string, role: string) {
    await assertListedIn(this, newAddress(this), department, role);
  },
);

Then(
  "{string} is listed in {string} as {string}",
  async function (this: DashboardWorld, email: string, department: string, role: string) {
    await assertListedIn(this, email, department, role);
  },
);

Then("the new address is not listed in {string}", async function (this: DashboardWorld, department: string) {
  const member = await listedMember(this, newAddress(this));
  assert.ok(member, `${newAddress(this)} is not listed at all`);
  assert.ok(!member.departments.some((found) => found.name === department), `still listed in ${department}`);
});

Then(/^the new address is (?:not|no longer) listed$/, async function (this: DashboardWorld) {
  assert.equal(await listedMember(this, newAddress(this)), undefined);
});

Then("{string} is not listed", async function (this: DashboardWorld, email: string) {
  assert.equal(await listedMember(this, email), undefined);
});

Then("the invitation form says {string}", async function (this: DashboardWorld, message: string) {
  assert.deepEqual(await this.dashboard.organizationUsers.formErrors(), [message]);
});

Then("I am asked to confirm removing the new address", async function (this: DashboardWorld) {
  const question = await this.dashboard.organizationUsers.confirmation();
  assert.ok(question?.includes(newAddress(this)), `the confirmation reads "${question}"`);
});

Then(
  "the super admins are listed, the owner first and with no way to remove them",
  async function (this: DashboardWorld) {
    const admins = await this.dashboard.organizationUsers.superAdmins();
    assert.ok(admins && admins.length > 0, "no super admins are shown");
    assert.deepEqual(
      admins.map((admin) => admin.role === "Owner"),
      admins.map((_, index) => index === 0),
      `roles: ${admins.map((admin) => admin.role)}`,
    );
    assert.equal(admins[0]?.removable, false);
  },
);

Then(
  "the new address is listed among the super admins as {string}",
  async function (this: DashboardWorld, role: string) {
    const admins = (await this.dashboard.organizationUsers.superAdmins()) ?? [];
    assert.ok(
      admins.some((admin) => admin.email === newAddress(this) && admin.role === role && admin.removable),
    );
  },
);

Then(
  "{string} is listed among the super admins as {string}",
  async function (this: DashboardWorld, email: string, role: string) {
    const admins = (await this.dashboard.organizationUsers.superAdmins()) ?? [];
    assert.ok(
      admins.some((admin) => admin.email === email && admin.role === role),
      `super admins: ${JSON.stringify(admins)}`,
    );
  },
);

Then("the new address is not listed among the super admins", async function (this: DashboardWorld) {
  const admins = (await this.dashboard.organizationUsers.superAdmins()) ?? [];
  assert.equal(admins.length > 0, true, "no super admins are shown");
  assert.ok(!admins.some((admin) => admin.email === newAddress(this)));
});

Then("the super admins are not shown", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.organizationUsers.superAdmins(), null);
});

Then("the invite button is disabled with {string}", async function (this: DashboardWorld, reason: string) {
  assert.deepEqual(await this.dashboard.organizationUsers.inviteButton(), { enabled: false, reason });
});

Then("the invite button is enabled", async function (this: DashboardWorld) {
  assert.deepEqual(await this.dashboard.organizationUsers.inviteButton(), { enabled: true, reason: null });
});

Then("no members are listed", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.organizationUsers.members(), null);
});
