/** The range a Usage view shows: its first and last day (YYYY-MM-DD, UTC) and its buckets. */
export interface ShownUsageRange {
  readonly from: string;
  readonly to: string;
  readonly bucket: "hour" | "day" | "week";
}

/** A group of a breakdown or top list as its row reads. */
export interface ShownUsageGroup {
  /** As shown: a model, a masked key or "Playground", an endpoint's name, a department, an email. */
  readonly label: string;
  readonly requests: number;
  /** "$1.23", or "$0.0012345" below a cent. */
  readonly totalCost: string;
}

/** A chart as drawn: which one, and how many buckets it draws. */
export interface ShownUsageChart {
  readonly chart: "requests" | "spend" | "tokens" | "timeToFirstToken" | "duration" | "emissions";
  readonly points: number;
}

/** A chart shown as a table: its column headings and each bucket's row, as read. */
export interface ShownUsageTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** The breakdowns of the person's view, and the top lists of the organization's. */
export type UsageBreakdownShown = "model" | "apikey" | "endpoint" | "department" | "person";

/** What a person can do on the Usage views (theirs, and their organization's); both worlds implement it. */
export interface UsageAnalyticsDriver {
  /** Opens the person's Usage view (guards apply) and waits for its figures or what it says instead. */
  openMine(pathWithQuery?: string): Promise<void>;
  /** Opens the organization's analytics and waits for its figures, or the explanation shown instead. */
  openOrganization(pathWithQuery?: string): Promise<void>;
  /** The days and buckets shown chosen. */
  range(): Promise<ShownUsageRange>;
  /** Types the first and last days and picks the buckets, waiting for the figures after each. */
  chooseRange(range: ShownUsageRange): Promise<void>;
  /** How many requests the range holds and what it spent, as the headline figures read. */
  headline(): Promise<{ readonly requests: number; readonly spend: string }>;
  charts(): Promise<readonly ShownUsageChart[]>;
  /** Switches a chart to its table (from the keyboard) and reads it. */
  chartAsTable(chart: ShownUsageChart["chart"]): Promise<ShownUsageTable>;
  /** A breakdown's (or top list's) rows in the order shown. */
  breakdown(by: UsageBreakdownShown): Promise<readonly ShownUsageGroup[]>;
  /** What the view says in place of its figures ("No requests in this range"), or null when it shows them. */
  notice(): Promise<string | null>;
  /** Picks one department in the organization's analytics, waiting for its figures. */
  chooseDepartment(name: string): Promise<void>;
  /** The names the person's key filter offers for their own keys (not every key nor the playground), once listed. */
  keyChoices(): Promise<readonly string[]>;
  /** Picks one of the person's keys, or the playground, by the name the key filter shows. */
  chooseKey(name: string): Promise<void>;
  /** The name the person's key filter shows chosen. */
  chosenKey(): Promise<string>;
  /** What the organization's analytics say instead of the figures when the person's role may not read them. */
  explanation(): Promise<string | null>;
}
