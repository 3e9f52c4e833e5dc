/**
 * The product documentation's pages in reading order. Each is written in Markdown at `docs/<slug>.md` in the
 * repository and bundled with the documentation screen.
 */
export const DOCUMENTATION_PAGES = [
  "getting-started",
  "playground",
  "api-keys",
  "openai-compatible-api",
  "usage-logs",
  "usage-analytics",
  "routing-strategies",
  "subscription-and-billing",
  "organization-and-compliance",
  "compliance-evidence",
  "pii-detection",
  "energy-and-emissions",
  "languages",
] as const;

export type DocumentationPage = (typeof DOCUMENTATION_PAGES)[number];

/** The legal pages, at `docs/legal/<slug>.md`, each shown on a route of its own (/tos, /privacy-policy). */
export const LEGAL_PAGES = ["terms", "privacy"] as const;

export type LegalPage = (typeof LEGAL_PAGES)[number];
