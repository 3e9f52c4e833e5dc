import { BehaviorSubject, type Observable } from "rxjs";
import type { ApiDocumentGateway } from "../../core/api-document/api-document-gateway.port.ts";
import {
  type ApiOperation,
  apiOperations,
  groupedByTag,
  matchingOperations,
} from "../../core/api-document/api-operation.ts";
import type { OpenApiDocument } from "../../core/api-document/openapi-document.ts";
import { credentialFor, operationCodeSnippets } from "../../core/api-document/operation-code-snippets.ts";
import type { ApiKey } from "../../core/api-keys/api-key.entity.ts";
import type { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import type { CodeSnippets } from "../../core/code-snippets/code-snippets.ts";
import { messagesToReport } from "../../core/errors/reportable-failure.ts";
import { type ApiDocumentState, INITIAL_API_DOCUMENT_STATE } from "./api-document.state.ts";

export interface ApiDocumentDependencies {
  readonly document: ApiDocumentGateway;
  readonly apiKeys: ApiKeysGateway;
  /** Whether someone is signed in: only then are their keys offered for the examples. */
  readonly signedIn: boolean;
  /** Where the examples send their calls, e.g. https://app.meridian.example/v1/api. */
  readonly apiBaseUrl: string;
}

/**
 * The API documentation: the gateway's OpenAPI document as operations grouped by tag, filtered by path or summary,
 * with examples in curl, Python and TypeScript. A signed-in person may choose, for the examples, a key they made or
 * rotated in this tab (the only keys whose secret the dashboard holds); the examples then carry its secret, and
 * until then read the key from the environment. Secrets stay in here, never in the state.
 */
export class ApiDocumentViewModel {
  private readonly state = new BehaviorSubject<ApiDocumentState>(INITIAL_API_DOCUMENT_STATE);
  private document: OpenApiDocument | null = null;
  private keyValues = new Map<string, string>();
  private disposed = false;
  readonly state$: Observable<ApiDocumentState> = this.state.asObservable();

  constructor(private readonly deps: ApiDocumentDependencies) {
    void this.load();
    if (deps.signedIn) void this.loadKeys();
  }

  current(): ApiDocumentState {
    return this.state.value;
  }

  /** Asks for the document again after it failed to load. */
  retry(): Promise<void> {
    return this.state.value.status === "failed" ? this.load() : Promise.resolve();
  }

  /** Shows the operations whose method, path or summary have every word typed. */
  filter(query: string): void {
    this.patch({ query, groups: this.grouped(this.state.value.operations, query) });
  }

  /** The examples carry this key's value from now on; null puts the environment variable back. */
  chooseKey(id: string | null): void {
    this.patch({ chosenKey: id !== null && this.keyValues.has(id) ? id : null });
  }

  /** The operation's examples, with the chosen key where an API key will do. */
  snippetsFor(operation: ApiOperation): CodeSnippets {
    const { chosenKey } = this.state.value;
    const key = chosenKey === null ? null : (this.keyValues.get(chosenKey) ?? null);
    return operationCodeSnippets(operation, this.deps.apiBaseUrl, credentialFor(operation, key));
  }

  dispose(): void {
    this.disposed = true;
    this.keyValues = new Map();
    this.state.complete();
  }

  private async load(): Promise<void> {
    this.patch({ status: "loading", failure: [] });
    try {
      const document = await this.deps.document.apiDocument();
      const operations = apiOperations(document);
      this.document = document;
      this.patch({
        status: "ready",
        info: {
          title: document.info.title,
          version: document.info.version,
          description: document.info.description ?? null,
        },
        operations,
        groups: this.grouped(operations, this.state.value.query),
      });
    } catch (error) {
      this.patch({ status: "failed", failure: messagesToReport(error) ?? [] });
    }
  }

  /** The keys whose secret this tab holds (made or rotated here): the gateway never sends a secret twice. */
  private async loadKeys(): Promise<void> {
    this.patch({ keys: { status: "loading" } });
    try {
      const listed = await this.deps.apiKeys.list();
      const withSecrets = await Promise.all(
        listed.map(async (key) => ({ key, secret: await this.deps.apiKeys.issuedSecretOf(key.id) })),
      );
      const held = withSecrets
        .filter((each): each is { key: ApiKey; secret: string } => each.secret !== null)
        .sort((a, b) => b.key.createdAt.getTime() - a.key.createdAt.getTime());
      this.keyValues = new Map(held.map(({ key, secret }) => [key.id, secret]));
      this.patch({
        keys: {
          status: "ready",
          keys: held.map(({ key }) => ({ id: key.id, masked: key.value, date: key.date })),
          othersHidden: listed.length > held.length,
        },
      });
    } catch (error) {
      // Signed out meanwhile (no token): nothing to offer. Otherwise the examples keep the environment variable.
      this.patch({ keys: { status: messagesToReport(error) === null ? "signedOut" : "failed" } });
    }
  }

  private grouped(operations: readonly ApiOperation[], query: string) {
    return this.document ? groupedByTag(this.document, matchingOperations(operations, query)) : [];
  }

  private patch(change: Partial<ApiDocumentState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}
