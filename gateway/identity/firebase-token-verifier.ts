import type { App } from "firebase-admin/app";
import type { TokenVerifier, VerifiedIdentity } from "./token-verifier.port.ts";

export interface FirebaseVerifierOptions {
  readonly projectId: string;
  /** Only for local use: the Auth emulator, whose unsigned tokens firebase-admin then accepts. */
  readonly authEmulatorHost: string | null;
}

/** Verifies Firebase ID tokens with firebase-admin (Google's public keys, or the emulator when configured). */
export class FirebaseTokenVerifier implements TokenVerifier {
  private app: Promise<App> | null = null;

  constructor(private readonly options: FirebaseVerifierOptions) {}

  async verify(idToken: string): Promise<VerifiedIdentity | null> {
    const { getAuth } = await import("firebase-admin/auth");
    try {
      const decoded = await getAuth(await this.appOnce()).verifyIdToken(idToken);
      if (!decoded.email) return null;
      return { uid: decoded.uid, email: decoded.email.toLowerCase(), expiresAt: decoded.exp };
    } catch (error) {
      if (isRejectedToken(error)) return null;
      throw error;
    }
  }

  private appOnce(): Promise<App> {
    this.app ??= (async () => {
      // firebase-admin reads the emulator setting from the environment; set it only when explicitly configured.
      if (this.options.authEmulatorHost)
        process.env.FIREBASE_AUTH_EMULATOR_HOST = this.options.authEmulatorHost;
      const { initializeApp } = await import("firebase-admin/app");
      return initializeApp(
        { projectId: this.options.projectId },
        `gateway-${this.options.projectId}-${Date.now()}`,
      );
    })();
    return this.app;
  }
}

function isRejectedToken(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && code.startsWith("auth/");
}
