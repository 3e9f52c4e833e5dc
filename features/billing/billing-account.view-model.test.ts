import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import type { NewCard } from "../../core/billing/new-card.dto.ts";
import type { StoredPaymentMethod } from "../../core/billing/stored-payment-method.entity.ts";
import type { UserAccount } from "../../core/billing/user-account.entity.ts";
import { Clock } from "../../core/clock/clock.port.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import type { BillingAccountState } from "./billing-account.state.ts";
import type { BillingAccountViewModel } from "./billing-account.view-model.ts";
import { createBillingAccountViewModel } from "./billing-account.view-model-factory.ts";

/** 15 June 2026, noon UTC. */
const NOW = Date.UTC(2026, 5, 15, 12);
const ACCOUNT: UserAccount = {
  email: "demo@meridian.example",
  currentBalance: 4.5,
  totalUsage: 0.5,
  totalCharges: 209,
  hasValidPaymentMethod: true,
  setupPaymentMethodError: null,
  premiumExpiresAt: new Date(2026, 6, 9, 12),
  receivedDefaultSystemCredit: true,
  createdAt: new Date(2025, 5, 1),
};
const VISA: StoredPaymentMethod = {
  id: "pm_visa",
  brand: "visa",
  last4: "4242",
  expMonth: 12,
  expYear: 2030,
  isDefault: true,
};
const OLD_AMEX: StoredPaymentMethod = {
  id: "pm_amex",
  brand: "amex",
  last4: "0005",
  expMonth: 5,
  expYear: 2026,
  isDefault: false,
};

/** A gateway holding one account and its cards; a saved card is appended, as the gateway does. */
function fakeGateway(account = ACCOUNT, cards = [VISA, OLD_AMEX]) {
  const saved = [...cards];
  return {
    userAccount: vi.fn(async (): Promise<UserAccount> => account),
    listPaymentMethods: vi.fn(async () => [...saved]),
    addPaymentMethod: vi.fn(async (card: NewCard) => {
      saved.push({ ...card, id: `pm_${saved.length}`, isDefault: false });
      return [...saved];
    }),
  } satisfies Pick<BillingGateway, "userAccount" | "listPaymentMethods" | "addPaymentMethod">;
}

function setUp(gateway = fakeGateway()) {
  const notifier = { notify: vi.fn((_: unknown) => "toast-1") };
  const services = screenServicesForTest((bind) => {
    bind(BillingGateway, gateway as unknown as BillingGateway);
    bind(Notifier, notifier as unknown as Notifier);
    bind(Clock, { now: () => NOW });
  });
  const viewModel = disposedAfterTest(createBillingAccountViewModel(services));
  return { gateway, notifier, viewModel };
}

function settled(viewModel: BillingAccountViewModel): Promise<BillingAccountState> {
  return firstValueFrom(
    viewModel.state$.pipe(
      filter((state) => state.account.status !== "loading" && state.methods.status !== "loading"),
    ),
  );
}

describe("the billing account's view model", () => {
  it("shows the account figures in dollars and the premium expiry as a date", async () => {
    const { viewModel } = setUp();
    const { account } = await settled(viewModel);
    expect(account).toEqual({
      status: "ready",
      value: {
        currentBalance: "$4.50",
        totalUsage: "$0.50",
        totalCharges: "$209.00",
        premiumExpiresOn: "2026-07-09",
        hasValidPaymentMethod: true,
        setupPaymentMethodError: null,
      },
    });
  });

  it("says there is no paid tier, and keeps the payment provider's words on the last failed card", async () => {
    const { viewModel } = setUp(
      fakeGateway({
        ...ACCOUNT,
        premiumExpiresAt: null,
        hasValidPaymentMethod: false,
        setupPaymentMethodError: "Your card has expired.",
      }),
    );
    const { account } = await settled(viewModel);
    expect(account).toMatchObject({
      value: {
        premiumExpiresOn: null,
        hasValidPaymentMethod: false,
        setupPaymentMethodError: "Your card has expired.",
      },
    });
  });

  it("lists the cards with their last four digits and expiry, the default and the expired ones marked", async () => {
    const { viewModel } = setUp();
    const { methods } = await settled(viewModel);
    expect(methods).toEqual({
      status: "ready",
      value: [
        { id: "pm_visa", brand: "visa", last4: "4242", expiry: "12/2030", isDefault: true, expired: false },
        { id: "pm_amex", brand: "amex", last4: "0005", expiry: "05/2026", isDefault: false, expired: true },
      ],
    });
  });

  it("adds a card: lists it, confirms it in a toast and reads the figures again", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    const card = { brand: "mastercard", last4: "4444", expMonth: 8, expYear: 2029 };
    await viewModel.addCard(card);
    expect(gateway.addPaymentMethod).toHaveBeenCalledWith(card);
    const { methods } = viewModel.current();
    expect(methods.status === "ready" && methods.value.map((method) => method.last4)).toEqual([
      "4242",
      "0005",
      "4444",
    ]);
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "Your Mastercard card ending in 4444 was saved.",
      intent: "positive",
    });
    expect(gateway.userAccount).toHaveBeenCalledTimes(2);
  });

  it("rejects with the gateway's error when a card is refused, changing nothing and saying nothing", async () => {
    const gateway = fakeGateway();
    gateway.addPaymentMethod.mockRejectedValueOnce(GatewayError.http(400, "Your card has expired."));
    const { viewModel, notifier } = setUp(gateway);
    const before = await settled(viewModel);
    await expect(
      viewModel.addCard({ brand: "visa", last4: "1111", expMonth: 1, expYear: 2020 }),
    ).rejects.toMatchObject({ serverMessages: ["Your card has expired."] });
    expect(viewModel.current()).toEqual(before);
    expect(notifier.notify).not.toHaveBeenCalled();
  });

  it("shows the figures when the cards fail to load, and reads only what failed on retry", async () => {
    const gateway = fakeGateway();
    gateway.listPaymentMethods.mockRejectedValueOnce(GatewayError.http(502, "The ledger is closed"));
    const { viewModel } = setUp(gateway);
    const state = await settled(viewModel);
    expect(state.account.status).toBe("ready");
    expect(state.methods).toEqual({ status: "failed", failure: ["The ledger is closed"] });
    await viewModel.retry();
    expect(viewModel.current().methods.status).toBe("ready");
    expect(gateway.userAccount).toHaveBeenCalledTimes(1);
    expect(gateway.listPaymentMethods).toHaveBeenCalledTimes(2);
  });
});
