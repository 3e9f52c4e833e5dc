import { token } from "../wiring/token.ts";
/** The gateway's own part of signing in (SPEC §7): the welcome email, asked for after each login. */
export interface AuthGateway {
  /** POST /auth/send-welcome, no payload. */
  sendWelcome(): Promise<void>;
}

export const AuthGateway = token<AuthGateway>("AuthGateway");
