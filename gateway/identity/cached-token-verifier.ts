import type { Clock } from "../../core/clock/clock.port.ts";
import type { TokenVerifier, VerifiedIdentity } from "./token-verifier.port.ts";

const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 60_000;

/**
 * Remembers tokens it verified for up to a minute (never past their expiry), so a busy client does not pay a
 * verification per request. Rejections are not remembered.
 */
export class CachedTokenVerifier implements TokenVerifier {
  private readonly verified = new Map<string, { identity: VerifiedIdentity; until: number }>();

  constructor(
    private readonly inner: TokenVerifier,
    private readonly clock: Clock,
  ) {}

  async verify(idToken: string): Promise<VerifiedIdentity | null> {
    const now = this.clock.now();
    const cached = this.verified.get(idToken);
    if (cached && cached.until > now) return cached.identity;
    this.verified.delete(idToken);
    const identity = await this.inner.verify(idToken);
    if (identity) this.remember(idToken, identity, now);
    return identity;
  }

  private remember(idToken: string, identity: VerifiedIdentity, now: number): void {
    if (this.verified.size >= MAX_ENTRIES) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(idToken, { identity, until: Math.min(now + MAX_AGE_MS, identity.expiresAt * 1000) });
  }
}
