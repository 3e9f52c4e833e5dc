/** A request as its row in the logs reads. */
export interface ListedRequest {
  /** The full id (the row's data-request-id). */
  readonly requestId: string;
  /** YYYY-MM-DD */
  readonly date: string;
  /** HH:mm */
  readonly time: string;
  readonly vendor: string;
  readonly model: string;
  /** Masked ("mk-de...b8a7f"), "Playground", or "—" without a key. */
  readonly key: string;
  readonly status: number;
  readonly tokensIn: number;
  readonly tokensOut: number;
  /** "$0.0002658" */
  readonly totalCost: string;
  readonly energyCost: string;
  /** "58.40%", or "≈ 32.10%" for an estimate. */
  readonly emissions: string;
  /** The first and last eight characters of the id. */
  readonly shortId: string;
}

/** The totals shown for the current filters: every request passing them, listed yet or not. */
export interface ShownTotals {
  readonly requests: number;
  readonly tokens: number;
  readonly totalCost: string;
  readonly energyCost: string;
}

/** The filters as the page shows them chosen: option labels, and dates as YYYY-MM-DD ("" when unset). */
export interface ShownFilters {
  readonly from: string;
  readonly to: string;
  readonly model: string;
  readonly vendor: string;
  readonly status: string;
  readonly key: string;
}

/** The filters chosen from a list of options. */
export type ListFilter = "model" | "vendor" | "status" | "key";

/** A downloaded CSV file, read back. */
export interface ExportedFile {
  readonly fileName: string;
  /** Every row, the header first. */
  readonly rows: readonly (readonly string[])[];
}

/** What the open request's drawer shows of the exchange itself. */
export interface ShownExchange {
  /** The calls the model made, with their arguments as shown. */
  readonly toolCalls: readonly { readonly name: string; readonly arguments: string }[];
  /** The names of the tools the request offered. */
  readonly toolsOffered: readonly string[];
  /** How many figures the drawer marks as the gateway's estimates. */
  readonly estimatedFigures: number;
}

/** What a person can do on the usage logs screen, in words of the product; both worlds implement it. */
export interface UsageLogsDriver {
  /** Opens the screen (guards apply) and waits for the list. */
  open(): Promise<void>;
  /** The first rows of the list, top to bottom (a screenful: the list renders no more). */
  visibleRequests(): Promise<readonly ListedRequest[]>;
  /** How many requests the list holds so far: the pages of it listed. */
  listedCount(): Promise<number>;
  /**
   * Scrolls the list from its top to its very end, older pages listed as it goes, and reads every request it
   * showed on the way, top to bottom.
   */
  scrollThroughAll(): Promise<readonly ListedRequest[]>;
  /** Whether the list says that every request passing the filters is listed (its last page reached). */
  saysEveryRequestIsListed(): Promise<boolean>;
  totals(): Promise<ShownTotals>;
  filters(): Promise<ShownFilters>;
  /** The names the key filter offers for the person's own keys (not "All keys" nor "Playground"), once listed. */
  keyChoices(): Promise<readonly string[]>;
  /** Picks the option with this label in a filter, then waits for the list. */
  filterBy(filter: ListFilter, optionLabel: string): Promise<void>;
  /** Sets the period's first and last day (YYYY-MM-DD), then waits for the list. */
  filterPeriod(from: string, to: string): Promise<void>;
  /** Clicks "Clear filters" (the one in the empty list's message when it shows one). */
  clearFilters(): Promise<void>;
  /** Opens a listed request: a click on its row, or Enter on it once focused. */
  openRequest(requestId: string, by: "click" | "keyboard"): Promise<void>;
  /** The open request's fields, label to text as the drawer shows them; null when no drawer is open. */
  openedRequest(): Promise<Readonly<Record<string, string>> | null>;
  /** Presses Escape in the drawer. */
  closeRequest(): Promise<void>;
  /** The open request's tool calls, tools offered and estimates as the drawer shows them; null when none is open. */
  openedExchange(): Promise<ShownExchange | null>;
  /** Exports every request passing the filters and reads the file downloaded. */
  exportCsv(): Promise<ExportedFile>;
  /** The title of what the page shows instead of the list (nothing yet, nothing matching, failure). */
  notice(): Promise<string | null>;
}
