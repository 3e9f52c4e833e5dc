import assert from "node:assert/strict";
import { Then, When } from "@cucumber/cucumber";
import { INVOICE_PAGE_SIZE } from "../../../core/billing/invoice-page.entity.ts";
import { formatUsd } from "../../../core/money/format-usd.ts";
import { passesLuhn } from "../../../core/pii/pii-checksums.ts";
import type { ListedCard, ListedInvoice, ShownInvoicePage } from "../support/billing-driver.ts";
import { keptEarlier, scenarioMemory } from "../support/scenario-memory.ts";
import { assertAToastSays } from "../support/toast-check.ts";
import { cvcFor, expiry } from "../support/typed-card.ts";
import type { DashboardWorld } from "../support/world.ts";

const DOLLARS = /^-?\$\d{1,3}(,?\d{3})*\.\d{2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PAGES = 50;

/** A brand's test numbers: their leading digits and length. */
const TEST_CARDS: Readonly<Record<string, { prefix: string; length: number }>> = {
  Visa: { prefix: "4242", length: 16 },
  Mastercard: { prefix: "5555", length: 16 },
  "American Express": { prefix: "3782", length: 15 },
};

/** What a scenario saw of the billing page, to compare later reads with. */
interface Seen {
  /** Each page of invoices as first seen, by page number. */
  readonly pages: Map<number, ShownInvoicePage>;
  /** Every page passed through on the way to the last one. */
  walk: ShownInvoicePage[];
  added?: ListedCard;
  cardsBefore?: readonly ListedCard[];
  dialogSaid?: readonly string[];
}

const seen = scenarioMemory((): Seen => ({ pages: new Map(), walk: [] }));

/** The page of invoices shown, noted the first time its number is seen. */
async function invoicePage(world: DashboardWorld): Promise<ShownInvoicePage> {
  const page = await world.dashboard.billing.invoices();
  const { pages } = seen(world);
  if (!pages.has(page.pageNumber)) pages.set(page.pageNumber, page);
  return page;
}

function seenPage(world: DashboardWorld, pageNumber: number): ShownInvoicePage {
  return keptEarlier(seen(world).pages.get(pageNumber), `page ${pageNumber} of the invoices`);
}

function numbers(invoices: readonly ListedInvoice[]): string[] {
  return invoices.map((invoice) => invoice.number);
}

function assertNewestFirst(invoices: readonly ListedInvoice[]): void {
  const dates = invoices.map((invoice) => invoice.date);
  assert.deepEqual(dates, [...dates].sort().reverse(), `not newest first: ${dates.join(", ")}`);
}

/** A card number of this brand with random middle digits, its last digit making the Luhn checksum right. */
function testCardNumber(brand: string): string {
  const card = TEST_CARDS[brand];
  assert.ok(card, `no test card for ${brand}`);
  let body = card.prefix;
  while (body.length < card.length - 1) body += String(Math.floor(Math.random() * 10));
  const check = [..."0123456789"].find((digit) => passesLuhn(`${body}${digit}`));
  return `${body}${check}`;
}

/** A month of next year, at random: each scenario's card reads differently from the others'. */
function someMonthNextYear(): number {
  const now = new Date();
  return 12 - now.getUTCMonth() + Math.floor(Math.random() * 12);
}

async function tryCard(world: DashboardWorld, number: string, expiry: string): Promise<void> {
  const memo = seen(world);
  memo.cardsBefore = await world.dashboard.billing.paymentMethods();
  memo.dialogSaid = await world.dashboard.billing.addCard({ number, expiry, cvc: cvcFor(number) });
}

When("I open the billing page", async function (this: DashboardWorld) {
  await this.dashboard.billing.open();
  await invoicePage(this);
});

When("I add a {word} card expiring next year", async function (this: DashboardWorld, brand: string) {
  const number = testCardNumber(brand);
  const expires = expiry(someMonthNextYear());
  const said = await this.dashboard.billing.addCard({
    number,
    expiry: expires.typed,
    cvc: cvcFor(number),
  });
  assert.deepEqual(said, [], `the card was not saved: ${said.join(" / ")}`);
  seen(this).added = {
    brand,
    last4: number.slice(-4),
    expiry: expires.shown,
    isDefault: false,
    expired: false,
  };
});

When("I try to add the card number {string}", async function (this: DashboardWorld, number: string) {
  await tryCard(this, number, expiry(12).typed);
});

When("I try to add a card that expired last month", async function (this: DashboardWorld) {
  await tryCard(this, testCardNumber("Visa"), expiry(-1).typed);
});

When(/^I go to the (next|previous) page of invoices$/, async function (this: DashboardWorld, which: string) {
  await (which === "next"
    ? this.dashboard.billing.nextInvoices()
    : this.dashboard.billing.previousInvoices());
  await invoicePage(this);
});

When("I go through the pages of invoices to the last one", async function (this: DashboardWorld) {
  const memo = seen(this);
  memo.walk = [await invoicePage(this)];
  while (memo.walk.at(-1)?.hasNext) {
    assert.ok(memo.walk.length < MAX_PAGES, `more than ${MAX_PAGES} pages of invoices`);
    await this.dashboard.billing.nextInvoices();
    memo.walk.push(await invoicePage(this));
  }
});

Then(
  "the current balance, the total usage and the total charges are shown in US dollars",
  async function (this: DashboardWorld) {
    const figures = await this.dashboard.billing.accountFigures();
    for (const [name, value] of Object.entries({
      currentBalance: figures.currentBalance,
      totalUsage: figures.totalUsage,
      totalCharges: figures.totalCharges,
    })) {
      assert.match(value, DOLLARS, `${name} reads "${value}"`);
    }
  },
);

Then("the paid tier runs until a date", async function (this: DashboardWorld) {
  assert.match((await this.dashboard.billing.accountFigures()).premiumExpiry, DAY);
});

Then("a valid card is said to be saved", async function (this: DashboardWorld) {
  assert.equal((await this.dashboard.billing.accountFigures()).paymentMethod, "Valid card saved");
});

Then("no card setup error is shown", async function (this: DashboardWorld) {
  assert.equal((await this.dashboard.billing.accountFigures()).setupError, null);
});

Then("the total charges add up my paid invoices", async function (this: DashboardWorld) {
  const { billing } = this.dashboard;
  let cents = 0;
  for (let page = await billing.invoices(), read = 1; ; read++) {
    for (const invoice of page.invoices.filter((listed) => listed.status === "Paid")) {
      cents += Math.round(Number(invoice.amount.replace(/[$,]/g, "")) * 100);
    }
    if (!page.hasNext) break;
    assert.ok(read < MAX_PAGES, `more than ${MAX_PAGES} pages of invoices`);
    await billing.nextInvoices();
    page = await billing.invoices();
  }
  const charges = (await billing.accountFigures()).totalCharges;
  assert.equal(charges, formatUsd(cents / 100));
});

Then(
  "my saved cards are listed with their brand, last four digits and expiry",
  async function (this: DashboardWorld) {
    const cards = await this.dashboard.billing.paymentMethods();
    assert.ok(cards.length > 0, "no card is listed");
    for (const card of cards) {
      assert.ok(card.brand.length > 0, `a card without a brand: ${JSON.stringify(card)}`);
      assert.match(card.last4, /^\d{4}$/);
      assert.match(card.expiry, /^(0[1-9]|1[0-2])\/\d{4}$/);
    }
  },
);

Then("the default card is listed first", async function (this: DashboardWorld) {
  const cards = await this.dashboard.billing.paymentMethods();
  assert.deepEqual(
    cards.map((card) => card.isDefault),
    cards.map((_, index) => index === 0),
  );
});

Then("the card I just added is listed", async function (this: DashboardWorld) {
  const added = seen(this).added;
  assert.ok(added, "no card was added in this scenario");
  const cards = await this.dashboard.billing.paymentMethods();
  assert.ok(
    cards.some(
      (card) =>
        card.brand === added.brand &&
        card.last4 === added.last4 &&
        card.expiry === added.expiry &&
        !card.expired,
    ),
    `${added.brand} ${added.last4} ${added.expiry} is not among ${JSON.stringify(cards)}`,
  );
});

Then("a toast says the card I just added was saved", async function (this: DashboardWorld) {
  const added = seen(this).added;
  assert.ok(added, "no card was added in this scenario");
  await assertAToastSays(this.dashboard, `Your ${added.brand} card ending in ${added.last4} was saved.`);
});

Then("the card dialog says {string}", async function (this: DashboardWorld, message: string) {
  const said = seen(this).dialogSaid ?? [];
  assert.ok(said.includes(message), `the dialog says ${JSON.stringify(said)}`);
});

Then("the saved cards are the same as before", async function (this: DashboardWorld) {
  const before = seen(this).cardsBefore;
  assert.ok(before, "the cards were not read before");
  assert.deepEqual(await this.dashboard.billing.paymentMethods(), before);
});

Then("I see page {int} of my invoices", async function (this: DashboardWorld, pageNumber: number) {
  assert.equal((await invoicePage(this)).pageNumber, pageNumber);
});

Then("the page lists {int} invoices, newest first", async function (this: DashboardWorld, count: number) {
  const { invoices } = await invoicePage(this);
  assert.equal(invoices.length, count);
  assertNewestFirst(invoices);
});

Then(
  "each invoice shows its number, its amount in US dollars, its date and its status",
  async function (this: DashboardWorld) {
    for (const invoice of (await invoicePage(this)).invoices) {
      assert.ok(invoice.number.length > 0, `an invoice without a number: ${JSON.stringify(invoice)}`);
      assert.match(invoice.amount, DOLLARS);
      assert.match(invoice.date, DAY);
      assert.ok(
        ["Draft", "Open", "Paid", "Uncollectible", "Void"].includes(invoice.status),
        `status "${invoice.status}"`,
      );
    }
  },
);

Then("there is no previous page of invoices", async function (this: DashboardWorld) {
  assert.equal((await invoicePage(this)).hasPrevious, false);
});

Then("there is no next page of invoices", async function (this: DashboardWorld) {
  assert.equal((await invoicePage(this)).hasNext, false);
});

Then(
  "page {int} lists the invoices that follow those of page {int}",
  async function (this: DashboardWorld, later: number, earlier: number) {
    const shown = await invoicePage(this);
    assert.equal(shown.pageNumber, later);
    const before = seenPage(this, earlier).invoices;
    assert.ok(shown.invoices.length > 0, `page ${later} lists no invoice`);
    const repeated = numbers(shown.invoices).filter((number) => numbers(before).includes(number));
    assert.deepEqual(repeated, [], `page ${later} repeats invoices of page ${earlier}`);
    assertNewestFirst([...before, ...shown.invoices]);
  },
);

Then(
  "page {int} lists the same invoices as before",
  async function (this: DashboardWorld, pageNumber: number) {
    const shown = await invoicePage(this);
    assert.equal(shown.pageNumber, pageNumber);
    assert.deepEqual(numbers(shown.invoices), numbers(seenPage(this, pageNumber).invoices));
  },
);

Then("the address names the page of invoices", async function (this: DashboardWorld) {
  assert.match(await this.dashboard.location(), /^\/billing\?after=[^&]+$/);
});

Then("every page but the last lists {int} invoices", async function (this: DashboardWorld, count: number) {
  const { walk } = seen(this);
  assert.ok(walk.length > 1, "the invoices fit on one page: paging was not tried");
  assert.equal(count, INVOICE_PAGE_SIZE);
  for (const page of walk.slice(0, -1)) assert.equal(page.invoices.length, count, `page ${page.pageNumber}`);
  const last = walk.at(-1);
  assert.ok(last && last.invoices.length >= 1 && last.invoices.length <= count);
  assert.deepEqual(
    walk.map((page) => page.pageNumber),
    walk.map((_, index) => index + 1),
  );
});

Then("no invoice was listed twice, and they came newest first", async function (this: DashboardWorld) {
  const all = seen(this).walk.flatMap((page) => page.invoices);
  assert.equal(new Set(numbers(all)).size, all.length, "an invoice was listed twice");
  assertNewestFirst(all);
});
