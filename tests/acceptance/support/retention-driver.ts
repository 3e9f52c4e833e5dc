/** Whose retention: the person's own requests, or their organization's departments'. */
export type RetentionScope = "personal" | "organization";

/** One retention setting as its card shows it. */
export interface ShownRetention {
  /** The days as the fields read. */
  readonly bodiesDays: string;
  readonly metadataDays: string;
  /** What is deleted when, in words. */
  readonly explanation: string;
  readonly editable: boolean;
  /** The broken rules shown under the fields. */
  readonly problems: readonly string[];
  /** Why records are kept at least so long whatever the setting, in words; null when nothing asks for it. */
  readonly minimum: string | null;
}

/** What a person can do on the Data retention page, in words of the product; both worlds implement it. */
export interface RetentionDriver {
  open(): Promise<void>;
  /** The setting's card; null when the page shows none (no organization). */
  shown(scope: RetentionScope): Promise<ShownRetention | null>;
  /** Types the days of both fields. */
  type(scope: RetentionScope, bodiesDays: string, metadataDays: string): Promise<void>;
  /** Presses Save and waits for the answer (saved, refused, or rules broken). */
  save(scope: RetentionScope): Promise<void>;
}
