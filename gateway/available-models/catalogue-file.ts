import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import Ajv2020, { type ErrorObject } from "ajv/dist/2020.js";
import type { ModelCapability } from "../../core/available-models/model-capability.ts";
import schema from "./catalogue.schema.json" with { type: "json" };

/** The catalogue the gateway ships with: current models at their list prices, each with its source. */
export const DEFAULT_CATALOGUE_FILE = fileURLToPath(new URL("./default-catalogue.json", import.meta.url));

export interface CatalogueProvider {
  readonly id: string;
  readonly name: string;
  readonly baseUrl: string;
  readonly websiteUrl?: string | null;
  readonly logo?: string | null;
}

export interface CataloguePrices {
  readonly input: number;
  readonly output: number;
  readonly cachedInput?: number | null;
  readonly source: string;
  readonly readOn: string;
  readonly checked: boolean;
  readonly note?: string;
}

/** One model as the operator declares it (catalogue.schema.json says what each field means). */
export interface CatalogueEntry {
  readonly name: string;
  readonly provider: string;
  readonly upstreamName: string;
  readonly developer?: string | null;
  readonly complexity?: "low" | "medium" | "high" | null;
  readonly capabilities: readonly ModelCapability[];
  readonly embedding?: { readonly dimensions: number; readonly reducible: boolean };
  readonly contextWindow: number;
  readonly maxOutputTokens?: number | null;
  readonly prices: CataloguePrices;
  readonly gridNode?: string;
  readonly region?: string;
  readonly energyWhPerThousandTokens: number;
  readonly typical?: { readonly tokensPerSecond?: number; readonly timeToFirstTokenMs?: number };
}

export interface Catalogue {
  readonly providers: readonly CatalogueProvider[];
  readonly models: readonly CatalogueEntry[];
}

/** A catalogue file that cannot be used, with every problem found, each naming where it is. */
export class CatalogueProblems extends Error {
  constructor(
    readonly source: string,
    readonly problems: readonly string[],
  ) {
    super(`${source} is not a valid catalogue:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "CatalogueProblems";
  }
}

const validate = new Ajv2020({ allErrors: true, strict: false }).compile<Catalogue>(schema);

export async function readCatalogueFile(path: string): Promise<Catalogue> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new CatalogueProblems(path, [`it could not be read: ${(error as Error).message}`]);
  }
  return parseCatalogue(text, path);
}

/** The catalogue a file's text declares; throws CatalogueProblems naming each mistake's path. */
export function parseCatalogue(text: string, source: string): Catalogue {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CatalogueProblems(source, [`it is not JSON: ${(error as Error).message}`]);
  }
  if (!validate(json)) throw new CatalogueProblems(source, schemaProblems(validate.errors ?? []));
  const problems = crossReferenceProblems(json);
  if (problems.length > 0) throw new CatalogueProblems(source, problems);
  return json;
}

/** What the schema cannot say: names are unique and every model's provider is declared. */
function crossReferenceProblems(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const providerIds = new Set<string>();
  catalogue.providers.forEach((provider, index) => {
    if (providerIds.has(provider.id))
      problems.push(`providers[${index}].id: "${provider.id}" is declared twice`);
    providerIds.add(provider.id);
  });
  const modelNames = new Set<string>();
  catalogue.models.forEach((model, index) => {
    if (modelNames.has(model.name)) problems.push(`models[${index}].name: "${model.name}" is declared twice`);
    modelNames.add(model.name);
    if (!providerIds.has(model.provider))
      problems.push(`models[${index}].provider: "${model.provider}" is not one of the providers declared`);
  });
  return problems;
}

/** Ajv's errors as sentences that start with the path (`models[3].prices.input`), without its branch noise. */
function schemaProblems(errors: readonly ErrorObject[]): string[] {
  // "if" only says which branch failed, and the anyOf's branches are told by the anyOf itself.
  const sentences = errors
    .filter((error) => error.keyword !== "if" && !error.schemaPath.includes("/anyOf/"))
    .map(sentenceOf);
  return [...new Set(sentences)];
}

function sentenceOf(error: ErrorObject): string {
  const at = pathOf(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return `${join(at, String(params.missingProperty))} is missing`;
    case "additionalProperties":
      return `${join(at, String(params.additionalProperty))} is not a field of the catalogue`;
    case "enum":
      return `${at || "(top)"} must be one of: ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(", ")}`;
    case "anyOf":
      return `${at || "(top)"} must name a gridNode or a region`;
    case "const":
      return `${at} must be ${JSON.stringify(params.allowedValue)}`;
    case "contains":
      return `${at} must include "chat" (or be ["embeddings"] for an embedding model)`;
    case "not":
      return `${join(at, "embedding")} is only for models whose capabilities are ["embeddings"]`;
    default:
      return `${at || "(top)"} ${error.message ?? "is not valid"}`;
  }
}

/** "/models/3/prices/input" → "models[3].prices.input". */
function pathOf(instancePath: string): string {
  return instancePath
    .split("/")
    .slice(1)
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : join(path, part)), "");
}

function join(path: string, field: string): string {
  return path ? `${path}.${field}` : field;
}
