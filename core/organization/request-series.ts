/** Which requests to chart: GET /organization/{orgId}/requests/series. */
export interface RequestSeriesQuery {
  readonly departmentIds: readonly string[];
  /** Only this user's requests. */
  readonly userId?: string;
  /** How many days back from today (UTC), today included: 1 to 90. */
  readonly days: number;
}

/** One department's requests on one day (UTC), summed. */
export interface RequestSeriesPoint {
  /** YYYY-MM-DD (UTC). */
  readonly date: string;
  readonly departmentId: string;
  readonly requests: number;
  /** USD. */
  readonly spend: number;
  /** USD: the share of the spend that paid for energy (SPEC §9: 15 % of the cost). */
  readonly energyCost: number;
  /** Grams of CO2-equivalent, estimated from the energy used and the serving grid node's non-renewable share. */
  readonly emissions: number;
}

/** The days and departments that had requests, oldest day first; days without any are left out. */
export interface RequestSeries {
  readonly points: readonly RequestSeriesPoint[];
}
