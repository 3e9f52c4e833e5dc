import type { ExportedFile } from "./usage-logs-driver.ts";

/** One changed field of an entry as shown: its name, the value before and after ("none" when there was none). */
export interface ShownChange {
  readonly field: string;
  readonly before: string;
  readonly after: string;
}

/** One entry of the Activity page as a person reads it. */
export interface ShownActivity {
  /** The kind of change, in words ("Department settings changed"). */
  readonly kind: string;
  /** What it was about, by name ("Research"). */
  readonly subject: string;
  /** Who made it: their email, or "System" for the seed's history. */
  readonly who: string;
  /** The role they acted with, in words ("Owner"). */
  readonly role: string;
  readonly changes: readonly ShownChange[];
}

/** The Verify button's answer as shown. */
export interface ShownVerification {
  readonly intact: boolean;
  readonly text: string;
}

/** What a person can do on the organization's Activity page, in words of the product; both worlds implement it. */
export interface ActivityDriver {
  /** Opens /organization/activity: its entries once they follow the address, or why the person may not read them. */
  open(): Promise<void>;
  /** The entries listed, newest first. */
  entries(): Promise<readonly ShownActivity[]>;
  /** Chooses a kind of change in the filter, by its words. */
  chooseKind(label: string): Promise<void>;
  /** Presses Verify and waits for its answer. */
  verify(): Promise<ShownVerification>;
  /** The chain's head as shown. */
  head(): Promise<{ readonly count: number; readonly hash: string }>;
  /** Presses Export CSV and reads the file it downloads. */
  exportCsv(): Promise<ExportedFile>;
  /** The title of what the page says instead of the log to someone it is not for; null when it shows the log. */
  notForMe(): Promise<string | null>;
}
