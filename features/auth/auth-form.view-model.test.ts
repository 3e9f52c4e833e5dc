import { describe, expect, it, vi } from "vitest";
import { DEMO_ACCOUNT, MemoryAuthProvider } from "../../adapters/auth-memory/memory-auth.adapter.ts";
import { MemoryAuthGateway } from "../../adapters/gateway-memory/auth/memory-auth-gateway.adapter.ts";
import { MemoryOrganizationGateway } from "../../adapters/gateway-memory/memory-organization-gateway.adapter.ts";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { AuthErrorCode } from "../../core/auth/auth-error.ts";
import { AuthGateway } from "../../core/auth/auth-gateway.port.ts";
import { AuthMessage } from "../../core/auth/auth-message.ts";
import { AuthProvider } from "../../core/auth/auth-provider.port.ts";
import { IdentityProvider } from "../../core/auth/identity-provider.ts";
import type { OrganizationGateway } from "../../core/organization/organization-gateway.port.ts";
import { OrganizationLifecycle } from "../../core/organization/organization-lifecycle.ts";
import { OrganizationStore } from "../../core/organization/organization-store.ts";
import { FakeCipher, FixedClock } from "../../core/session/session-fakes.test-helper.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { sessionEmail } from "../../core/session/token-claims.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import { AuthFormMode, resetCodeOf } from "./auth-form.state.ts";
import { createAuthFormViewModel } from "./auth-form.view-model-factory.ts";

function setup(search = "", gateway: OrganizationGateway = new MemoryOrganizationGateway()) {
  const clock = new FixedClock();
  const auth = new MemoryAuthProvider(clock);
  const sessions = new SessionStore(new MemoryStore(), new FakeCipher());
  const organizations = new OrganizationStore();
  const organization = new OrganizationLifecycle({ sessions, organizations, gateway, clock });
  organization.start();
  const navigate = vi.fn<(path: string) => void>();
  const services = screenServicesForTest((bind) => {
    bind(AuthProvider, auth);
    bind(SessionStore, sessions);
    bind(AuthGateway, new MemoryAuthGateway());
    bind(OrganizationLifecycle, organization);
  });
  const viewModel = disposedAfterTest(createAuthFormViewModel(services, search, navigate));
  return { auth, sessions, organizations, organization, navigate, viewModel };
}

describe("the auth form", () => {
  it("starts on the login form, not loading, with the tier from the address", () => {
    const { viewModel } = setup("?tier=team&utm=x");
    expect(viewModel.current()).toEqual({
      mode: AuthFormMode.LOGIN,
      loginErrors: [],
      loading: false,
      forgotPasswordInfo: [],
      resetPasswordErrors: [],
      tier: "team",
      fieldErrors: [],
    });
  });

  it("signs in, waits for the organization, then goes to the tier that was picked", async () => {
    const { viewModel, sessions, organizations, navigate } = setup("?tier=pro");
    const seen: boolean[] = [];
    viewModel.state$.subscribe((state) => seen.push(state.loading));
    await viewModel.logIn(DEMO_ACCOUNT);
    expect(sessionEmail(sessions.current())).toBe(DEMO_ACCOUNT.email);
    expect(organizations.current().ready).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/subscription?tier=pro");
    expect(seen).toContain(true);
    expect(viewModel.current().loading).toBe(false);
  });

  it("goes to the dashboard (which forwards to the playground) without a tier", async () => {
    const { viewModel, navigate } = setup();
    await viewModel.signInWithProvider(IdentityProvider.MICROSOFT);
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("stays, signed in, while the organization cannot be loaded, and moves on once a retry loads it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let failures = 1;
    const flaky = Object.assign(new MemoryOrganizationGateway(), {
      getOrganization: () =>
        failures-- > 0
          ? Promise.reject(new Error("down"))
          : new MemoryOrganizationGateway().getOrganization(),
    });
    const { viewModel, navigate, organizations, organization } = setup("", flaky);
    const signingIn = viewModel.logIn(DEMO_ACCOUNT);
    await vi.waitFor(() => expect(organizations.current().failed).toBe(true));
    expect(navigate).not.toHaveBeenCalled();
    organization.retry();
    await signingIn;
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("shows the incorrect-credentials message for a wrong password", async () => {
    const { viewModel, navigate } = setup();
    await viewModel.logIn({ email: DEMO_ACCOUNT.email, password: "wrong password" });
    expect(viewModel.current().loginErrors).toEqual([AuthMessage.INCORRECT_CREDENTIALS]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the broken rules field by field, and clears them on the next try", async () => {
    const { viewModel } = setup();
    await viewModel.logIn({ email: "nope", password: "short" });
    expect(viewModel.current().fieldErrors.map((error) => [error.property, error.constraint])).toEqual([
      ["email", "isEmail"],
      ["password", "minLength"],
    ]);
    await viewModel.logIn(DEMO_ACCOUNT);
    expect(viewModel.current().fieldErrors).toEqual([]);
  });

  it("shows a popup problem as its own message", async () => {
    const { viewModel, auth } = setup();
    auth.failNextCall(AuthErrorCode.POPUP_BLOCKED);
    await viewModel.signInWithProvider(IdentityProvider.GOOGLE);
    expect(viewModel.current().loginErrors).toEqual([AuthMessage.POPUP_BLOCKED]);
  });

  it("logs an unknown failure and shows the general problem message", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { viewModel } = setup();
    await viewModel.signInWithHostedPage();
    expect(viewModel.current().loginErrors).toEqual([AuthMessage.PROBLEM]);
    expect(warn).toHaveBeenCalled();
  });

  it("ignores a second action while one is running", async () => {
    const { viewModel, auth } = setup();
    const signUp = vi.spyOn(auth, "signUp");
    const first = viewModel.logIn(DEMO_ACCOUNT);
    await viewModel.logIn(DEMO_ACCOUNT);
    await first;
    expect(signUp).toHaveBeenCalledOnce();
  });

  it("switches to the forgot-password form and back, clearing the messages", async () => {
    const { viewModel } = setup();
    await viewModel.logIn({ email: DEMO_ACCOUNT.email, password: "wrong password" });
    viewModel.showForgotPassword();
    expect(viewModel.current()).toMatchObject({ mode: AuthFormMode.FORGOT_PASSWORD, loginErrors: [] });
    viewModel.showLogin();
    expect(viewModel.current().mode).toBe(AuthFormMode.LOGIN);
  });

  it("confirms a reset link with the spam hint, or shows the rule an email breaks", async () => {
    const { viewModel } = setup();
    viewModel.showForgotPassword();
    await viewModel.requestPasswordReset({ email: "nope" });
    expect(viewModel.current().fieldErrors.map((error) => error.message)).toEqual(["email must be an email"]);
    await viewModel.requestPasswordReset({ email: DEMO_ACCOUNT.email });
    expect(viewModel.current().forgotPasswordInfo).toEqual([AuthMessage.RESET_LINK_SENT]);
  });

  it("shows 'Invalid Code.' on the reset screen for a bad code, and signs in with a good one", async () => {
    const { viewModel, auth, navigate, sessions } = setup();
    await viewModel.resetPassword({ oobCode: "made-up", newPassword: "a new password" });
    expect(viewModel.current().resetPasswordErrors).toEqual([AuthMessage.INVALID_CODE]);
    await auth.sendPasswordResetEmail(DEMO_ACCOUNT.email);
    await viewModel.resetPassword({
      oobCode: auth.resetCodeFor(DEMO_ACCOUNT.email) ?? "",
      newPassword: "a new password",
    });
    expect(viewModel.current().resetPasswordErrors).toEqual([]);
    expect(sessionEmail(sessions.current())).toBe(DEMO_ACCOUNT.email);
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("stops publishing once disposed", async () => {
    const { viewModel } = setup();
    const seen: unknown[] = [];
    viewModel.state$.subscribe({ next: (state) => seen.push(state), complete: () => seen.push("done") });
    viewModel.dispose();
    await viewModel.logIn({ email: DEMO_ACCOUNT.email, password: "wrong password" });
    expect(seen.at(-1)).toBe("done");
  });
});

describe("a password-reset link", () => {
  it("is recognised by its mode, with its code (empty when missing)", () => {
    expect(resetCodeOf("?mode=resetPassword&oobCode=abc&apiKey=k")).toBe("abc");
    expect(resetCodeOf("?mode=resetPassword")).toBe("");
    expect(resetCodeOf("?oobCode=abc")).toBeNull();
  });
});
