import assert from "node:assert/strict";
import { Given, Then, When } from "@cucumber/cucumber";
import { AuthErrorCode } from "../../../core/auth/auth-error.ts";
import { IdentityProvider } from "../../../core/auth/identity-provider.ts";
import type { DashboardWorld } from "../support/world.ts";

function asProvider(name: string): IdentityProvider {
  const provider = name.toUpperCase() as IdentityProvider;
  assert.ok(Object.values(IdentityProvider).includes(provider), `unknown identity provider ${name}`);
  return provider;
}

function asCode(name: string): AuthErrorCode {
  assert.ok(Object.values(AuthErrorCode).includes(name as AuthErrorCode), `unknown auth code ${name}`);
  return name as AuthErrorCode;
}

Given("the identity provider's next answer is {word}", async function (this: DashboardWorld, code: string) {
  await this.dashboard.failNextIdentityCall(asCode(code));
});

When(
  "I sign in with the email {string} and the password {string}",
  async function (this: DashboardWorld, email: string, password: string) {
    await this.dashboard.logIn(email, password);
  },
);

When(
  "I sign in with the email {string} and a password of {int} characters",
  async function (this: DashboardWorld, email: string, length: number) {
    await this.dashboard.logIn(email, "p".repeat(length));
  },
);

When(
  "I sign in with the email {string} and the wrong password {int} times",
  async function (this: DashboardWorld, email: string, times: number) {
    for (let attempt = 0; attempt < times; attempt++) await this.dashboard.logIn(email, "not the password");
  },
);

When("I sign in with my {word} account", async function (this: DashboardWorld, provider: string) {
  await this.dashboard.signInWith(asProvider(provider));
});

When(
  "I sign in with {word} as {string} in the provider's window",
  async function (this: DashboardWorld, provider: string, email: string) {
    await this.dashboard.signInWith(asProvider(provider), email);
  },
);

When("I ask for a password reset for {string}", async function (this: DashboardWorld, email: string) {
  await this.dashboard.requestPasswordReset(email);
});

When(
  "I follow the password reset link sent to {string}",
  async function (this: DashboardWorld, email: string) {
    await this.dashboard.followResetLink(email);
  },
);

When("I choose the new password {string}", async function (this: DashboardWorld, password: string) {
  await this.dashboard.resetPassword(password);
});

Then(
  "the provider's sign-in window was {int} by {int} pixels",
  async function (this: DashboardWorld, width: number, height: number) {
    assert.deepEqual(await this.dashboard.lastSignInWindowSize(), { width, height });
  },
);

Then("the sign-in page says {string}", async function (this: DashboardWorld, message: string) {
  const messages = await this.dashboard.authMessages();
  assert.ok(messages.includes(message), `the sign-in page says ${JSON.stringify(messages)}`);
});

Then("the sign-in page says only {string}", async function (this: DashboardWorld, message: string) {
  assert.deepEqual(await this.dashboard.authMessages(), [message]);
});

Then("I am signed in as {string}", async function (this: DashboardWorld, email: string) {
  assert.equal(await this.dashboard.signedInEmail(), email);
});

Then("I am not signed in", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.signedInEmail(), null);
});

Then("no token is stored in plaintext", async function (this: DashboardWorld) {
  const check = await this.dashboard.storedSessionCheck();
  assert.equal(check.sealedTokensStored, true, "the session is not stored at all");
  assert.deepEqual(check.plaintextEntries, []);
});

Then("the stored session is gone", async function (this: DashboardWorld) {
  assert.deepEqual(await this.dashboard.storedSessionKeys(), []);
});
