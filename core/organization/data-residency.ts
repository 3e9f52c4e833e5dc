/**
 * Where a department's requests may be served (SPEC §9 data residency: None, US, CA, EU, Asia, Custom). NONE
 * places no rule; CUSTOM keeps to a list of regions the department chose.
 */
export enum DataResidency {
  NONE = "NONE",
  US = "US",
  CA = "CA",
  EU = "EU",
  ASIA = "ASIA",
  CUSTOM = "CUSTOM",
}

/** The regions a CUSTOM residency chooses among (several may be chosen); Asia is listed but not offered yet. */
export const CUSTOM_REGIONS = [
  DataResidency.US,
  DataResidency.CA,
  DataResidency.EU,
  DataResidency.ASIA,
] as const;

export type CustomRegion = (typeof CUSTOM_REGIONS)[number];

/** Regions shown but not yet offered (SPEC §9: "Asia (Soon)"). */
export const REGIONS_COMING_SOON: readonly DataResidency[] = [DataResidency.ASIA];
