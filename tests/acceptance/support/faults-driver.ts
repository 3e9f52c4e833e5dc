/**
 * The calls faults are injected on, each made by the screen that makes it. Not the organization's: the shell
 * fetches it on every page, and a failure there shows SPEC §4's full-screen 'Organization has problem!' instead.
 */
export const REPRESENTATIVE_CALLS = [
  "the API keys list",
  "the usage logs",
  "the available models",
  "a playground reply",
] as const;
export type RepresentativeCall = (typeof REPRESENTATIVE_CALLS)[number];

/**
 * What can go wrong on the wire (SPEC §8): an HTTP status, a connection dropped before any answer, or an answer
 * that is no HTTP failure yet cannot be read (an HTML page where JSON was expected).
 */
export const WIRE_FAULTS = [
  "401",
  "403",
  "404",
  "429",
  "500",
  "502",
  "a dropped connection",
  "an unreadable answer",
] as const;
export type WireFault = (typeof WIRE_FAULTS)[number];

/** What the session's tokens went through since the token expired by the page's clock. */
export interface TokenRefreshReport {
  /** Refresh-token exchanges at the identity provider's token endpoint. */
  readonly refreshes: number;
  /** Gateway calls made as the signed-in person. */
  readonly gatewayCalls: number;
  /** Of those, calls that carried the expired token. */
  readonly callsWithExpiredToken: number;
  /** Of those, calls that carried a token the identity provider handed out in a refresh. */
  readonly callsWithRefreshedToken: number;
}

/** How the playground's last reply ended. */
export interface EndedReply {
  /** "done", "stopped" or "failed". */
  readonly status: string;
  /** What the reply says went wrong; null when nothing did. */
  readonly error: string | null;
}

/**
 * Faults between the dashboard and the reference gateway, made on the real wire: only the browser against the
 * local stack has one (@http-only).
 */
export interface FaultsDriver {
  /** From now on, this call fails with this fault, whoever makes it. */
  injectFault(call: RepresentativeCall, fault: WireFault): Promise<void>;
  /** Makes the call the way a person does: opens its screen (and, for a reply, asks a question). */
  makeCall(call: RepresentativeCall): Promise<void>;
  /** Moves the page's clock past the session token's expiry less its 300 s margin (SPEC §9). */
  expireSessionToken(): Promise<void>;
  tokenRefreshReport(): Promise<TokenRefreshReport>;
  /** How the playground's last reply ended, once it has (its text is the playground driver's to read). */
  lastReplyOnceEnded(): Promise<EndedReply>;
  /** Stops the gateway as a crash would, cutting every open connection. */
  stopGateway(): Promise<void>;
  /** Starts the gateway again when it was stopped. */
  restartGateway(): Promise<void>;
  /** Ends the scenario: the gateway is started again if it was left stopped, for the scenarios after. */
  stop(): Promise<void>;
}
