import {
  BehaviorSubject,
  distinctUntilChanged,
  type Observable,
  type Subscription as RxSubscription,
} from "rxjs";
import type { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import type { NewCard } from "../../core/billing/new-card.dto.ts";
import type { StoredPaymentMethod } from "../../core/billing/stored-payment-method.entity.ts";
import { messagesToReport } from "../../core/errors/reportable-failure.ts";
import type { Notifier } from "../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../core/notifier/report-failure.ts";
import { PaymentMethod } from "../../core/subscription/payment-method.ts";
import type { Subscription } from "../../core/subscription/subscription.entity.ts";
import type { SubscriptionGateway } from "../../core/subscription/subscription-gateway.port.ts";
import type { SubscriptionTier } from "../../core/subscription/subscription-tier.entity.ts";
import { tierCards } from "./shown-tiers.ts";
import {
  type CancelMode,
  INITIAL_SUBSCRIPTION_STATE,
  type ShownTier,
  type SubscriptionDialog,
  type SubscriptionState,
} from "./subscription.state.ts";

/** The screen's own words, read when needed (the language may change). */
export interface SubscriptionTexts {
  /** Confirms a subscription, naming the tier. */
  subscribed(tier: string): string;
  /** Confirms a cancellation at the end of the period, naming the tier and its last day (YYYY-MM-DD). */
  cancelledAtPeriodEnd(tier: string, date: string): string;
  /** Confirms a cancellation that took effect at once. */
  cancelledNow(tier: string): string;
  /** For saved cards that could not be read, when the server did not explain. */
  cardsFailed(): string;
  /** For a cancellation that failed, when the server did not explain. */
  cancelFailed(): string;
}

export interface SubscriptionDependencies {
  readonly subscriptions: SubscriptionGateway;
  readonly billing: Pick<BillingGateway, "listPaymentMethods" | "addPaymentMethod">;
  readonly notifier: Pick<Notifier, "notify">;
  /** Whether someone is signed in, now and as it changes. */
  readonly signedIn$: Observable<boolean>;
  /** Where an enterprise request's mail draft goes. */
  readonly salesEmail: string;
  readonly texts: SubscriptionTexts;
}

/**
 * The subscription page (SPEC §2): the tiers cheapest first, the signed-in person's current tier marked with its
 * renewal, and what each tier's button does, by its payment method: a saved or new card for `stripe`, a
 * confirmation for `free`, a mail draft to sales for `contact_sale`; a visitor signs in first. Cancelling asks
 * which way (at the end of the period, or now) and confirms it. A failed subscription shows the §8 message the
 * gateway rejected with, in an error toast; nothing here ever leads to an error page of its own.
 */
export class SubscriptionViewModel {
  private readonly state = new BehaviorSubject<SubscriptionState>(INITIAL_SUBSCRIPTION_STATE);
  private readonly following: RxSubscription;
  private listed: readonly SubscriptionTier[] = [];
  private entries: readonly Subscription[] = [];
  private signedIn = false;
  /** Ignores the answer of an entries read that a newer one (or a sign-out) superseded. */
  private entriesRead = 0;
  private disposed = false;
  readonly state$: Observable<SubscriptionState> = this.state.asObservable();

  constructor(
    private readonly deps: SubscriptionDependencies,
    /** The address's `tier` parameter: the tier to scroll to and mark. */
    private preselect: string | null = null,
  ) {
    void this.loadTiers();
    this.following = deps.signedIn$.pipe(distinctUntilChanged()).subscribe((signedIn) => {
      this.signedIn = signedIn;
      if (signedIn) void this.loadEntries();
      else this.forgetEntries();
    });
  }

  current(): SubscriptionState {
    return this.state.value;
  }

  /** Asks for the tiers again after they failed to load. */
  retry(): Promise<void> {
    return this.state.value.status === "failed" ? this.loadTiers() : Promise.resolve();
  }

  /** Asks for the current tier entries again after they failed to load. */
  retryEntries(): Promise<void> {
    return this.state.value.entries === "failed" ? this.loadEntries() : Promise.resolve();
  }

  /** Follows the address's `tier` parameter when it changes. */
  preselectTier(tier: string | null): void {
    if (tier === this.preselect) return;
    this.preselect = tier;
    this.showTiers({});
  }

  /**
   * The button of a tier the person may subscribe to: a card-paid tier opens the card choice (reading the saved
   * cards, the default one chosen), a free tier asks for confirmation.
   */
  choose(tierId: string): void {
    const { tiers, call, dialog } = this.state.value;
    const tier = tiers.find((candidate) => candidate.id === tierId);
    if (tier?.action.kind !== "subscribe" || call || dialog) return;
    if (tier.action.paymentMethod === PaymentMethod.FREE) {
      this.patch({ dialog: { kind: "free", tier } });
      return;
    }
    this.patch({
      dialog: { kind: "card", tier, cards: "loading", savedCards: [], chosenCardId: null, addingCard: false },
    });
    void this.loadCards();
  }

  /** Reads the saved cards again after they failed to load. */
  retryCards(): Promise<void> {
    const { dialog } = this.state.value;
    if (dialog?.kind !== "card" || dialog.cards !== "failed") return Promise.resolve();
    this.patchDialog({ cards: "loading" });
    return this.loadCards();
  }

  chooseCard(cardId: string): void {
    const { dialog, call } = this.state.value;
    if (dialog?.kind !== "card" || call) return;
    if (dialog.savedCards.some((card) => card.id === cardId)) this.patchDialog({ chosenCardId: cardId });
  }

  /** Opens the card form over the card choice. */
  startAddingCard(): void {
    const { dialog, call } = this.state.value;
    if (dialog?.kind === "card" && !call) this.patchDialog({ addingCard: true });
  }

  stopAddingCard(): void {
    if (this.state.value.call !== "adding-card") this.patchDialog({ addingCard: false });
  }

  /**
   * Saves a card (only its brand, last four digits and expiry) and chooses it. Rejects with the gateway's error,
   * changing nothing, when it was not saved: the card form that asked says why.
   */
  async addCard(card: NewCard): Promise<void> {
    const { dialog, call } = this.state.value;
    if (dialog?.kind !== "card" || call) throw new Error("No card choice is open to add a card to");
    const known = new Set(dialog.savedCards.map((saved) => saved.id));
    this.patch({ call: "adding-card" });
    try {
      const savedCards = await this.deps.billing.addPaymentMethod(card);
      const added = savedCards.find((saved) => !known.has(saved.id));
      this.patchDialog({
        cards: "ready",
        savedCards,
        chosenCardId: added?.id ?? defaultCardId(savedCards),
        addingCard: false,
      });
    } finally {
      this.patch({ call: null });
    }
  }

  /** Asks to confirm cancelling the subscription to this tier, at the end of the period or now. */
  askToCancel(tierId: string, mode: CancelMode): void {
    const { tiers, call, dialog } = this.state.value;
    const tier = tiers.find((candidate) => candidate.id === tierId);
    if (!tier?.current?.cancelModes.includes(mode) || call || dialog) return;
    this.patch({ dialog: { kind: "cancel", tier, mode } });
  }

  /** Closes the open dialog, unless its call is running. */
  dismiss(): void {
    if (!this.state.value.call) this.patch({ dialog: null });
  }

  /** Answers the open dialog: subscribes with the chosen card or to the free tier, or cancels as asked. */
  async confirm(): Promise<void> {
    const { dialog, call } = this.state.value;
    if (!dialog || call) return;
    if (dialog.kind === "cancel") return this.cancel(dialog.tier, dialog.mode);
    if (dialog.kind === "free") return this.subscribe(dialog.tier, null);
    if (dialog.chosenCardId && !dialog.addingCard) return this.subscribe(dialog.tier, dialog.chosenCardId);
  }

  dispose(): void {
    this.disposed = true;
    this.following.unsubscribe();
    this.state.complete();
  }

  private async subscribe(tier: ShownTier, paymentMethodId: string | null): Promise<void> {
    this.patch({ call: "subscribing" });
    try {
      await this.deps.subscriptions.subscribe(tier.id, paymentMethodId);
      this.patch({ dialog: null });
      this.deps.notifier.notify({ message: this.deps.texts.subscribed(tier.name), intent: "positive" });
      await this.loadEntries();
    } catch (error) {
      // Already the message to show (SPEC §8: the server's for 400, 404 and 500, else a fixed one).
      const message = error instanceof Error ? error.message : String(error);
      this.deps.notifier.notify({ message, intent: "negative", multiLine: true });
      // The card choice stays open, for another card; a free tier's confirmation has nothing left to ask.
      if (this.state.value.dialog?.kind === "free") this.patch({ dialog: null });
    } finally {
      this.patch({ call: null });
    }
  }

  private async cancel(tier: ShownTier, mode: CancelMode): Promise<void> {
    this.patch({ call: "cancelling" });
    try {
      await this.deps.subscriptions.cancel({ immediate: mode === "now" });
      const endsOn = tier.current?.on;
      this.deps.notifier.notify({
        message:
          mode === "period-end" && endsOn
            ? this.deps.texts.cancelledAtPeriodEnd(tier.name, endsOn)
            : this.deps.texts.cancelledNow(tier.name),
        intent: "positive",
      });
    } catch (error) {
      this.report(error, this.deps.texts.cancelFailed);
    } finally {
      this.patch({ call: null, dialog: null });
    }
    await this.loadEntries();
  }

  private async loadTiers(): Promise<void> {
    this.patch({ status: "loading", failure: [] });
    try {
      this.listed = await this.deps.subscriptions.listTiers();
      this.showTiers({ status: "ready" });
    } catch (error) {
      this.patch({ status: "failed", failure: messagesToReport(error) ?? [] });
    }
  }

  private async loadEntries(): Promise<void> {
    const read = ++this.entriesRead;
    this.patch({ entries: "loading" });
    try {
      const entries = await this.deps.subscriptions.currentTiers();
      if (read !== this.entriesRead) return;
      this.entries = entries;
      this.showTiers({ entries: "ready" });
    } catch {
      if (read !== this.entriesRead) return;
      // The tiers stay usable; the page says the current tier is unknown and offers to read it again.
      this.entries = [];
      this.showTiers({ entries: "failed" });
    }
  }

  private forgetEntries(): void {
    this.entriesRead += 1;
    this.entries = [];
    this.showTiers({ entries: "visitor", dialog: null });
  }

  private async loadCards(): Promise<void> {
    try {
      const savedCards = await this.deps.billing.listPaymentMethods();
      this.patchDialog({ cards: "ready", savedCards, chosenCardId: defaultCardId(savedCards) });
    } catch (error) {
      this.patchDialog({ cards: "failed" });
      this.report(error, this.deps.texts.cardsFailed);
    }
  }

  /** Applies the change together with the tier cards it leads to (none until the tiers are read). */
  private showTiers(change: Partial<SubscriptionState>): void {
    const ready = (change.status ?? this.state.value.status) === "ready";
    const tiers = ready
      ? tierCards(this.listed, {
          entries: this.entries,
          signedIn: this.signedIn,
          preselect: this.preselect,
          salesEmail: this.deps.salesEmail,
        })
      : [];
    this.patch({ ...change, tiers });
  }

  private report(error: unknown, fallback: () => string): void {
    reportFailure(this.deps.notifier, error, fallback());
  }

  /** Changes the card choice, if it is still the open dialog. */
  private patchDialog(change: Partial<Extract<SubscriptionDialog, { kind: "card" }>>): void {
    const { dialog } = this.state.value;
    if (dialog?.kind === "card") this.patch({ dialog: { ...dialog, ...change } });
  }

  private patch(change: Partial<SubscriptionState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}

/** The card chosen at first: the default one, else the first. */
function defaultCardId(cards: readonly StoredPaymentMethod[]): string | null {
  return (cards.find((card) => card.isDefault) ?? cards[0])?.id ?? null;
}
