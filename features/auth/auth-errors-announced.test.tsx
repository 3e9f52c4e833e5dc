// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNT } from "../../adapters/auth-memory/memory-auth.adapter.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

async function logIn(email: string, password: string): Promise<void> {
  const emailField = await screen.findByLabelText("Email", { selector: "input" });
  await userEvent.clear(emailField);
  await userEvent.type(emailField, email);
  const passwordField = screen.getByLabelText("Password", { selector: "input" });
  await userEvent.clear(passwordField);
  if (password) await userEvent.type(passwordField, password);
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
}

describe("the sign-in form's errors, for screen-reader users", () => {
  it("marks a field with a broken rule invalid and describes it by that rule, read out as an alert", async () => {
    await renderApp("/auth");
    await logIn("not-an-email", "long-enough-password");
    const email = await screen.findByLabelText("Email", { selector: "input" });
    await screen.findByText("email must be an email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const description = document.getElementById(email.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("email must be an email");
    expect(description?.getAttribute("role")).toBe("alert");
    expect(screen.getByLabelText("Password", { selector: "input" }).getAttribute("aria-invalid")).toBe(
      "false",
    );
  });

  it("announces a refusal of the whole form in an alert region", async () => {
    await renderApp("/auth");
    await logIn(DEMO_ACCOUNT.email, "not the password");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("The email or password you entered is incorrect.");
  });
});
