import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { Given, Then, When } from "@cucumber/cucumber";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import { scenarioMemory } from "../support/scenario-memory.ts";
import type { CancelWay, ListedTier, TypedCard } from "../support/subscription-driver.ts";
import { assertAToastSays } from "../support/toast-check.ts";
import { cvcFor, expiry } from "../support/typed-card.ts";
import type { DashboardWorld } from "../support/world.ts";

const DAY = 86_400_000;
/** A period of a month, whatever the calendar: a month's length, give or take a day either way. */
const A_MONTH_IN_DAYS = { min: 27, max: 32 } as const;
const PAYMENT_METHODS = new Set(["stripe", "free", "contact_sale"]);

/** What each scenario remembers: the tier a step made the page show, and a renewal day seen before cancelling. */
const memory = scenarioMemory((): { tier?: string; renewsOn?: string } => ({}));

async function tierNamed(world: DashboardWorld, name: string): Promise<ListedTier> {
  const tiers = await world.dashboard.subscription.listedTiers();
  const tier = tiers.find((listed) => listed.name === name);
  assert.ok(tier, `no tier named ${name}; listed: ${tiers.map((listed) => listed.name).join(", ")}`);
  return tier;
}

/** A card the card form takes: this number, with an expiry three years ahead and a security code. */
function typedCard(number: string): TypedCard {
  return { number, expiry: expiry(36).typed, cvc: cvcFor(number) };
}

/** The renewal date a "Renews on YYYY-MM-DD" line names. */
function renewalDate(tier: ListedTier): string {
  const match = /^Renews on (\d{4}-\d{2}-\d{2})$/.exec(tier.renewal ?? "");
  assert.ok(match?.[1], `the ${tier.name} tier reads "${tier.renewal}", not a renewal date`);
  return match[1];
}

async function subscribeWithNewCard(world: DashboardWorld, tier: string, number: string): Promise<void> {
  const page = world.dashboard.subscription;
  await page.open();
  await page.choose(tier);
  await page.addCard(typedCard(number));
  await page.subscribe();
  assert.equal((await tierNamed(world, tier)).mine, true, `the ${tier} tier did not become mine`);
}

Given("I am signed in with an account of my own", async function (this: DashboardWorld) {
  // A new account for the scenario: on the local stack every scenario shares the reference gateway, and
  // subscribing or cancelling must not change what the demo account (or another scenario's) is on.
  const email = `subscriber-${randomUUID().slice(0, 8)}@meridian.example`;
  await this.dashboard.logIn(email, "subscriber-password");
  assert.equal(await this.dashboard.signedInEmail(), email);
});

Given("I saved the card {string}", async function (this: DashboardWorld, number: string) {
  // Saved from the card choice of a card-paid tier, then closed without subscribing.
  const page = this.dashboard.subscription;
  await page.open();
  const cardPaid = (await page.listedTiers()).find(
    (tier) => tier.action?.startsWith("Subscribe to ") && !tier.price.startsWith("$0.00 "),
  );
  assert.ok(cardPaid, "no card-paid tier is on offer to save a card from");
  await page.choose(cardPaid.name);
  await page.addCard(typedCard(number));
  await page.closeCardChoice();
});

Given(
  "I subscribed to the {string} tier with the new card {string}",
  async function (this: DashboardWorld, tier: string, number: string) {
    await subscribeWithNewCard(this, tier, number);
  },
);

Given("the page lists a free tier the gateway no longer sells", async function (this: DashboardWorld) {
  memory(this).tier = await this.dashboard.subscription.showWithdrawnTier();
});

Given("the page shows a tier the gateway sells for a card as free", async function (this: DashboardWorld) {
  memory(this).tier = await this.dashboard.subscription.showCardTierAsFree();
});

Given(
  "the gateway refuses the next subscription call with status {int} and {string}",
  async function (this: DashboardWorld, status: number, message: string) {
    await this.dashboard.subscription.refuseNextCall(status, message);
  },
);

Given("my session is lost before my next subscription call", async function (this: DashboardWorld) {
  await this.dashboard.subscription.refuseNextCall(null, "");
});

When("I pick the {string} tier", async function (this: DashboardWorld, tier: string) {
  await this.dashboard.subscription.pickAsVisitor(tier);
});

When("I choose the {string} tier", async function (this: DashboardWorld, tier: string) {
  await this.dashboard.subscription.choose(tier);
});

When("I pick my saved card {string}", async function (this: DashboardWorld, label: string) {
  await this.dashboard.subscription.pickCard(label);
});

When("I add the card {string}", async function (this: DashboardWorld, number: string) {
  await this.dashboard.subscription.addCard(typedCard(number));
});

When("I subscribe", async function (this: DashboardWorld) {
  await this.dashboard.subscription.subscribe();
});

When("I subscribe to the {string} tier", async function (this: DashboardWorld, tier: string) {
  await this.dashboard.subscription.choose(tier);
  await this.dashboard.subscription.subscribe();
});

When("I subscribe to that tier", async function (this: DashboardWorld) {
  const tier = memory(this).tier;
  assert.ok(tier, "no tier was shown on purpose in this scenario");
  await this.dashboard.subscription.choose(tier);
  await this.dashboard.subscription.subscribe();
});

When(
  /^I ask to cancel my "([^"]+)" subscription (at the end of the period|now)$/,
  async function (this: DashboardWorld, tier: string, way: CancelWay) {
    const listed = await tierNamed(this, tier);
    if (way !== "now") memory(this).renewsOn = renewalDate(listed);
    await this.dashboard.subscription.askToCancel(tier, way);
  },
);

When("I confirm the cancellation", async function (this: DashboardWorld) {
  await this.dashboard.subscription.confirmCancellation();
});

When("I keep my subscription", async function (this: DashboardWorld) {
  await this.dashboard.subscription.keepSubscription();
});

Then("the tiers are listed in the order {string}", async function (this: DashboardWorld, order: string) {
  const tiers = await this.dashboard.subscription.listedTiers();
  assert.equal(tiers.map((tier) => tier.name).join(", "), order);
});

Then(
  "each tier shows its price per month, none cheaper than the one before",
  async function (this: DashboardWorld) {
    const tiers = await this.dashboard.subscription.listedTiers();
    const prices = tiers.map((tier) => {
      const match = /^\$(\d+\.\d{2}) per month$/.exec(tier.price);
      assert.ok(match?.[1], `the ${tier.name} tier's price reads "${tier.price}"`);
      return Number(match[1]);
    });
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
  },
);

Then("the {string} tier costs {string}", async function (this: DashboardWorld, tier: string, price: string) {
  assert.equal((await tierNamed(this, tier)).price, price);
});

Then(
  "the {string} tier lists {string} as {string}",
  async function (this: DashboardWorld, tier: string, title: string, value: string) {
    const { features } = await tierNamed(this, tier);
    assert.ok(
      features.some(([shownTitle, shownValue]) => shownTitle === title && shownValue === value),
      `the ${tier} tier lists ${JSON.stringify(features)}`,
    );
  },
);

Then(
  "the {string} tier lists a feature as {string}",
  async function (this: DashboardWorld, tier: string, value: string) {
    const { features } = await tierNamed(this, tier);
    assert.ok(
      features.some(([, shown]) => shown === value),
      `the ${tier} tier lists ${JSON.stringify(features)}`,
    );
  },
);

Then("no feature reads {string} or {string}", async function (this: DashboardWorld, a: string, b: string) {
  for (const tier of await this.dashboard.subscription.listedTiers()) {
    const raw = tier.features.filter(([, value]) => value === a || value === b);
    assert.deepEqual(raw, [], `the ${tier.name} tier lists ${JSON.stringify(raw)}`);
  }
});

Then("no tier lists an untitled feature or how it is paid for", async function (this: DashboardWorld) {
  for (const tier of await this.dashboard.subscription.listedTiers()) {
    for (const [title, value] of tier.features) {
      assert.notEqual(title, "", `the ${tier.name} tier lists an untitled feature`);
      assert.ok(!PAYMENT_METHODS.has(value), `the ${tier.name} tier lists "${title}: ${value}"`);
    }
  }
});

Then(
  "the {string} tier has no team and no organization",
  async function (this: DashboardWorld, tier: string) {
    const listed = await tierNamed(this, tier);
    assert.deepEqual([listed.team, listed.organization], ["No team", "No organization"]);
  },
);

Then(
  "the {string} tier has a team of up to {int} members",
  async function (this: DashboardWorld, tier: string, members: number) {
    assert.equal((await tierNamed(this, tier)).team, `Team of up to ${members} members`);
  },
);

Then(
  "contacting sales about the {string} tier opens a mail draft to {string} with the subject {string}",
  async function (this: DashboardWorld, tier: string, address: string, subject: string) {
    const draft = new URL(await this.dashboard.subscription.contactSales(tier));
    assert.equal(draft.protocol, "mailto:");
    assert.equal(draft.pathname, address);
    assert.equal(draft.searchParams.get("subject"), subject);
    // Spaces written %20, as mail programs expect, not "+".
    assert.equal(draft.search, `?subject=${encodeURIComponent(subject)}`);
  },
);

Then("the {string} tier is marked as my choice", async function (this: DashboardWorld, tier: string) {
  const tiers = await this.dashboard.subscription.listedTiers();
  assert.deepEqual(
    tiers.filter((listed) => listed.chosen).map((listed) => listed.name),
    [tier],
  );
});

Then("the card {string} is chosen", async function (this: DashboardWorld, label: string) {
  const cards = await this.dashboard.subscription.offeredCards();
  const chosen = cards.filter((card) => card.chosen);
  assert.equal(chosen.length, 1, `offered: ${JSON.stringify(cards)}`);
  assert.ok(chosen[0]?.label.startsWith(label), `chosen: ${chosen[0]?.label}`);
});

Then("the chosen card is my default card", async function (this: DashboardWorld) {
  const cards = await this.dashboard.subscription.offeredCards();
  assert.deepEqual(
    cards.filter((card) => card.chosen).map((card) => card.isDefault),
    [true],
    `offered: ${JSON.stringify(cards)}`,
  );
});

Then(
  "the {string} tier is mine, renewing in about a month",
  async function (this: DashboardWorld, tier: string) {
    const listed = await tierNamed(this, tier);
    assert.equal(listed.mine, true, `the ${tier} tier is not marked as mine`);
    assert.equal(listed.status, "Active");
    const days = Math.round(
      (Date.parse(renewalDate(listed)) - Date.parse(dateAndTime(new Date()).date)) / DAY,
    );
    assert.ok(
      days >= A_MONTH_IN_DAYS.min && days <= A_MONTH_IN_DAYS.max,
      `it renews in ${days} days (${listed.renewal})`,
    );
  },
);

Then("the {string} tier is mine", async function (this: DashboardWorld, tier: string) {
  const listed = await tierNamed(this, tier);
  assert.equal(listed.mine, true, `the ${tier} tier is not marked as mine`);
  assert.equal(listed.status, "Active");
});

Then("no tier is mine", async function (this: DashboardWorld) {
  const tiers = await this.dashboard.subscription.listedTiers();
  assert.deepEqual(
    tiers.filter((tier) => tier.mine).map((tier) => tier.name),
    [],
  );
});

Then("I am asked {string}", async function (this: DashboardWorld, question: string) {
  assert.equal(await this.dashboard.subscription.question(), question);
});

Then(
  "I am asked to confirm cancelling my {string} subscription at the end of the period, on the day it would renew",
  async function (this: DashboardWorld, tier: string) {
    const day = memory(this).renewsOn;
    assert.equal(
      await this.dashboard.subscription.question(),
      `Cancel your ${tier} subscription at the end of the period? It stays active until ${day}, then ends and is not renewed.`,
    );
  },
);

Then(
  "a toast says my {string} subscription will end on the day it would have renewed",
  async function (this: DashboardWorld, tier: string) {
    await assertAToastSays(this.dashboard, `Your ${tier} subscription will end on ${memory(this).renewsOn}.`);
  },
);

Then(
  "the {string} tier is still mine, ending on the day it would have renewed",
  async function (this: DashboardWorld, tier: string) {
    const listed = await tierNamed(this, tier);
    assert.equal(listed.mine, true, `the ${tier} tier is not marked as mine`);
    assert.equal(listed.renewal, `Ends on ${memory(this).renewsOn}`);
  },
);

Then(
  "my only invoice is of {string}, dated today, and paid",
  async function (this: DashboardWorld, amount: string) {
    const { invoices } = await this.dashboard.billing.invoices();
    assert.deepEqual(
      invoices.map(({ amount, date, status }) => ({ amount, date, status })),
      [{ amount, date: dateAndTime(new Date()).date, status: "Paid" }],
    );
  },
);
