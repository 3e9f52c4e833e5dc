import { BehaviorSubject, type Observable } from "rxjs";
import type { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import type { NewCard } from "../../core/billing/new-card.dto.ts";
import type { StoredPaymentMethod } from "../../core/billing/stored-payment-method.entity.ts";
import type { UserAccount } from "../../core/billing/user-account.entity.ts";
import { messagesToReport } from "../../core/errors/reportable-failure.ts";
import { formatUsd } from "../../core/money/format-usd.ts";
import type { Notifier } from "../../core/notifier/notifier.port.ts";
import { dateAndTime } from "../../core/time/date-and-time.ts";
import {
  type AccountFigures,
  type BillingAccountState,
  INITIAL_BILLING_ACCOUNT_STATE,
  type Loaded,
} from "./billing-account.state.ts";
import { type ListedPaymentMethod, listedPaymentMethod } from "./listed-payment-method.ts";

export interface BillingAccountDependencies {
  readonly gateway: Pick<BillingGateway, "userAccount" | "listPaymentMethods" | "addPaymentMethod">;
  readonly notifier: Pick<Notifier, "notify">;
  /** Confirms a saved card, in the interface language. */
  readonly cardSaved: (card: NewCard) => string;
  readonly now?: () => number;
}

/**
 * The billing page's account side: the figures of SPEC §3 and the saved cards, each loaded on its own (one failing
 * leaves the other shown), and a card added through the add-card dialog, after which both are read again.
 */
export class BillingAccountViewModel {
  private readonly state = new BehaviorSubject<BillingAccountState>(INITIAL_BILLING_ACCOUNT_STATE);
  readonly state$: Observable<BillingAccountState> = this.state.asObservable();

  constructor(private readonly deps: BillingAccountDependencies) {
    void this.loadAccount();
    void this.loadMethods();
  }

  current(): BillingAccountState {
    return this.state.value;
  }

  /** Asks again for what failed to load. */
  async retry(): Promise<void> {
    const { account, methods } = this.state.value;
    const loading = { status: "loading" } as const;
    this.patch({
      account: account.status === "failed" ? loading : account,
      methods: methods.status === "failed" ? loading : methods,
    });
    await Promise.all([
      account.status === "failed" ? this.loadAccount() : undefined,
      methods.status === "failed" ? this.loadMethods() : undefined,
    ]);
  }

  /**
   * Saves a card (the add-card dialog's submit): rejects with the gateway's error, which the dialog shows; once
   * saved, lists the cards the gateway answered, says so in a toast and reads the figures again.
   */
  async addCard(card: NewCard): Promise<void> {
    const methods = await this.deps.gateway.addPaymentMethod(card);
    this.patch({ methods: { status: "ready", value: this.listed(methods) } });
    this.deps.notifier.notify({ message: this.deps.cardSaved(card), intent: "positive" });
    await this.loadAccount();
  }

  dispose(): void {
    this.state.complete();
  }

  private async loadAccount(): Promise<void> {
    const account = await this.load(() => this.deps.gateway.userAccount(), figuresOf);
    this.patch({ account });
  }

  private async loadMethods(): Promise<void> {
    const methods = await this.load(
      () => this.deps.gateway.listPaymentMethods(),
      (stored) => this.listed(stored),
    );
    this.patch({ methods });
  }

  private async load<T, V>(call: () => Promise<T>, shown: (answer: T) => V): Promise<Loaded<V>> {
    try {
      return { status: "ready", value: shown(await call()) };
    } catch (error) {
      return { status: "failed", failure: messagesToReport(error) ?? [] };
    }
  }

  private listed(methods: readonly StoredPaymentMethod[]): ListedPaymentMethod[] {
    const now = this.deps.now?.() ?? Date.now();
    return methods.map((method) => listedPaymentMethod(method, now));
  }

  private patch(change: Partial<BillingAccountState>): void {
    if (!this.state.closed) this.state.next({ ...this.state.value, ...change });
  }
}

function figuresOf(account: UserAccount): AccountFigures {
  return {
    currentBalance: formatUsd(account.currentBalance),
    totalUsage: formatUsd(account.totalUsage),
    totalCharges: formatUsd(account.totalCharges),
    premiumExpiresOn: account.premiumExpiresAt ? dateAndTime(account.premiumExpiresAt).date : null,
    hasValidPaymentMethod: account.hasValidPaymentMethod,
    setupPaymentMethodError: account.setupPaymentMethodError,
  };
}
