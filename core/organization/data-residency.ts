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
