import { readFile } from "node:fs/promises";
import { UPSTREAM_APIS, type UpstreamApi, type UpstreamConfig } from "./upstream-config.ts";

type Environment = Record<string, string | undefined>;

const CHAT_ONLY: readonly UpstreamApi[] = ["chat-completions"];

interface KnownUpstream {
  readonly prefix: string;
  readonly name: string;
  readonly baseUrl: string | null;
  readonly needsKey: boolean;
  readonly apis: readonly UpstreamApi[];
}

/**
 * The well-known upstreams configured by environment variables: `<PREFIX>_API_KEY`, `_BASE_URL`, `_MODELS`,
 * `_REGION`, `_APIS`. Anthropic's API speaks its Messages API and, through its OpenAI SDK compatibility, chat
 * completions; OpenAI's speaks chat completions and the Responses API.
 */
const KNOWN_UPSTREAMS = [
  {
    prefix: "OPENAI",
    name: "OpenAI",
    baseUrl: "https://api.openai.com/v1",
    needsKey: true,
    apis: ["chat-completions", "responses"],
  },
  {
    prefix: "ANTHROPIC",
    name: "Anthropic",
    baseUrl: "https://api.anthropic.com/v1",
    needsKey: true,
    apis: ["anthropic-messages", "chat-completions"],
  },
  {
    prefix: "GROQ",
    name: "Groq",
    baseUrl: "https://api.groq.com/openai/v1",
    needsKey: true,
    apis: CHAT_ONLY,
  },
  {
    prefix: "MISTRAL",
    name: "Mistral",
    baseUrl: "https://api.mistral.ai/v1",
    needsKey: true,
    apis: CHAT_ONLY,
  },
  { prefix: "OLLAMA", name: "Ollama", baseUrl: null, needsKey: false, apis: CHAT_ONLY },
  { prefix: "VLLM", name: "vLLM", baseUrl: null, needsKey: false, apis: CHAT_ONLY },
] as const satisfies readonly KnownUpstream[];

/**
 * The upstreams configured in a JSON file (GATEWAY_UPSTREAMS_FILE) and the environment, the file's first.
 * A mistake in either stops the gateway at start with a message naming it, rather than failing requests later.
 */
export async function loadUpstreams(file: string | null, env: Environment): Promise<UpstreamConfig[]> {
  const fromFile = file ? upstreamsFromJson(JSON.parse(await readFile(file, "utf8")), env, file) : [];
  return [...fromFile, ...upstreamsFromEnvironment(env)];
}

export function upstreamsFromEnvironment(env: Environment): UpstreamConfig[] {
  return KNOWN_UPSTREAMS.flatMap(({ prefix, name, baseUrl, needsKey, apis }) => {
    const apiKey = nonEmpty(env[`${prefix}_API_KEY`]);
    const configuredUrl = nonEmpty(env[`${prefix}_BASE_URL`]);
    if (needsKey ? !apiKey && !configuredUrl : !configuredUrl) return [];
    const { models, modelNames } = modelListFrom(env[`${prefix}_MODELS`] ?? "");
    return [
      checkedUpstream(
        {
          name,
          baseUrl: configuredUrl ?? baseUrl ?? "",
          apiKey,
          models,
          modelNames,
          region: nonEmpty(env[`${prefix}_REGION`])?.toUpperCase() ?? null,
          apis: env[`${prefix}_APIS`] ? apiList(env[`${prefix}_APIS`]?.split(","), `${prefix}_APIS`) : apis,
        },
        `the ${prefix}_* environment variables`,
      ),
    ];
  });
}

/** `{ "upstreams": [...] }` or a bare list; an entry may name its key's variable (`apiKeyEnv`) instead of the key. */
export function upstreamsFromJson(json: unknown, env: Environment, source: string): UpstreamConfig[] {
  const list = Array.isArray(json) ? json : (json as { upstreams?: unknown } | null)?.upstreams;
  if (!Array.isArray(list))
    throw new Error(`${source}: expected a list of upstreams or { "upstreams": [...] }`);
  return list.map((entry: unknown, index) => {
    const where = `${source}, upstream ${index + 1}`;
    if (typeof entry !== "object" || entry === null) throw new Error(`${where}: expected an object`);
    const raw = entry as Record<string, unknown>;
    const apiKeyEnv = optionalString(raw.apiKeyEnv, `${where}: apiKeyEnv`);
    return checkedUpstream(
      {
        name: requiredString(raw.name, `${where}: name`),
        baseUrl: requiredString(raw.baseUrl, `${where}: baseUrl`),
        apiKey: apiKeyEnv ? nonEmpty(env[apiKeyEnv]) : optionalString(raw.apiKey, `${where}: apiKey`),
        models: stringList(raw.models ?? [], `${where}: models`),
        modelNames: stringRecord(raw.modelNames ?? {}, `${where}: modelNames`),
        region: optionalString(raw.region, `${where}: region`)?.toUpperCase() ?? null,
        apis: raw.apis === undefined ? CHAT_ONLY : apiList(raw.apis, `${where}: apis`),
        ...(raw.timeoutMs === undefined
          ? {}
          : { timeoutMs: positiveNumber(raw.timeoutMs, `${where}: timeoutMs`) }),
      },
      where,
    );
  });
}

function checkedUpstream(upstream: UpstreamConfig, where: string): UpstreamConfig {
  let url: URL;
  try {
    url = new URL(upstream.baseUrl);
  } catch {
    throw new Error(`${where}: baseUrl is not a URL: ${upstream.baseUrl || "(empty)"}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error(`${where}: baseUrl must be http or https`);
  return { ...upstream, baseUrl: upstream.baseUrl.replace(/\/+$/, "") };
}

/** "gpt-4o-mini, llama-3.1-8b=llama3.1:8b": catalogue names, each optionally with the upstream's own name. */
function modelListFrom(text: string): Pick<UpstreamConfig, "models" | "modelNames"> {
  const entries = text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => item.split("=").map((part) => part.trim()) as [string, string?]);
  return {
    models: entries.map(([systemName]) => systemName),
    modelNames: Object.fromEntries(
      entries.filter(([, own]) => own).map(([name, own]) => [name, own ?? name]),
    ),
  };
}

function nonEmpty(value: string | undefined): string | null {
  return value && value.trim() !== "" ? value.trim() : null;
}

function requiredString(value: unknown, where: string): string {
  if (typeof value !== "string" || value.trim() === "")
    throw new Error(`${where} must be a non-empty string`);
  return value.trim();
}

function optionalString(value: unknown, where: string): string | null {
  return value === undefined || value === null ? null : requiredString(value, where);
}

function stringList(value: unknown, where: string): string[] {
  if (!Array.isArray(value)) throw new Error(`${where} must be a list of model names`);
  return value.map((item) => requiredString(item, where));
}

function stringRecord(value: unknown, where: string): Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error(`${where} must map catalogue names to the upstream's names`);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, requiredString(item, where)]));
}

function apiList(value: unknown, where: string): UpstreamApi[] {
  const known = `${where} must list some of: ${UPSTREAM_APIS.join(", ")}`;
  if (!Array.isArray(value) || value.length === 0) throw new Error(known);
  return value.map((item) => {
    const api = typeof item === "string" ? item.trim() : item;
    if (!UPSTREAM_APIS.includes(api as UpstreamApi))
      throw new Error(`${known} (not ${JSON.stringify(item)})`);
    return api as UpstreamApi;
  });
}

function positiveNumber(value: unknown, where: string): number {
  if (typeof value !== "number" || !(value > 0)) throw new Error(`${where} must be a positive number`);
  return value;
}
