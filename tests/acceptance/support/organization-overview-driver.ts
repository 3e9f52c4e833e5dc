/** What the overview shows in place of its content: the organization, the request form, or the upgrade path. */
export type OverviewContent = "organization" | "request form" | "upgrade path";

/** The organization summary as it reads. */
export interface ShownSummary {
  readonly name: string;
  /** The status tag's words ("Active") */
  readonly status: string;
  /** The colour of the status tag, as its Blueprint intent: warning, success or danger. */
  readonly statusIntent: string;
  /** The sentence telling what the status means. */
  readonly statusMeaning: string;
  readonly departments: number;
  readonly users: number;
}

/** The person's role as the overview tells it. */
export interface ShownRole {
  /** "Owner", "Super admin", "Department admin", "Member" */
  readonly actingAs: string;
  /** The derived flags in plain words ("You own this organization"). */
  readonly statements: readonly string[];
  /** Their departments, each with their role there in words. */
  readonly departments: readonly { readonly name: string; readonly role: string }[];
}

/** One recent activity as listed. */
export interface ShownActivity {
  readonly description: string;
  /** The kind in words ("Department created") */
  readonly type: string;
  /** "6 days ago · 2025-06-03 at 12:00" */
  readonly when: string;
  /** The moment the activity's time element carries (ISO 8601). */
  readonly at: string;
}

/** The team card: the size ("7 of 10 team members") and, for the owner, what the tier allows. */
export interface ShownTeam {
  readonly size: string;
  /** The tier's verdict for the owner; null for anyone else (or when the tier is unknown). */
  readonly gate: string | null;
  /** The path the upgrade link leads to, when one is offered. */
  readonly upgradeLink: string | null;
}

/** The upgrade path shown instead of the request form. */
export interface ShownUpgrade {
  readonly title: string;
  readonly description: string;
  /** Where its link leads. */
  readonly link: string;
}

export type RequestField = "organization name" | "contact email" | "country code" | "mobile number";

/** The request form as a person fills it in; the country by its English name ("Canada"). */
export interface RequestEntry {
  readonly name: string;
  readonly country: string;
  readonly phone: string;
}

/** What a person can do on the organization overview, in words of the product; both worlds implement it. */
export interface OrganizationOverviewDriver {
  /** Opens the overview and waits until the organization and the tier are read. */
  open(): Promise<void>;
  content(): Promise<OverviewContent>;
  summary(): Promise<ShownSummary>;
  role(): Promise<ShownRole>;
  /** The names of the other organization pages it links to, in order. */
  links(): Promise<readonly string[]>;
  activities(): Promise<readonly ShownActivity[]>;
  team(): Promise<ShownTeam>;
  /** The upgrade path, or null when it is not shown. */
  upgrade(): Promise<ShownUpgrade | null>;
  /** Fills in the request form (the contact email stays as offered) and presses Send; waits for the outcome. */
  request(entry: RequestEntry): Promise<void>;
  /** The broken rules shown under each field of the request form; fields without any are left out. */
  brokenRules(): Promise<Partial<Record<RequestField, readonly string[]>>>;
}
