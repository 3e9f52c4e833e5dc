import { BehaviorSubject, type Observable } from "rxjs";
import { AuthErrorCode, authErrorCodeOf } from "../../core/auth/auth-error.ts";
import { AuthMessage, messageForAuthError } from "../../core/auth/auth-message.ts";
import type { SignInDependencies } from "../../core/auth/complete-sign-in.ts";
import type { IdentityProvider } from "../../core/auth/identity-provider.ts";
import { signInWithHostedPage, signInWithProvider } from "../../core/auth/social-sign-in.use-case.ts";
import type { OrganizationLifecycle } from "../../core/organization/organization-lifecycle.ts";
import { destinationAfterSignIn } from "../../core/routing/after-sign-in.ts";
import { InvalidInputError } from "../../core/validation/invalid-input-error.ts";
import { AuthFormMode, type AuthFormState, initialAuthFormState } from "./auth-form.state.ts";

export interface AuthFormDependencies extends SignInDependencies {
  readonly organization: Pick<OrganizationLifecycle, "whenReady">;
  /** Moves to another address of the app (the router's navigate). */
  readonly navigate: (path: string) => void;
}

type FailureList = "loginErrors" | "resetPasswordErrors";

/**
 * The use cases behind the typed forms, with their validation rules, fetched on first submit: the sign-in page
 * shows sooner without the validation library. Social sign-in stays eager: its popup must open in the click.
 */
const formRules = {
  logIn: () => import("../../core/auth/log-in.use-case.ts").then((module) => module.logIn),
  resetPassword: () =>
    import("../../core/auth/reset-password.use-case.ts").then((module) => module.resetPassword),
  requestPasswordReset: () =>
    import("../../core/auth/forgot-password.use-case.ts").then((module) => module.requestPasswordReset),
};

const NO_MESSAGES: Pick<
  AuthFormState,
  "loginErrors" | "forgotPasswordInfo" | "resetPasswordErrors" | "fieldErrors"
> = { loginErrors: [], forgotPasswordInfo: [], resetPasswordErrors: [], fieldErrors: [] };

/**
 * The auth page: sign-in (email and password, social, hosted page), forgot password and reset password. After
 * any sign-in it waits for the organization (SPEC §4), then continues to the tier that was picked or home; if the
 * organization fails, the shell shows the problem instead and the page stays.
 */
export class AuthFormViewModel {
  private readonly state: BehaviorSubject<AuthFormState>;
  private disposed = false;
  readonly state$: Observable<AuthFormState>;

  constructor(
    private readonly deps: AuthFormDependencies,
    private readonly search: string,
  ) {
    this.state = new BehaviorSubject(initialAuthFormState(search));
    this.state$ = this.state.asObservable();
  }

  current(): AuthFormState {
    return this.state.value;
  }

  showLogin(): void {
    this.patch({ mode: AuthFormMode.LOGIN, ...NO_MESSAGES });
  }

  showForgotPassword(): void {
    this.patch({ mode: AuthFormMode.FORGOT_PASSWORD, ...NO_MESSAGES });
  }

  logIn(input: { email: string; password: string }): Promise<void> {
    return this.signIn(async () => (await formRules.logIn())(this.deps, input), "loginErrors");
  }

  signInWithProvider(provider: IdentityProvider): Promise<void> {
    return this.signIn(() => signInWithProvider(this.deps, provider), "loginErrors");
  }

  signInWithHostedPage(): Promise<void> {
    return this.signIn(() => signInWithHostedPage(this.deps), "loginErrors");
  }

  resetPassword(input: { oobCode: string; newPassword: string }): Promise<void> {
    return this.signIn(
      async () => (await formRules.resetPassword())(this.deps, input),
      "resetPasswordErrors",
    );
  }

  async requestPasswordReset(input: { email: string }): Promise<void> {
    if (!this.begin()) return;
    try {
      await (await formRules.requestPasswordReset())(this.deps, input);
      this.patch({ forgotPasswordInfo: [AuthMessage.RESET_LINK_SENT] });
    } catch (error) {
      this.patch(this.failure(error, "loginErrors"));
    } finally {
      this.patch({ loading: false });
    }
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  /** Starts the action in the same turn as the click that asked for it: a sign-in popup must open there. */
  private async signIn(action: () => Promise<void>, failures: FailureList): Promise<void> {
    if (!this.begin()) return;
    try {
      await action();
      // A failed organization shows its problem screen; this waits for a successful retry, or a sign-out.
      if (await this.deps.organization.whenReady()) this.deps.navigate(destinationAfterSignIn(this.search));
    } catch (error) {
      this.patch(this.failure(error, failures));
    } finally {
      this.patch({ loading: false });
    }
  }

  /** One action at a time: a second click while one runs is ignored. */
  private begin(): boolean {
    if (this.state.value.loading) return false;
    this.patch({ loading: true, ...NO_MESSAGES });
    return true;
  }

  private failure(error: unknown, failures: FailureList): Partial<AuthFormState> {
    if (error instanceof InvalidInputError) return { fieldErrors: error.fields };
    const code = authErrorCodeOf(error);
    if (code === AuthErrorCode.UNKNOW) console.warn("An auth action failed:", error);
    return { [failures]: [messageForAuthError(code)] };
  }

  private patch(change: Partial<AuthFormState>): void {
    // A sign-in may finish after the page went away: a completed subject would drop the change silently anyway.
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}
