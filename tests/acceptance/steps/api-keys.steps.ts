import assert from "node:assert/strict";
import { Given, Then, When } from "@cucumber/cucumber";
import { maskApiKey } from "../../../core/api-keys/masked-api-key.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import type { CreatedKey, ListedKey } from "../support/api-keys-driver.ts";
import { keptValue } from "../support/scenario-memory.ts";
import { assertAToastSays } from "../support/toast-check.ts";
import type { DashboardWorld } from "../support/world.ts";

/** The key each scenario created last, with the moment it was created: "the key I just created". */
const createdKeys = keptValue<{ key: CreatedKey; at: Date }>("key created");

async function listedKey(world: DashboardWorld, id: string): Promise<ListedKey | undefined> {
  return (await world.dashboard.apiKeys.listedKeys()).find((key) => key.id === id);
}

async function createKey(world: DashboardWorld): Promise<CreatedKey | null> {
  const at = new Date();
  const key = await world.dashboard.apiKeys.createKey();
  if (key) createdKeys.keep(world, { key, at });
  return key;
}

Given("I have no API keys", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.open();
  for (const key of await this.dashboard.apiKeys.listedKeys()) {
    await this.dashboard.apiKeys.askToDelete(key.id);
    await this.dashboard.apiKeys.confirmDeletion();
  }
});

Given(
  "the gateway refuses the next API key call with {string}",
  async function (this: DashboardWorld, message: string) {
    await this.dashboard.apiKeys.refuseNextCall(message);
  },
);

Given("I created an API key", async function (this: DashboardWorld) {
  assert.ok(await createKey(this), "no key was created");
});

When("I leave the page through the menu and come back", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.leaveAndReturn();
});

When("I create an API key", async function (this: DashboardWorld) {
  await createKey(this);
});

When("I say I have saved the new key", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.hideRevealedKey();
});

When("I ask to delete the key I just created", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.askToDelete(createdKeys.recall(this).key.id);
});

When("I confirm the deletion", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.confirmDeletion();
});

When("I cancel the deletion", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.cancelDeletion();
});

Then("the new key is shown in full", async function (this: DashboardWorld) {
  const { value } = createdKeys.recall(this).key;
  assert.match(value, /^mk-[0-9a-f]{32}$/);
  assert.equal(await this.dashboard.apiKeys.revealedKey(), value);
});

Then("I am warned that it won't be shown again", async function (this: DashboardWorld) {
  assert.equal(
    await this.dashboard.apiKeys.revealedWarning(),
    "Copy it now and keep it somewhere safe: it won't be shown again.",
  );
});

Then("no key is shown in full", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.apiKeys.revealedKey(), null);
});

Then(
  "the key I just created is listed masked, with the date and time it was created",
  async function (this: DashboardWorld) {
    const created = createdKeys.recall(this);
    const key = await listedKey(this, created.key.id);
    assert.ok(key, `the key ${created.key.id} is not listed`);
    assert.equal(key.masked, maskApiKey(created.key.value));
    const moments = [created.at, new Date()].map((moment) => dateAndTime(moment));
    assert.ok(
      moments.some(({ date, time }) => key.date === date && key.time === time),
      `listed as created on ${key.date} at ${key.time}, not between ${JSON.stringify(moments)}`,
    );
  },
);

Then("I am asked to confirm deleting the key I just created", async function (this: DashboardWorld) {
  const question = await this.dashboard.apiKeys.confirmation();
  assert.ok(
    question?.includes(maskApiKey(createdKeys.recall(this).key.value)),
    `the confirmation reads "${question}"`,
  );
});

Then("the key I just created is no longer listed", async function (this: DashboardWorld) {
  assert.equal(await listedKey(this, createdKeys.recall(this).key.id), undefined);
});

Then("the key I just created is still listed", async function (this: DashboardWorld) {
  assert.ok(await listedKey(this, createdKeys.recall(this).key.id));
});

Then("no new key was created", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.apiKeys.revealedKey(), null);
});

Then("a toast says the key I just created was deleted", async function (this: DashboardWorld) {
  await assertAToastSays(
    this.dashboard,
    `The API key ${maskApiKey(createdKeys.recall(this).key.value)} was deleted.`,
  );
});
