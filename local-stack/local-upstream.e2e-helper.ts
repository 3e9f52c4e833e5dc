import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEFAULT_CATALOGUE_FILE } from "../gateway/available-models/catalogue-file.ts";

/** What the local upstream answers. */
export const LOCAL_ANSWER = "Served by the local upstream.";
/** The organization's custom model the same upstream serves. */
export const CUSTOM_MODEL = "guard-7b";

/** A model an operator adds to the catalogue, served by their own OpenAI-compatible server on this machine. */
export const LOCAL_MODEL = {
  name: "local-llama",
  provider: "prov-local",
  upstreamName: "llama3.1:8b",
  developer: "Meta",
  complexity: "low",
  capabilities: ["chat", "tools"],
  contextWindow: 131072,
  maxOutputTokens: 8192,
  prices: {
    input: 0.3,
    output: 0.9,
    cachedInput: null,
    source: "our own price list",
    readOn: "2026-12-01",
    checked: true,
  },
  gridNode: "node-hq-montreal",
  energyWhPerThousandTokens: 0.12,
} as const;

/**
 * The catalogue file (the shipped one and the local model) and the upstreams file (the local server, serving that
 * model) an operator would write, in `folder`, as the environment variables that name them.
 */
export async function localUpstreamFiles(folder: string, baseUrl: string): Promise<Record<string, string>> {
  const shipped = JSON.parse(await readFile(DEFAULT_CATALOGUE_FILE, "utf8"));
  const catalogueFile = join(folder, "catalogue.json");
  await writeFile(
    catalogueFile,
    JSON.stringify({
      ...shipped,
      providers: [...shipped.providers, { id: "prov-local", name: "Local vLLM", baseUrl }],
      models: [...shipped.models, LOCAL_MODEL],
    }),
  );
  const upstreamsFile = join(folder, "upstreams.json");
  await writeFile(
    upstreamsFile,
    JSON.stringify([{ name: "Local vLLM", baseUrl, models: [LOCAL_MODEL.name] }]),
  );
  return { GATEWAY_CATALOGUE_FILE: catalogueFile, GATEWAY_UPSTREAMS_FILE: upstreamsFile };
}
