import type { SignedInPerson, TestGateway } from "../testing/test-gateway.ts";

/**
 * What a provider-state handler works with during the pact verification: a gateway on a database emptied before
 * each interaction (the catalogue re-seeded), and the person the interaction's requests are made as.
 */
export interface ProviderStateContext {
  readonly gateway: TestGateway;
  /**
   * The person whose real ID token replaces `Bearer test-token` in this interaction's requests: signed in
   * through the Auth emulator on first use (a new account per interaction unless `email` names one). An
   * interaction whose states never ask for one still gets one when it sends the token.
   */
  actor(email?: string): Promise<SignedInPerson>;
  /** Leaves the consumer's `Bearer test-token` in this interaction's requests: no identity provider issued it. */
  keepUnacceptedToken(): void;
  /**
   * Makes a table fail for real until the next interaction (it is renamed away and restored by the reset), for
   * states such as "the request log store is failing".
   */
  breakTable(table: string): Promise<void>;
}

/**
 * Seeds the database for one provider state of the pact (`params` as the consumer wrote them) and returns the
 * values the interaction injects with fromProviderState (e.g. `{ id: "key-1" }`), if any.
 */
export type ProviderStateHandler = (
  params: Record<string, unknown>,
  context: ProviderStateContext,
) => Promise<Record<string, unknown> | undefined>;

/** An area's handlers, by the exact state name the pact uses. */
export type ProviderStates = Readonly<Record<string, ProviderStateHandler>>;
