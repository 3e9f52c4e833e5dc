// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DEMO_ACCOUNT, type MemoryAuthProvider } from "../../adapters/auth-memory/memory-auth.adapter.ts";
import { MemoryOrganizationGateway } from "../../adapters/gateway-memory/memory-organization-gateway.adapter.ts";
import { AuthProvider } from "../../core/auth/auth-provider.port.ts";
import { IdentityProvider } from "../../core/auth/identity-provider.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

async function fillIn(label: string, value: string) {
  const field = await screen.findByLabelText(label, { selector: "input" });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

async function logIn(email: string, password: string) {
  await fillIn("Email", email);
  await fillIn("Password", password);
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
}

describe("the sign-in page", () => {
  it("signs the demo account in through the form and leaves the page for the playground", async () => {
    const app = await renderApp("/auth");
    expect((await screen.findByTestId("demo-hint")).textContent).toContain(
      "Demo account: demo@meridian.example, password meridian-demo.",
    );
    await logIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await waitFor(() => expect(app.location()).toBe("/playground"));
    expect(await screen.findByTestId("session-email")).toHaveProperty("textContent", DEMO_ACCOUNT.email);
  });

  it("keeps the tokens out of storage in plaintext once signed in", async () => {
    const app = await renderApp("/auth");
    await logIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await waitFor(() => expect(app.location()).toBe("/playground"));
    const { token, refreshToken } = app.container.get(SessionStore).current();
    const stored = app.container.get(KeyValueStore).read("token") ?? "";
    expect(stored).not.toBe("");
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(refreshToken);
  });

  it("says the email or password is incorrect for a wrong password, word for word", async () => {
    await renderApp("/auth");
    await logIn(DEMO_ACCOUNT.email, "not the password");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The email or password you entered is incorrect.",
    );
  });

  it("says too many attempts after repeated wrong passwords", async () => {
    await renderApp("/auth");
    for (let attempt = 0; attempt < 6; attempt++) await logIn(DEMO_ACCOUNT.email, "not the password");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many failed login attempts. Please try again later or reset your password.",
    );
  });

  it("shows each broken rule under its field in class-validator's words", async () => {
    await renderApp("/auth");
    await logIn("not-an-email", "");
    const errors = await screen.findAllByTestId("field-error");
    expect(errors.map((error) => error.textContent)).toEqual([
      "email must be an email",
      "password should not be empty",
      "password must be longer than or equal to 8 characters",
    ]);
    expect(screen.getByLabelText("Email", { selector: "input" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("sends a reset link and says so, with the spam hint", async () => {
    await renderApp("/auth");
    await userEvent.click(await screen.findByRole("button", { name: "Forgot your password?" }));
    await fillIn("Email", DEMO_ACCOUNT.email);
    await userEvent.click(screen.getByRole("button", { name: "Send the reset link" }));
    expect((await screen.findByTestId("auth-message")).textContent).toBe(
      "We have sent you a link to reset your password. If it has not arrived in a few minutes, check your spam folder or request a new link.",
    );
  });

  it("resets the password from the emailed link, then signs in with it", async () => {
    const app = await renderApp("/auth");
    const auth = app.container.get(AuthProvider) as MemoryAuthProvider;
    await auth.sendPasswordResetEmail(DEMO_ACCOUNT.email);
    await app.navigate(`/auth?mode=resetPassword&oobCode=${auth.resetCodeFor(DEMO_ACCOUNT.email)}`);
    await fillIn("New password", "a fresh password");
    await userEvent.click(screen.getByRole("button", { name: "Save and sign in" }));
    await waitFor(() => expect(app.location()).toBe("/playground"));
  });

  it("says 'Invalid Code.' for a reset link whose code is not valid", async () => {
    await renderApp("/auth?mode=resetPassword&oobCode=used-already");
    await fillIn("New password", "a fresh password");
    await userEvent.click(screen.getByRole("button", { name: "Save and sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid Code.");
  });

  it("signs in with a social account in one click", async () => {
    const app = await renderApp("/auth");
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Microsoft" }));
    await waitFor(() => expect(app.location()).toBe("/playground"));
  });

  it("offers only the hosted page and social accounts when the provider has no password form", async () => {
    const hostedOnly = {
      capabilities: { passwordForm: false, hostedLogin: true, socialProviders: [IdentityProvider.GOOGLE] },
      signInWithHostedPage: vi.fn(() => Promise.reject(new Error("not in this test"))),
    } as unknown as AuthProvider;
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await renderApp("/auth?mode=resetPassword&oobCode=abc", { auth: hostedOnly });
    const card = (await screen.findByRole("heading", { level: 1, name: "Sign in" })).closest("section, div");
    expect(screen.queryByLabelText("Password", { selector: "input" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Forgot your password?" })).toBeNull();
    expect(screen.queryByLabelText("New password", { selector: "input" })).toBeNull();
    expect(within(card as HTMLElement).getByRole("button", { name: "Continue with Google" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Sign in or create an account" }));
    expect(hostedOnly.signInWithHostedPage).toHaveBeenCalledOnce();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "There was a problem logging you in. Please try again later.",
    );
  });

  it("shows 'Organization has problem!' full screen and stays when the organization cannot be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = Object.assign(new MemoryOrganizationGateway(), {
      getOrganization: () => Promise.reject(new Error("502")),
    });
    const app = await renderApp("/auth", { organizationGateway: failing });
    await logIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const problem = await screen.findByTestId("organization-problem");
    expect(within(problem).getByText("Organization has problem!")).toBeTruthy();
    expect(problem.querySelector(".bp6-spinner svg")?.getAttribute("width")).toBe("100");
    expect(app.location()).toBe("/auth");
  });

  it("loads the organization again on Try again, once the gateway answers", async () => {
    const gateway = new MemoryOrganizationGateway();
    let failures = 1;
    const flaky = Object.assign(new MemoryOrganizationGateway(), {
      getOrganization: () => (failures-- > 0 ? Promise.reject(new Error("502")) : gateway.getOrganization()),
    });
    const app = await renderApp("/auth", { organizationGateway: flaky });
    await logIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const problem = await screen.findByTestId("organization-problem");
    await userEvent.click(within(problem).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByTestId("organization-problem")).toBeNull());
    await waitFor(() => expect(app.location()).toBe("/playground"));
  });

  it("lets the person sign out from the organization problem screen", async () => {
    const failing = Object.assign(new MemoryOrganizationGateway(), {
      getOrganization: () => Promise.reject(new Error("502")),
    });
    const app = await renderApp("/auth", { organizationGateway: failing });
    await logIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const problem = await screen.findByTestId("organization-problem");
    await userEvent.click(within(problem).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(screen.queryByTestId("organization-problem")).toBeNull());
    expect(app.container.get(SessionStore).current().isAuthenticated).toBe(false);
    expect(app.location()).toBe("/auth");
  });
});
