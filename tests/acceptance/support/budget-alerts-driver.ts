/** A department's budget alerts as its tab shows them. */
export interface ShownBudgetAlerts {
  /** The percents listed, lowest first. */
  readonly thresholds: readonly number[];
  readonly forecastWarning: boolean;
  /** Whether the person may change them. */
  readonly editable: boolean;
  /** The broken rules shown under the add field. */
  readonly problems: readonly string[];
}

/** What a person can do on a department's Budget alerts tab, in words of the product; both worlds implement it. */
export interface BudgetAlertsDriver {
  /** Opens the departments page on this department's Budget alerts tab. */
  open(department: string): Promise<void>;
  shown(): Promise<ShownBudgetAlerts>;
  /** Types a percent in the add field and adds it (or gets told why not). */
  add(percent: string): Promise<void>;
  remove(percent: number): Promise<void>;
  setForecastWarning(on: boolean): Promise<void>;
  /** Saves and waits for the answer. */
  save(): Promise<void>;
}
