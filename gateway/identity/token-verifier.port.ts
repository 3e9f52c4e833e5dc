/** Who an identity-provider token belongs to, once its signature, audience and expiry were checked. */
export interface VerifiedIdentity {
  readonly uid: string;
  readonly email: string;
  /** Seconds since the epoch when the token stops being valid. */
  readonly expiresAt: number;
}

/** Checks an ID token from the identity provider; null when it is not valid (unsigned, expired, other project…). */
export interface TokenVerifier {
  verify(idToken: string): Promise<VerifiedIdentity | null>;
}
