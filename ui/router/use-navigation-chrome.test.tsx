// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNT } from "../../adapters/auth-memory/memory-auth.adapter.ts";
import { renderApp } from "../testing/render-app.tsx";

async function followLink(name: string): Promise<void> {
  const [link] = screen.getAllByRole("link", { name });
  if (!link) throw new Error(`No link "${name}"`);
  await userEvent.click(link);
}

describe("focus on navigation", () => {
  it("leaves the focus where the browser put it on the page the app was opened at", async () => {
    await renderApp("/feedback");
    await screen.findByRole("heading", { level: 1, name: "Feedback" });
    expect(document.activeElement).toBe(document.body);
  });

  it("moves the focus to the new page's heading when a link of the menu is followed", async () => {
    await renderApp("/feedback");
    await screen.findByRole("heading", { level: 1, name: "Feedback" });
    await followLink("Available models");
    const heading = await screen.findByRole("heading", { level: 1, name: "Available models" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tabIndex).toBe(-1);
  });

  it("moves the focus to the playground's heading after signing in, though the layout changes with it", async () => {
    const app = await renderApp("/auth");
    await userEvent.type(await screen.findByLabelText("Email", { selector: "input" }), DEMO_ACCOUNT.email);
    await userEvent.type(screen.getByLabelText("Password", { selector: "input" }), DEMO_ACCOUNT.password);
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(app.location()).toBe("/playground"));
    const heading = await screen.findByRole("heading", { level: 1, name: "Playground" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
