import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const PACT_FILE = fileURLToPath(
  new URL("../../contracts/pacts/meridian-dashboard-meridian-gateway.json", import.meta.url),
);

interface Matcher {
  readonly match: string;
  readonly min?: number;
  readonly regex?: string;
}

export interface PactInteraction {
  readonly description: string;
  readonly providerStates?: { readonly name: string; readonly params?: Record<string, unknown> }[];
  readonly request: {
    readonly method: string;
    readonly path: string;
    readonly query?: Record<string, string[]>;
    readonly headers?: Record<string, string[]>;
    readonly body?: { readonly content: unknown; readonly encoded?: string | false };
  };
  readonly response: {
    readonly status: number;
    readonly body?: { readonly content: unknown };
    readonly matchingRules?: { readonly body?: Record<string, { readonly matchers: Matcher[] }> };
  };
}

/** The pact's interactions whose request path passes `belongs`. */
export function pactInteractions(belongs: (path: string) => boolean): PactInteraction[] {
  const pact = JSON.parse(readFileSync(PACT_FILE, "utf8")) as { interactions: PactInteraction[] };
  return pact.interactions.filter((interaction) => belongs(interaction.request.path));
}

/** The interaction's request as fetch sends it, signed in with `token`. */
export function replayedRequest(interaction: PactInteraction, baseUrl: string, token: string) {
  const { method, path, query = {}, headers = {}, body } = interaction.request;
  const search = new URLSearchParams();
  for (const [name, values] of Object.entries(query)) for (const value of values) search.append(name, value);
  const url = `${baseUrl}${path}${search.size > 0 ? `?${search}` : ""}`;
  const sent: Record<string, string> = {};
  for (const [name, values] of Object.entries(headers)) sent[name] = values.join(", ");
  sent.Authorization = `Bearer ${token}`;
  const payload =
    body === undefined
      ? undefined
      : body.encoded === "base64"
        ? Buffer.from(String(body.content), "base64")
        : JSON.stringify(body.content);
  return { url, init: { method, headers: sent, body: payload } };
}

/**
 * What the response body breaks of the interaction's body rules (type, min length, regex, integer, decimal,
 * null), by JSONPath; empty when it keeps to them.
 */
export function brokenBodyRules(interaction: PactInteraction, actual: unknown): string[] {
  const rules = interaction.response.matchingRules?.body ?? {};
  const expected = interaction.response.body?.content;
  const broken: string[] = [];
  for (const [path, { matchers }] of Object.entries(rules)) {
    const examples = valuesAt(expected, path);
    const values = valuesAt(actual, path);
    if (examples.length > 0 && values.length === 0) broken.push(`${path}: missing`);
    for (const value of values) {
      for (const matcher of matchers) {
        const problem = breaks(matcher, value, examples[0]);
        if (problem) broken.push(`${path}: ${problem} (got ${JSON.stringify(value)})`);
      }
    }
  }
  return broken;
}

function breaks(matcher: Matcher, value: unknown, example: unknown): string | null {
  switch (matcher.match) {
    case "type":
      if (jsonType(value) !== jsonType(example)) return `expected a ${jsonType(example)}`;
      return Array.isArray(value) && value.length < (matcher.min ?? 0)
        ? `expected at least ${matcher.min}`
        : null;
    case "regex":
      return new RegExp(matcher.regex ?? "").test(String(value)) ? null : `expected /${matcher.regex}/`;
    case "integer":
      return Number.isInteger(value) ? null : "expected an integer";
    case "decimal":
      return typeof value === "number" ? null : "expected a decimal";
    case "null":
      return value === null ? null : "expected null";
    default:
      return null;
  }
}

function jsonType(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

/** Every value at a JSONPath of the form $.a.b[*].c or $[*].a. */
function valuesAt(root: unknown, path: string): unknown[] {
  const steps = path.replace(/^\$/, "").match(/\.[^.[]+|\[\*\]/g) ?? [];
  let current: unknown[] = [root];
  for (const step of steps) {
    current = current.flatMap((value) => {
      if (step === "[*]") return Array.isArray(value) ? value : [];
      const key = step.slice(1);
      return typeof value === "object" && value !== null && key in value
        ? [(value as Record<string, unknown>)[key]]
        : [];
    });
  }
  return current;
}
