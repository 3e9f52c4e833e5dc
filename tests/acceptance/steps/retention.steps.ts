import assert from "node:assert/strict";
import { Then, When } from "@cucumber/cucumber";
import type { RetentionScope, ShownRetention } from "../support/retention-driver.ts";
import { scenarioMemory } from "../support/scenario-memory.ts";
import type { DashboardWorld } from "../support/world.ts";

/** The settings as they were before the scenario changed them, by scope. */
const before = scenarioMemory((): Partial<Record<RetentionScope, ShownRetention>> => ({}));

const SCOPES: Readonly<Record<string, RetentionScope>> = {
  "the organization's": "organization",
  "my own": "personal",
};

function scopeOf(words: string): RetentionScope {
  const scope = SCOPES[words];
  if (!scope) throw new Error(`No retention is called "${words}"; known: ${Object.keys(SCOPES).join(", ")}`);
  return scope;
}

async function shown(world: DashboardWorld, scope: RetentionScope): Promise<ShownRetention> {
  const card = await world.dashboard.retention.shown(scope);
  assert.ok(card, `the retention page shows no ${scope} setting`);
  return card;
}

When(
  /^I set (the organization's|my own) retention to keep bodies (\d+) days and records (\d+) days$/,
  async function (this: DashboardWorld, whose: string, bodies: number, records: number) {
    const scope = scopeOf(whose);
    before(this)[scope] ??= await shown(this, scope);
    await this.dashboard.retention.type(scope, String(bodies), String(records));
    await this.dashboard.retention.save(scope);
  },
);

Then(
  /^(the organization's|my own) retention says bodies are deleted after "([^"]+)" and records after "([^"]+)"$/,
  async function (this: DashboardWorld, whose: string, bodies: string, records: string) {
    const { explanation, problems } = await shown(this, scopeOf(whose));
    assert.deepEqual(problems, []);
    assert.ok(explanation.includes(`are deleted after ${bodies};`), explanation);
    assert.ok(explanation.includes(`after ${records},`), explanation);
  },
);

Then(
  /^the organization's retention says its records are kept at least "([^"]+)" because the EU AI Act is on for (.+)$/,
  async function (this: DashboardWorld, days: string, departments: string) {
    const { minimum } = await shown(this, "organization");
    assert.ok(minimum, "the organization's retention says nothing of a minimum");
    assert.ok(minimum.startsWith(`Records are kept at least ${days},`), minimum);
    assert.ok(minimum.includes(`the EU AI Act is on for ${departments},`), minimum);
  },
);

Then("my own retention says nothing of a minimum", async function (this: DashboardWorld) {
  assert.equal((await shown(this, "personal")).minimum, null);
});

Then(
  /^the organization's retention reads (\d+) and (\d+) days, and I cannot change it$/,
  async function (this: DashboardWorld, bodies: number, records: number) {
    await this.dashboard.retention.open();
    const card = await shown(this, "organization");
    assert.deepEqual(
      { bodiesDays: card.bodiesDays, metadataDays: card.metadataDays, editable: card.editable },
      { bodiesDays: String(bodies), metadataDays: String(records), editable: false },
    );
  },
);

When("I put the organization's retention back as it was", async function (this: DashboardWorld) {
  // The local stack's organization is shared by every scenario: its retention must not stay shortened.
  const kept = before(this).organization;
  assert.ok(kept, "the organization's retention was not changed in this scenario");
  await this.dashboard.retention.open();
  await this.dashboard.retention.type("organization", kept.bodiesDays, kept.metadataDays);
  await this.dashboard.retention.save("organization");
  const card = await shown(this, "organization");
  assert.deepEqual([card.bodiesDays, card.metadataDays], [kept.bodiesDays, kept.metadataDays]);
});

Then(
  /^(the organization's|my own) retention says "([^"]+)"$/,
  async function (this: DashboardWorld, whose: string, message: string) {
    const { problems } = await shown(this, scopeOf(whose));
    assert.deepEqual(problems, [message]);
  },
);

Then(
  /^(the organization's|my own) retention is kept as it was$/,
  async function (this: DashboardWorld, whose: string) {
    const scope = scopeOf(whose);
    const kept = before(this)[scope];
    assert.ok(kept, `the ${scope} retention was not changed in this scenario`);
    assert.equal((await shown(this, scope)).explanation, kept.explanation);
  },
);
