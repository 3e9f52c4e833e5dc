/** A JSON value as code snippets print it. */
export type LiteralValue =
  | string
  | number
  | boolean
  | null
  | readonly LiteralValue[]
  | { readonly [key: string]: LiteralValue };

/** How one language spells the values JSON has. */
export interface LiteralSyntax {
  readonly true: string;
  readonly false: string;
  readonly null: string;
  /** An object key. */
  readonly key: (name: string) => string;
  /** An object of plain values on one line, from its `key: value` entries. */
  readonly inlineObject: (entries: readonly string[]) => string;
}

/**
 * JSON's own string literals are valid and mean the same in Python and TypeScript: JSON.stringify escapes only
 * `"`, `\` and control characters, with escapes (\n, \t, \uXXXX…) both languages read identically, and nothing
 * else ($, backticks, quotes of the other kind) is special inside a double-quoted literal of either.
 */
export const quoted = (text: string): string => JSON.stringify(text);

export const PYTHON_LITERALS: LiteralSyntax = {
  true: "True",
  false: "False",
  null: "None",
  key: quoted,
  inlineObject: (entries) => `{${entries.join(", ")}}`,
};

export const TYPESCRIPT_LITERALS: LiteralSyntax = {
  true: "true",
  false: "false",
  null: "null",
  key: (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quoted(name)),
  inlineObject: (entries) => `{ ${entries.join(", ")} }`,
};

const INDENT = "    ";

/**
 * The value as source code in the language's syntax, nested levels indented from `indent`. An object of plain
 * values (a chat message) stays on one line; anything holding a list or object opens one line per entry.
 */
export function codeLiteral(value: LiteralValue, syntax: LiteralSyntax, indent = "", step = INDENT): string {
  if (value === null) return syntax.null;
  if (typeof value === "boolean") return value ? syntax.true : syntax.false;
  if (typeof value === "number") return numberLiteral(value);
  if (typeof value === "string") return quoted(value);
  const inner = indent + step;
  if (isList(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((item) => `${inner}${codeLiteral(item, syntax, inner, step)},\n`).join("")}${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return "{}";
  const entry = ([key, item]: [string, LiteralValue], at: string) =>
    `${syntax.key(key)}: ${codeLiteral(item, syntax, at, step)}`;
  if (entries.every(([, item]) => item === null || typeof item !== "object"))
    return syntax.inlineObject(entries.map((pair) => entry(pair, indent)));
  return `{\n${entries.map((pair) => `${inner}${entry(pair, inner)},\n`).join("")}${indent}}`;
}

function isList(value: LiteralValue): value is readonly LiteralValue[] {
  return Array.isArray(value);
}

/**
 * Snippets hold finite numbers only (settings within their bounds, examples read from JSON); JSON's spelling of
 * them is valid in both languages.
 */
function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`No literal for ${value}`);
  return JSON.stringify(value);
}
