import type { Database } from "../database/database.ts";
import { providers } from "./available-models.schema.ts";

/** The built-in provider that answers when no upstream is configured: named so nobody mistakes it for a model. */
export const SIMULATED_PROVIDER_ID = "prov-simulated";
export const SIMULATED_PROVIDER_NAME = "Simulated (offline)";

const SIMULATED_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='7' fill='none' stroke='%23888' stroke-dasharray='2 2'/%3E%3C/svg%3E";

export const CATALOGUE_PROVIDERS: readonly (typeof providers.$inferInsert)[] = [
  {
    id: "prov-openai",
    name: "OpenAI",
    logo: "https://openai.com/favicon.ico",
    baseUrl: "https://api.openai.com/v1",
    websiteUrl: "https://openai.com",
  },
  {
    id: "prov-groq",
    name: "Groq",
    logo: "https://groq.com/favicon.ico",
    baseUrl: "https://api.groq.com/openai/v1",
    websiteUrl: "https://groq.com",
  },
  {
    id: "prov-mistral",
    name: "Mistral AI",
    logo: "https://mistral.ai/favicon.ico",
    baseUrl: "https://api.mistral.ai/v1",
    websiteUrl: "https://mistral.ai",
  },
  {
    id: "prov-anthropic",
    name: "Anthropic",
    logo: "https://www.anthropic.com/favicon.ico",
    // Anthropic's OpenAI-compatible endpoint.
    baseUrl: "https://api.anthropic.com/v1",
    websiteUrl: "https://www.anthropic.com",
  },
  {
    id: SIMULATED_PROVIDER_ID,
    name: SIMULATED_PROVIDER_NAME,
    logo: SIMULATED_LOGO,
    baseUrl: "simulated://local",
    // The dashboard's documentation page, which explains the simulated provider.
    websiteUrl: "/document",
  },
];

export async function seedProviders(db: Database): Promise<void> {
  await db
    .insert(providers)
    .values([...CATALOGUE_PROVIDERS])
    .onConflictDoNothing();
}
