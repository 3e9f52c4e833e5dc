/** The fields of the feedback form, in words of the product. */
export type FeedbackFormField = "topic" | "message" | "reply address";

/** The form as a person fills it in: the topic by its label ("An idea"), empty for none chosen. */
export interface FeedbackEntry {
  readonly topic: string;
  readonly message: string;
  readonly replyAddress: string;
}

/** What a person can do on the feedback page, in words of the product; both worlds implement it. */
export interface FeedbackDriver {
  /** Opens the page (anyone may). */
  open(): Promise<void>;
  /** The form as shown: the topic's label (empty when none is chosen), the message, the reply address. */
  shownForm(): Promise<FeedbackEntry>;
  /** Fills in the form as given, then presses Send and waits for the answer (or for the rules to show). */
  send(entry: FeedbackEntry): Promise<void>;
  /** Types the entry into the form without sending it. */
  fill(entry: FeedbackEntry): Promise<void>;
  /** The broken rules shown under each field, in the order shown; fields without any are left out. */
  brokenRules(): Promise<Partial<Record<FeedbackFormField, readonly string[]>>>;
}
