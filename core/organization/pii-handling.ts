/** What a department does with personal data found in prompts (SPEC §9: None, Block PII, Mask PII). */
export enum PiiHandling {
  NONE = "NONE",
  /** Block PII: the values are anonymized. */
  ANONYMIZE = "ANONYMIZE",
  /** Mask PII: the values are pseudonymized. */
  PSEUDONYMIZE = "PSEUDONYMIZE",
}
