import { DOCUMENTATION_PAGES, type DocumentationPage } from "../../core/docs/documentation-pages.ts";
import apiKeys from "../../docs/api-keys.md?raw";
import complianceEvidence from "../../docs/compliance-evidence.md?raw";
import energyAndEmissions from "../../docs/energy-and-emissions.md?raw";
import gettingStarted from "../../docs/getting-started.md?raw";
import languages from "../../docs/languages.md?raw";
import openAiCompatibleApi from "../../docs/openai-compatible-api.md?raw";
import organizationAndCompliance from "../../docs/organization-and-compliance.md?raw";
import piiDetection from "../../docs/pii-detection.md?raw";
import playground from "../../docs/playground.md?raw";
import routingStrategies from "../../docs/routing-strategies.md?raw";
import subscriptionAndBilling from "../../docs/subscription-and-billing.md?raw";
import usageAnalytics from "../../docs/usage-analytics.md?raw";
import usageLogs from "../../docs/usage-logs.md?raw";
import type { DocSource } from "./docs.view-model.ts";

// Bundled as text at build time (rsbuild's `?raw`): the documentation reads without a request of its own.
const MARKDOWN: Readonly<Record<DocumentationPage, string>> = {
  "getting-started": gettingStarted,
  playground,
  "api-keys": apiKeys,
  "openai-compatible-api": openAiCompatibleApi,
  "usage-logs": usageLogs,
  "usage-analytics": usageAnalytics,
  "routing-strategies": routingStrategies,
  "subscription-and-billing": subscriptionAndBilling,
  "organization-and-compliance": organizationAndCompliance,
  "compliance-evidence": complianceEvidence,
  "pii-detection": piiDetection,
  "energy-and-emissions": energyAndEmissions,
  languages,
};

/** The product documentation's pages, in reading order. */
export const DOCUMENTATION_SOURCES: readonly DocSource[] = DOCUMENTATION_PAGES.map((slug) => ({
  slug,
  markdown: MARKDOWN[slug],
}));
