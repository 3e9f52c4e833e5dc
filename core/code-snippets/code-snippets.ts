/** One request as a person would send it from a terminal, a Python script and TypeScript. */
export interface CodeSnippets {
  readonly curl: string;
  readonly python: string;
  readonly typeScript: string;
}

export type SnippetLanguage = keyof CodeSnippets;

/** The languages in the order the examples offer them. */
export const SNIPPET_LANGUAGES: readonly SnippetLanguage[] = ["curl", "python", "typeScript"];

/**
 * A model request in code: the three, and with Anthropic's TypeScript SDK where the request can be put to
 * Anthropic's Messages API (null where it cannot).
 */
export interface RequestCodeSnippets extends CodeSnippets {
  readonly anthropic: string | null;
}

export type RequestSnippetLanguage = keyof RequestCodeSnippets;

/** A model request's languages in the order the examples offer them. */
export const REQUEST_SNIPPET_LANGUAGES: readonly RequestSnippetLanguage[] = [
  ...SNIPPET_LANGUAGES,
  "anthropic",
];

/** The environment variable a snippet reads the API key from when it holds no key itself. */
export const API_KEY_VARIABLE = "MERIDIAN_API_KEY";
