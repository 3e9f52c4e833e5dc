import type { Auth, UserCredential } from "firebase/auth";
import { AuthError, AuthErrorCode } from "../../core/auth/auth-error.ts";
import type { AuthCapabilities, AuthProvider, Credentials } from "../../core/auth/auth-provider.port.ts";
import { IdentityProvider } from "../../core/auth/identity-provider.ts";
import type { TokenPair } from "../../core/session/session.entity.ts";
import { fromFirebaseError } from "./firebase-auth-error.ts";
import type { FirebaseSettings } from "./firebase-settings.ts";
import { refreshFirebaseToken } from "./firebase-token-refresh.ts";

type FirebaseAuthSdk = typeof import("firebase/auth");

interface LoadedSdk {
  readonly sdk: FirebaseAuthSdk;
  readonly auth: Auth;
}

let instances = 0;

/**
 * Firebase Authentication (JS SDK 12), downloaded on first use so the sign-in page does not wait for it. The
 * SDK keeps its user in memory only: the session store holds the tokens, encrypted. Popup sign-in relies on the
 * SDK's own popup handling, which applies SPEC §9's rules (500 × 600 window, a closed popup reported after 8 s,
 * auth events de-duplicated for 10 minutes; `firebase-popup-rules.test.ts` checks the SDK still does).
 */
export class FirebaseAuthProvider implements AuthProvider {
  readonly capabilities: AuthCapabilities = {
    passwordForm: true,
    socialProviders: [IdentityProvider.GOOGLE, IdentityProvider.MICROSOFT],
    hostedLogin: false,
  };
  private loaded: Promise<LoadedSdk> | null = null;

  constructor(
    private readonly settings: FirebaseSettings,
    private readonly fetchFn: typeof fetch = (...args) => fetch(...args),
  ) {}

  signUp({ email, password }: Credentials): Promise<TokenPair> {
    return this.signInBy(({ sdk, auth }) => sdk.createUserWithEmailAndPassword(auth, email, password));
  }

  signIn({ email, password }: Credentials): Promise<TokenPair> {
    return this.signInBy(({ sdk, auth }) => sdk.signInWithEmailAndPassword(auth, email, password));
  }

  signInWithProvider(provider: IdentityProvider): Promise<TokenPair> {
    return this.signInBy(({ sdk, auth }) => {
      const federated =
        provider === IdentityProvider.GOOGLE
          ? new sdk.GoogleAuthProvider()
          : new sdk.OAuthProvider("microsoft.com");
      return sdk.signInWithPopup(auth, federated, sdk.browserPopupRedirectResolver);
    });
  }

  async signInWithHostedPage(): Promise<TokenPair> {
    throw new AuthError(AuthErrorCode.UNKNOW, { cause: new Error("Firebase has no hosted login page") });
  }

  sendPasswordResetEmail(email: string): Promise<void> {
    return this.call(({ sdk, auth }) => sdk.sendPasswordResetEmail(auth, email));
  }

  /** Verifies the code first (it names the account), then sets the password (SPEC §7). */
  resetPassword(oobCode: string, newPassword: string): Promise<string> {
    return this.call(async ({ sdk, auth }) => {
      const email = await sdk.verifyPasswordResetCode(auth, oobCode);
      await sdk.confirmPasswordReset(auth, oobCode, newPassword);
      return email;
    });
  }

  refresh(refreshToken: string): Promise<TokenPair | null> {
    return refreshFirebaseToken(this.settings, refreshToken, this.fetchFn);
  }

  async signOut(): Promise<void> {
    // Nothing to end when the SDK was never loaded (a session restored from storage, say).
    if (!this.loaded) return;
    await this.call(({ sdk, auth }) => sdk.signOut(auth));
  }

  private signInBy(signIn: (loaded: LoadedSdk) => Promise<UserCredential>): Promise<TokenPair> {
    return this.call(async (loaded) => {
      const { user } = await signIn(loaded);
      return { token: await user.getIdToken(), refreshToken: user.refreshToken };
    });
  }

  private async call<T>(action: (loaded: LoadedSdk) => Promise<T>): Promise<T> {
    try {
      return await action(await this.sdk());
    } catch (error) {
      throw fromFirebaseError(error);
    }
  }

  private sdk(): Promise<LoadedSdk> {
    this.loaded ??= (async () => {
      const [{ initializeApp }, sdk] = await Promise.all([import("firebase/app"), import("firebase/auth")]);
      instances += 1;
      const { apiKey, authDomain, projectId, emulatorHost } = this.settings;
      const app = initializeApp({ apiKey, authDomain, projectId }, `meridian-dashboard-${instances}`);
      const auth = sdk.initializeAuth(app, { persistence: sdk.inMemoryPersistence });
      if (emulatorHost) sdk.connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
      return { sdk, auth };
    })();
    // A failed download may succeed next time.
    this.loaded.catch(() => {
      this.loaded = null;
    });
    return this.loaded;
  }
}
