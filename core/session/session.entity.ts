/** The two tokens an identity provider hands out: TOKEN for calls, REFRESH to get a new TOKEN (SPEC §3). */
export interface TokenPair {
  readonly token: string;
  readonly refreshToken: string;
}

/** The signed-in state as the dashboard keeps it (SPEC §3): two tokens and a flag. */
export interface Session {
  readonly token: string | null;
  readonly refreshToken: string | null;
  readonly isAuthenticated: boolean;
}

export const SIGNED_OUT: Session = { token: null, refreshToken: null, isAuthenticated: false };
