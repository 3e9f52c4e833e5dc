import { Classes } from "@blueprintjs/core";
import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";

/**
 * Presses Escape as a person would once a drawer or dialog is open: after Blueprint's overlay has taken the keyboard
 * into itself. A key pressed before that reaches the page behind it, which a slow machine makes likely.
 */
export async function escapeFromOverlay(content: HTMLElement): Promise<void> {
  const overlay = content.closest<HTMLElement>(`.${Classes.OVERLAY}`) ?? content;
  await waitFor(() => expect(overlay.contains(document.activeElement)).toBe(true));
  await userEvent.keyboard("{Escape}");
}
