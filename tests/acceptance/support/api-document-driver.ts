import type { SnippetLanguage } from "../../../core/code-snippets/code-snippets.ts";

/** What a person can do on the API documentation, in words of the product; both worlds implement it. */
export interface ApiDocumentDriver {
  /** Opens the page (anyone may) and waits for the operations. */
  open(): Promise<void>;
  /** Every operation listed, as "METHOD /path", in the page's order. */
  operations(): Promise<readonly string[]>;
  /** Who may call an operation, as its badge says: "Public", "Session", "API key or session". */
  accessOf(operation: string): Promise<string>;
  /** The keys offered for the examples, by their masked value; empty for a visitor. */
  offeredKeys(): Promise<readonly string[]>;
  /** Chooses one of the person's keys for the examples, by its masked value ("mk-de...b8a7f"). */
  chooseKey(masked: string): Promise<void>;
  /** An operation's example in a language, as shown (the operation opened and the language's tab chosen). */
  example(operation: string, language: SnippetLanguage): Promise<string>;
}
