import type { ApiOperation, ApiTagGroup } from "../../core/api-document/api-operation.ts";

/** One of the person's API keys as the examples' key picker offers it: never its secret. */
export interface ApiKeyChoice {
  readonly id: string;
  /** First and last five characters. */
  readonly masked: string;
  /** YYYY-MM-DD */
  readonly date: string;
}

/** The person's keys for the examples: none to offer to a visitor; loading, listed, or not loaded for others. */
export type ApiKeyChoices =
  | { readonly status: "signedOut" }
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | {
      readonly status: "ready";
      /** The keys made or rotated in this tab: their secret is known here. */
      readonly keys: readonly ApiKeyChoice[];
      /** Whether the person has other keys, whose secret the dashboard was shown before and cannot show again. */
      readonly othersHidden: boolean;
    };

export interface ApiDocumentInfo {
  readonly title: string;
  readonly version: string;
  readonly description: string | null;
}

export interface ApiDocumentState {
  /** The document: loading, shown, or failed (with a retry). */
  readonly status: "loading" | "ready" | "failed";
  /** Why the document could not be loaded, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
  readonly info: ApiDocumentInfo | null;
  /** Every operation of the document. */
  readonly operations: readonly ApiOperation[];
  readonly query: string;
  /** The operations matching the query, grouped by tag. */
  readonly groups: readonly ApiTagGroup[];
  readonly keys: ApiKeyChoices;
  /** The key whose value the examples carry; null: they read the key from the environment. */
  readonly chosenKey: string | null;
}

export const INITIAL_API_DOCUMENT_STATE: ApiDocumentState = {
  status: "loading",
  failure: [],
  info: null,
  operations: [],
  query: "",
  groups: [],
  keys: { status: "signedOut" },
  chosenKey: null,
};
