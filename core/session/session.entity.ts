/** The signed-in state as the dashboard keeps it (SPEC §3): two tokens and a flag. */
export interface Session {
  readonly token: string | null;
  readonly refreshToken: string | null;
  readonly isAuthenticated: boolean;
}

export const SIGNED_OUT: Session = { token: null, refreshToken: null, isAuthenticated: false };
