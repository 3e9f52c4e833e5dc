/**
 * The rules every language pack keeps against the en-US source: the same keys (plural keys per the language's
 * own plural categories), the same placeholders, and real translations. Used by language-packs.test.ts.
 */
export type Pack = { readonly [key: string]: string | Pack };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Names and technical terms a translation may keep as they are. A text made only of these, placeholders, digits
 * and punctuation does not count as untranslated.
 */
export const KEPT_TERMS: readonly string[] = [
  "Auth0",
  "Firebase",
  "Google",
  "Microsoft",
  "OpenAI",
  "Stripe",
  "Visa",
  "Mastercard",
  "American Express",
  "Discover",
  "Diners Club",
  "JCB",
  "UnionPay",
  "GDPR",
  "HIPAA",
  "CCPA",
  "SOC2",
  "SOC 2",
  "ISO42001",
  "ISO 27001",
  "EU AI ACT",
  "AI RMF",
  "DORA",
  "PCI DSS",
  "PII",
  "API",
  "CSV",
  "JSON",
  "URL",
  "HTTP",
  "LMP",
  "TTFT",
  "CO2e",
  "MWh",
  "kWh",
  "curl",
  "Python",
  "TypeScript",
  "JavaScript",
  "Node.js",
  "OpenAPI",
  "Swagger",
  "Top P",
  "ID",
  "US",
  "CA",
  "EU",
  "ms",
  "s",
  "g",
];

export function flatten(pack: Pack, prefix = ""): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(pack)) {
    if (typeof value === "string") leaves.set(`${prefix}${key}`, value);
    else for (const [path, text] of flatten(value, `${prefix}${key}.`)) leaves.set(path, text);
  }
  return leaves;
}

export function pluralCategories(iso: string): readonly string[] {
  return new Intl.PluralRules(iso).resolvedOptions().pluralCategories;
}

/** The keys a pack in this language must have: en-US's, with each plural group in the language's categories. */
export function expectedKeys(source: Map<string, string>, iso: string): Set<string> {
  const keys = new Set<string>();
  for (const key of source.keys()) {
    const plural = key.match(PLURAL_SUFFIX);
    if (!plural) keys.add(key);
    else for (const category of pluralCategories(iso)) keys.add(key.replace(PLURAL_SUFFIX, `_${category}`));
  }
  return keys;
}

export function keyDifferences(source: Map<string, string>, pack: Map<string, string>, iso: string) {
  const expected = expectedKeys(source, iso);
  return {
    missing: [...expected].filter((key) => !pack.has(key)),
    extra: [...pack.keys()].filter((key) => !expected.has(key)),
  };
}

function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] as string));
}

/** The source text a key translates: a plural form translates en-US's `_other` form. */
function sourceOf(source: Map<string, string>, key: string): string | undefined {
  return source.get(key) ?? source.get(key.replace(PLURAL_SUFFIX, "_other"));
}

/**
 * Keys whose placeholders differ from the source's. A plural form may leave out {{count}} (some languages say
 * "one" in words), never another placeholder, and never add one.
 */
export function placeholderMismatches(source: Map<string, string>, pack: Map<string, string>): string[] {
  return [...pack].flatMap(([key, text]) => {
    const original = sourceOf(source, key);
    if (original === undefined) return [];
    const wanted = placeholders(original);
    const found = placeholders(text);
    const optional = PLURAL_SUFFIX.test(key) ? new Set(["count"]) : new Set<string>();
    const missing = [...wanted].some((name) => !found.has(name) && !optional.has(name));
    const added = [...found].some((name) => !wanted.has(name));
    return missing || added ? [key] : [];
  });
}

const escapeForPattern = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const KEPT_TERMS_PATTERN = new RegExp(
  `(?<![\\p{L}])(${[...KEPT_TERMS]
    .sort((a, b) => b.length - a.length)
    .map(escapeForPattern)
    .join("|")})(?![\\p{L}])`,
  "gu",
);

/** True when a text has nothing to translate: only kept terms, placeholders, digits and punctuation. */
export function isLanguageNeutral(text: string): boolean {
  const words = text.replace(/\{\{[^}]*\}\}/g, " ").replace(KEPT_TERMS_PATTERN, " ");
  return !/\p{L}/u.test(words);
}

/** The keys whose text is the same as en-US's although it has something to translate. */
export function untranslatedKeys(source: Map<string, string>, pack: Map<string, string>): string[] {
  return [...pack]
    .filter(([key, text]) => text === sourceOf(source, key) && !isLanguageNeutral(text))
    .map(([key]) => key);
}

/** The share of a pack's translatable texts that are still en-US's, from 0 to 1. */
export function untranslatedShare(source: Map<string, string>, pack: Map<string, string>): number {
  const translatable = [...pack].filter(([key]) => !isLanguageNeutral(sourceOf(source, key) ?? ""));
  return translatable.length === 0 ? 0 : untranslatedKeys(source, pack).length / translatable.length;
}
