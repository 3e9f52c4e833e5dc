/** A framework's switch as the settings show it. */
export interface ShownFramework {
  readonly on: boolean;
  /** Whether the person can flip it. */
  readonly enabled: boolean;
  /** The line under it, e.g. "Last changed by Owner". */
  readonly origin: string;
}

/** The settings tab of the department shown, as a person reads it (en-US). */
export interface ShownDepartmentSettings {
  /** The department's name in the detail's heading. */
  readonly department: string;
  readonly name: string;
  readonly description: string;
  /** By the framework's label, e.g. "GDPR", "EU AI ACT". */
  readonly frameworks: Readonly<Record<string, ShownFramework>>;
  /** The label of the PII handling chosen, e.g. "Mask PII (pseudonymize)". */
  readonly piiHandling: string;
  /** The monthly budget field as it reads, "" for none. */
  readonly budget: string;
  /** The label of the data residency chosen, e.g. "Custom". */
  readonly residency: string;
  /** The regions ticked for a custom residency, by label, in the page's order; [] for another residency. */
  readonly customRegions: readonly string[];
  /** Why the settings are read-only, null when the person may edit them. */
  readonly readOnlyReason: string | null;
  readonly unsavedChanges: boolean;
}

/** The create button: enabled, or disabled with the reason shown beside it. */
export interface CreateButton {
  readonly enabled: boolean;
  readonly reason: string | null;
}

/** What a person can do on the organization's departments page, in words of the product; both worlds implement it. */
export interface OrganizationDepartmentsDriver {
  /** Opens the page (guards apply). */
  open(): Promise<void>;
  /** Goes to another page through the menu and back, without reloading the app. */
  leaveAndReturn(): Promise<void>;
  /** The names listed, in order. */
  listedNames(): Promise<readonly string[]>;
  createButton(): Promise<CreateButton>;
  /** Opens the creation form, types the name and submits it; waits for the form to close or to say why not. */
  createDepartment(name: string): Promise<void>;
  /** The broken rules the open creation form shows, [] when none (or when it is closed). */
  creationErrors(): Promise<readonly string[]>;
  /** Clicks the department's name in the list: its settings open below. */
  openSettings(name: string): Promise<void>;
  /** The settings shown; fails when no department is shown. */
  settings(): Promise<ShownDepartmentSettings>;
  /** The address's department id and tab, as the page keeps them. */
  shownInAddress(): Promise<{ readonly departmentId: string | null; readonly tab: string | null }>;
  /** The id of a listed department, by name. */
  idOf(name: string): Promise<string>;
  setFramework(label: string, on: boolean): Promise<void>;
  choosePiiHandling(label: string): Promise<void>;
  setBudget(dollars: string): Promise<void>;
  /** Chooses a data residency by its label ("Custom"). */
  chooseResidency(label: string): Promise<void>;
  /** Ticks exactly these regions of a custom residency, by label ("US", "EU"). */
  chooseCustomRegions(labels: readonly string[]): Promise<void>;
  setDescription(text: string): Promise<void>;
  /** Clicks Save and waits for the answer (saved, refused, or rules broken). */
  saveSettings(): Promise<void>;
}
