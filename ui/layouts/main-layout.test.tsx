// @vitest-environment jsdom

import { Classes } from "@blueprintjs/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { escapeFromOverlay } from "../testing/escape-from-overlay.ts";
import { renderApp } from "../testing/render-app.tsx";

async function openedDrawer(): Promise<HTMLElement> {
  return waitFor(() => {
    const drawer = document.querySelector<HTMLElement>(`.${Classes.DRAWER}`);
    if (!drawer) throw new Error("No drawer open");
    return drawer;
  });
}

function noDrawer(): void {
  expect(document.querySelector(`.${Classes.DRAWER}`)).toBeNull();
}

describe("the main layout's menu on narrow viewports", () => {
  it("opens the navigation in a drawer from the keyboard, and Escape closes it and gives the keyboard back", async () => {
    await renderApp("/feedback");
    await screen.findByRole("heading", { level: 1, name: "Feedback" });
    const menuButton = screen.getByRole("button", { name: "Open navigation" });
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
    menuButton.focus();
    await userEvent.keyboard("{Enter}");
    const drawer = await openedDrawer();
    expect(within(drawer).getAllByRole("link", { name: "Available models" })).toHaveLength(1);
    expect(menuButton.getAttribute("aria-expanded")).toBe("true");
    // Blueprint's overlay takes the keyboard into itself (its focus trap, around the drawer).
    await escapeFromOverlay(drawer);
    await waitFor(noDrawer);
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });

  it("closes the drawer once a link in it is followed", async () => {
    await renderApp("/feedback");
    await screen.findByRole("heading", { level: 1, name: "Feedback" });
    await userEvent.click(screen.getByRole("button", { name: "Open navigation" }));
    const drawer = await openedDrawer();
    await userEvent.click(within(drawer).getByRole("link", { name: "Available models" }));
    await screen.findByRole("heading", { level: 1, name: "Available models" });
    await waitFor(noDrawer);
  });
});
