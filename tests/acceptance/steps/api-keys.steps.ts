import assert from "node:assert/strict";
import { Given, Then, When } from "@cucumber/cucumber";
import { maskApiKey } from "../../../core/api-keys/masked-api-key.ts";
import type { RotationGrace } from "../../../core/api-keys/rotation-grace.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import { enUS } from "../../support/en-us-texts.ts";
import type { CreatedKey, KeySettingsTyped, ListedKey } from "../support/api-keys-driver.ts";
import { keptValue } from "../support/scenario-memory.ts";
import { assertAToastSays } from "../support/toast-check.ts";
import type { DashboardWorld } from "../support/world.ts";

/** The key each scenario made last, its name and the moment it was made: "the key I just created". */
const createdKeys = keptValue<{ key: CreatedKey; name: string; at: Date }>("key created");

const GRACES: Readonly<Record<string, RotationGrace>> = {
  "no grace": "none",
  "a 1 hour grace": "1h",
  "a 24 hours grace": "24h",
  "a 7 days grace": "7d",
};

async function listedKey(world: DashboardWorld, id: string): Promise<ListedKey | undefined> {
  return (await world.dashboard.apiKeys.listedKeys()).find((key) => key.id === id);
}

async function theKeyIJustCreated(world: DashboardWorld): Promise<ListedKey> {
  const { id } = createdKeys.recall(world).key;
  const key = await listedKey(world, id);
  assert.ok(key, `the key ${id} is not listed`);
  return key;
}

async function createKey(world: DashboardWorld, settings: KeySettingsTyped = {}): Promise<CreatedKey | null> {
  const at = new Date();
  const key = await world.dashboard.apiKeys.createKey(settings);
  if (key) createdKeys.keep(world, { key, name: settings.name ?? "Scenario key", at });
  return key;
}

/** YYYY-MM-DD of the local day this many days from today. */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return dateAndTime(day, "en-US").date;
}

Given("I have no API keys", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.open();
  for (const key of await this.dashboard.apiKeys.listedKeys()) {
    await this.dashboard.apiKeys.askToDelete(key.id);
    await this.dashboard.apiKeys.confirm();
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

Given("I created an API key named {string}", async function (this: DashboardWorld, name: string) {
  assert.ok(await createKey(this, { name }), "no key was created");
});

When("I leave the page through the menu and come back", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.leaveAndReturn();
});

When("I create an API key", async function (this: DashboardWorld) {
  await createKey(this);
});

When(
  "I create an API key named {string} with a monthly budget of {string} USD, {string} requests per minute, limited to {string}",
  async function (this: DashboardWorld, name: string, budget: string, perMinute: string, model: string) {
    const key = await createKey(this, {
      name,
      monthlyBudgetUsd: budget,
      requestsPerMinute: perMinute,
      models: [model],
    });
    assert.ok(key, `no key was created: ${await this.dashboard.apiKeys.settingsErrors()}`);
  },
);

When(
  "I create an API key named {string} whose last day is in {int} days",
  async function (this: DashboardWorld, name: string, days: number) {
    assert.ok(await createKey(this, { name, lastDay: dayFromToday(days) }), "no key was created");
  },
);

When(
  "I try to create an API key with {string} as its monthly budget",
  async function (this: DashboardWorld, budget: string) {
    await createKey(this, { monthlyBudgetUsd: budget });
  },
);

When("I rename the key I just created to {string}", async function (this: DashboardWorld, name: string) {
  await this.dashboard.apiKeys.editKey(createdKeys.recall(this).key.id, { name });
});

When("I rotate the key I just created with {}", async function (this: DashboardWorld, grace: string) {
  const chosen = GRACES[grace];
  assert.ok(chosen, `no grace is called "${grace}"`);
  const kept = createdKeys.recall(this);
  const rotated = await this.dashboard.apiKeys.rotateKey(kept.key.id, chosen);
  assert.ok(rotated, "no new secret was shown");
  assert.notEqual(rotated.value, kept.key.value, "the rotation showed the old secret");
  createdKeys.keep(this, { ...kept, key: rotated });
});

When("I say I have saved the new key", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.hideRevealedKey();
});

When("I ask to delete the key I just created", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.askToDelete(createdKeys.recall(this).key.id);
});

When("I ask to revoke the key I just created", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.askToRevoke(createdKeys.recall(this).key.id);
});

When("I revoke the key I just created", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.askToRevoke(createdKeys.recall(this).key.id);
  await this.dashboard.apiKeys.confirm();
});

When("I confirm", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.confirm();
});

When("I cancel the deletion", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.cancelConfirmation();
});

Then("the new key is shown in full", async function (this: DashboardWorld) {
  const { value } = createdKeys.recall(this).key;
  assert.match(value, /^mk-[0-9a-f]{32}$/);
  assert.equal(await this.dashboard.apiKeys.revealedKey(), value);
});

Then("I am warned that it won't be shown again", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.apiKeys.revealedWarning(), enUS.apiKeys.revealedWarning);
});

Then("no key is shown in full", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.apiKeys.revealedKey(), null);
});

Then(
  "the key I just created is listed masked, with the date and time it was created",
  async function (this: DashboardWorld) {
    const created = createdKeys.recall(this);
    const key = await theKeyIJustCreated(this);
    assert.equal(key.masked, maskApiKey(created.key.value));
    const moments = [created.at, new Date()].map((moment) => dateAndTime(moment));
    assert.ok(
      moments.some(({ date, time }) => key.date === date && key.time === time),
      `listed as created on ${key.date} at ${key.time}, not between ${JSON.stringify(moments)}`,
    );
  },
);

Then(
  "the key I just created is listed as {string}, spending {string}, limited to {string} and {string}",
  async function (this: DashboardWorld, name: string, budget: string, limits: string, models: string) {
    const key = await theKeyIJustCreated(this);
    assert.deepEqual(
      { name: key.name, budget: key.budget, limits: key.limits, models: key.models },
      { name, budget, limits, models },
    );
  },
);

Then("the key I just created is named {string}", async function (this: DashboardWorld, name: string) {
  assert.equal((await theKeyIJustCreated(this)).name, name);
});

Then("the key I just created is marked {string}", async function (this: DashboardWorld, status: string) {
  assert.equal((await theKeyIJustCreated(this)).status, status);
});

Then("the key I just created says until when its old secret works", async function (this: DashboardWorld) {
  const key = await theKeyIJustCreated(this);
  assert.match(key.grace, /^The old secret works until \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
});

Then("the settings dialog says {string}", async function (this: DashboardWorld, message: string) {
  const errors = await this.dashboard.apiKeys.settingsErrors();
  assert.ok(errors.includes(message), `the dialog says ${JSON.stringify(errors)}`);
});

Then("I am asked to confirm deleting the key I just created", async function (this: DashboardWorld) {
  const question = await this.dashboard.apiKeys.confirmation();
  assert.equal(question, enUS.apiKeys.confirmDelete.replace("{{key}}", createdKeys.recall(this).name));
});

Then("I am asked to confirm revoking the key I just created", async function (this: DashboardWorld) {
  const question = await this.dashboard.apiKeys.confirmation();
  assert.equal(question, enUS.apiKeys.confirmRevoke.replace("{{key}}", createdKeys.recall(this).name));
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
  await assertAToastSays(this.dashboard, `The API key ${createdKeys.recall(this).name} was deleted.`);
});

Then("a toast says the key I just created was revoked", async function (this: DashboardWorld) {
  await assertAToastSays(this.dashboard, `The API key ${createdKeys.recall(this).name} was revoked.`);
});

Given(
  "I have an API key named {string} that expired yesterday",
  async function (this: DashboardWorld, name: string) {
    await this.dashboard.apiKeys.holdExpiredKey(name);
  },
);

Then(
  "the key named {string} is marked {string}",
  async function (this: DashboardWorld, name: string, status: string) {
    const key = (await this.dashboard.apiKeys.listedKeys()).find((listed) => listed.name === name);
    assert.ok(key, `no key named ${name} is listed`);
    assert.equal(key.status, status);
  },
);

When("I call the playground with the key I just created", async function (this: DashboardWorld) {
  await this.dashboard.playground.open();
  await this.dashboard.playground.chooseApiKey(createdKeys.recall(this).name);
});
