import { readText, send } from "../chat-completions/upstream/upstream-http.ts";
import type { UpstreamConfig } from "../chat-completions/upstream-config.ts";
import type { Catalogue } from "./catalogue-file.ts";
import { listedModelIds } from "./listed-model-ids.ts";

const DISCOVERY_TIMEOUT_MS = 15_000;

/** A catalogue entry for a model an upstream serves and the catalogue does not declare: prices left to fill in. */
export interface DiscoveredEntry {
  readonly name: string;
  readonly provider: string;
  readonly upstreamName: string;
  readonly developer: string | null;
  readonly capabilities: readonly string[];
  readonly contextWindow: null;
  readonly maxOutputTokens: null;
  readonly prices: {
    readonly input: null;
    readonly output: null;
    readonly cachedInput: null;
    readonly source: string;
    readonly readOn: string;
    readonly checked: false;
  };
  readonly region: string | null;
  readonly energyWhPerThousandTokens: null;
}

/** The model ids an upstream lists at GET {baseUrl}/models (OpenAI's list shape), with its key. */
export async function listedByUpstream(upstream: UpstreamConfig): Promise<string[]> {
  const response = await send(
    new URL(`${upstream.baseUrl}/models`),
    {
      method: "GET",
      headers: upstream.apiKey ? { authorization: `Bearer ${upstream.apiKey}` } : {},
      body: null,
    },
    {
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
      timeoutMs: DISCOVERY_TIMEOUT_MS,
      upstream: upstream.name,
    },
  );
  const text = await readText(response, upstream.name);
  if ((response.statusCode ?? 0) >= 300)
    throw new Error(`${upstream.name} answered ${response.statusCode} to GET /models: ${text.slice(0, 300)}`);
  const ids = listedModelIds(text);
  if (!ids) throw new Error(`${upstream.name} did not answer GET /models with OpenAI's list shape`);
  return ids;
}

/**
 * Entries ready to paste into the catalogue for the models an upstream lists that no catalogue model is (by its
 * upstream name, or its name): its provider is the catalogue's provider named like the upstream, or a new id the
 * operator declares. Everything the upstream cannot tell is null, so a pasted entry is refused until filled in:
 * above all its prices, which must never be guessed.
 */
export function undeclaredEntries(
  listed: readonly string[],
  catalogue: Catalogue,
  upstream: UpstreamConfig,
  today: string,
): DiscoveredEntry[] {
  const declared = new Set(catalogue.models.flatMap((model) => [model.name, model.upstreamName]));
  const aliasOf = new Map(Object.entries(upstream.modelNames ?? {}).map(([name, own]) => [own, name]));
  const provider =
    catalogue.providers.find((entry) => entry.name.toLowerCase().startsWith(upstream.name.toLowerCase()))
      ?.id ?? `prov-${upstream.name.toLowerCase().replace(/\W+/g, "-")}`;
  return [...new Set(listed)]
    .filter((id) => !declared.has(id) && !declared.has(aliasOf.get(id) ?? ""))
    .sort()
    .map((id) => ({
      name: id,
      provider,
      upstreamName: id,
      developer: null,
      capabilities: id.includes("embed") ? ["embeddings"] : ["chat"],
      contextWindow: null,
      maxOutputTokens: null,
      prices: {
        input: null,
        output: null,
        cachedInput: null,
        source: `${upstream.baseUrl}/models lists it; prices are the operator's to fill in`,
        readOn: today,
        checked: false,
      },
      region: upstream.region ?? null,
      energyWhPerThousandTokens: null,
    }));
}
