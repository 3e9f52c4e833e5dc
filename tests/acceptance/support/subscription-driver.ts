/** A tier as its card reads. */
export interface ListedTier {
  readonly id: string;
  readonly name: string;
  /** "$19.99 per month" */
  readonly price: string;
  /** Each listed feature, title and shown value ("Yes", "No" or text). */
  readonly features: readonly (readonly [title: string, value: string])[];
  /** "Team of up to 10 members" or "No team". */
  readonly team: string;
  /** "Organization" or "No organization". */
  readonly organization: string;
  /** Marked as the person's tier. */
  readonly mine: boolean;
  /** "Active"; null when it is not the person's tier. */
  readonly status: string | null;
  /** "Renews on 2025-07-09", "Ends on 2025-07-09"; null when it is not the person's tier. */
  readonly renewal: string | null;
  /** Marked as the tier the address named. */
  readonly chosen: boolean;
  /** The card's button or link, as labelled ("Subscribe to Team"); null when it has none. */
  readonly action: string | null;
}

/** A saved card as the card choice lists it. */
export interface OfferedCard {
  /** "Visa ending in 4242 expires 12/2030" */
  readonly label: string;
  /** Marked as the default card. */
  readonly isDefault: boolean;
  readonly chosen: boolean;
}

/** A card as typed into the card form. */
export interface TypedCard {
  readonly number: string;
  /** MM/YY */
  readonly expiry: string;
  readonly cvc: string;
}

export type CancelWay = "at the end of the period" | "now";

/** What a person can do on the subscription screen, in words of the product; both worlds implement it. */
export interface SubscriptionDriver {
  /** Opens the screen (with `?tier=` when given) and waits for the tiers. */
  open(tier?: string): Promise<void>;
  /** The tiers, as listed, top to bottom. */
  listedTiers(): Promise<readonly ListedTier[]>;
  /** A visitor follows a tier's "Sign in to subscribe" link. */
  pickAsVisitor(tierName: string): Promise<void>;
  /** The address of the mail draft the tier's "Contact sales" link opens. */
  contactSales(tierName: string): Promise<string>;
  /** Clicks "Subscribe to <tier>": the card choice or the free tier's confirmation opens. */
  choose(tierName: string): Promise<void>;
  /** The saved cards the open card choice offers (once read). */
  offeredCards(): Promise<readonly OfferedCard[]>;
  /** Picks the offered card whose label starts with this ("Visa ending in 4242"). */
  pickCard(label: string): Promise<void>;
  /** Adds a card in the card form over the card choice; waits until it is saved (or refused). */
  addCard(card: TypedCard): Promise<void>;
  /** Closes the card choice without subscribing. */
  closeCardChoice(): Promise<void>;
  /** Clicks "Subscribe" in the card choice or the free tier's confirmation; waits for the answer. */
  subscribe(): Promise<void>;
  /** Clicks the cancel button of that way on the tier's card: a confirmation opens. */
  askToCancel(tierName: string, way: CancelWay): Promise<void>;
  /** The open confirmation's question (free tier, cancellation), or null. */
  question(): Promise<string | null>;
  /** Confirms the open cancellation; waits for the answer. */
  confirmCancellation(): Promise<void>;
  /** Answers the open cancellation with "Keep my subscription". */
  keepSubscription(): Promise<void>;
  /**
   * Makes the page list a free tier the gateway no longer sells, as when one is withdrawn after the page listed
   * it; answers its name. In memory the gateway withdraws a listed one; on the local stack the page's list of
   * tiers is answered with one more, which the reference gateway does not have.
   */
  showWithdrawnTier(): Promise<string>;
  /**
   * Makes the page show as free a tier the gateway sells for a card, as when its payment method changes after the
   * page listed it; answers its name. In memory the gateway changes a listed free tier; on the local stack the
   * page's list of tiers shows a card-paid one as free.
   */
  showCardTierAsFree(): Promise<string>;
  /**
   * Makes the gateway refuse the next subscription call with this status and message, or (status null) find no
   * access token; memory adapters only.
   */
  refuseNextCall(status: number | null, message: string): Promise<void>;
}
