// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RouteName } from "../../core/routing/route-name.ts";
import { ROUTES } from "../../core/routing/route-table.ts";
import { renderApp } from "../testing/render-app.tsx";

describe("the app's routes", () => {
  it("send a visitor from a registered-only page to sign in, keeping the tier", async () => {
    const app = await renderApp("/api-key?tier=pro&utm=x");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(app.location()).toBe("/auth?tier=pro");
    expect(screen.getByText("You chose the pro plan. Sign in to continue to it.")).toBeTruthy();
  });

  it("start a signed-in person in the playground, with the registered-only links", async () => {
    const app = await renderApp("/", { signedIn: true });
    expect(await screen.findByRole("heading", { level: 1, name: "Playground" })).toBeTruthy();
    expect(app.location()).toBe("/playground");
    expect(screen.getAllByRole("link", { name: "API keys" }).length).toBeGreaterThan(0);
  });

  it("show a visitor only the pages they may open", async () => {
    await renderApp("/available-models");
    await screen.findByRole("heading", { level: 1, name: "Available models" });
    expect(screen.queryByRole("link", { name: "API keys" })).toBeNull();
    expect(screen.getAllByRole("link", { name: "Subscription" }).length).toBeGreaterThan(0);
  });

  it("sign in with the demo account and continue to the tier that was picked", async () => {
    const app = await renderApp("/auth?tier=team");
    await userEvent.click(await screen.findByRole("button", { name: "Fill in the demo account" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(app.location()).toBe("/subscription?tier=team"));
  });

  it("leave a registered-only page for the sign-in page on sign-out, with a toast", async () => {
    const app = await renderApp("/usage-logs", { signedIn: true });
    await screen.findByRole("heading", { level: 1, name: "Usage logs" });
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(app.location()).toBe("/auth"));
    expect(app.toasts()).toEqual(["You have signed out."]);
  });

  it("show the not-found page for an unknown address", async () => {
    const app = await renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(app.location()).toBe("/no/such/page");
  });

  it("show each error page with its explanation", async () => {
    await renderApp("/error/many-requests");
    expect(await screen.findByRole("heading", { level: 1, name: "Too many requests" })).toBeTruthy();
    expect(screen.getByText("Error 429")).toBeTruthy();
    expect(document.title).toContain("Too many requests");
  });

  it("switch the interface to the chosen language and remember it", async () => {
    const app = await renderApp("/feedback");
    await screen.findByRole("heading", { level: 1, name: "Feedback" });
    await userEvent.selectOptions(screen.getByLabelText("Language"), "fr-FR");
    expect(await screen.findByRole("heading", { level: 1, name: "Vos retours" })).toBeTruthy();
    expect(app.storedAppState()).toMatchObject({ languageIso: "fr-FR" });
  });

  it("name every screen route in the route table", async () => {
    const { SCREENS } = await import("./screens.ts");
    expect(Object.keys(SCREENS)).toContain(RouteName.PLAYGROUND_PAGE);
    // Every route has a screen but the one that only forwards (and no screen lacks a route), whatever routes come.
    const screenRoutes = ROUTES.filter((route) => !route.redirectTo).map((route) => route.name);
    expect(Object.keys(SCREENS).sort()).toEqual([...screenRoutes].sort());
  });
});
