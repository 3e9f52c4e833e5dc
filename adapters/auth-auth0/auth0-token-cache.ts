import type { ICache } from "@auth0/auth0-spa-js";

const SDK_KEY_PREFIX = "@@auth0spajs@@::";
const ID_TOKEN_KEY_SUFFIX = "::@@user@@";

interface TokenEntry {
  readonly body?: { readonly refresh_token?: unknown };
}

/**
 * The SDK's token cache, in memory, in the adapter's hands. The session store (encrypted) is where tokens live
 * across reloads, so the SDK never writes them to storage; before a silent refresh the stored refresh token is
 * offered to the SDK as an expired entry, which is how the SDK itself asks for a refresh-token grant.
 */
export class Auth0TokenCache implements ICache {
  private readonly entries = new Map<string, unknown>();
  private seed: string | null = null;

  set<T>(key: string, entry: T): void {
    this.entries.set(key, entry);
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) return entry as T;
    if (this.seed !== null && key.startsWith(SDK_KEY_PREFIX) && !key.endsWith(ID_TOKEN_KEY_SUFFIX)) {
      return { body: { refresh_token: this.seed }, expiresAt: 0 } as T;
    }
    return undefined;
  }

  remove(key: string): void {
    this.entries.delete(key);
  }

  allKeys(): string[] {
    return [...this.entries.keys()];
  }

  /** Forgets everything and offers this refresh token to the next silent refresh. */
  seedRefreshToken(refreshToken: string): void {
    this.entries.clear();
    this.seed = refreshToken;
  }

  /** The refresh token of the latest token response the SDK cached. */
  refreshToken(): string | null {
    for (const entry of [...this.entries.values()].reverse()) {
      const token = (entry as TokenEntry).body?.refresh_token;
      if (typeof token === "string") return token;
    }
    return null;
  }

  clear(): void {
    this.entries.clear();
    this.seed = null;
  }
}
