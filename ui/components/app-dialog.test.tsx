// @vitest-environment jsdom
import { OverlaysProvider } from "@blueprintjs/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../i18n/i18n.ts";
import { i18nWithEveryText } from "../testing/i18n-with-every-text.ts";
import { shellPackFromDisk } from "../testing/packs-from-disk.ts";
import { AppDialog, AppDrawer } from "./app-dialog.tsx";

async function renderInFrench(overlay: ReactNode) {
  const i18n = await i18nWithEveryText();
  await applyLanguage(i18n, "fr-FR", shellPackFromDisk);
  render(
    <I18nextProvider i18n={i18n}>
      <OverlaysProvider>{overlay}</OverlaysProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe("dialogs and drawers", () => {
  it("name their close button in the interface language, and close with it", async () => {
    const onClose = vi.fn();
    const user = await renderInFrench(
      <AppDialog isOpen onClose={onClose} title="Nouveau département">
        <p>Contenu</p>
      </AppDialog>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Nouveau département" });
    await user.click(within(dialog).getByRole("button", { name: "Fermer" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("offer no close button while they may not be closed", async () => {
    await renderInFrench(
      <AppDialog isOpen onClose={() => {}} title="Paiement" isCloseButtonShown={false}>
        <p>Envoi…</p>
      </AppDialog>,
    );
    await screen.findByRole("dialog", { name: "Paiement" });
    expect(screen.queryByRole("button", { name: "Fermer" })).toBeNull();
  });

  it("give a drawer the same translated title bar", async () => {
    const onClose = vi.fn();
    const user = await renderInFrench(
      <AppDrawer isOpen onClose={onClose} title="Requête">
        <p>Détails</p>
      </AppDrawer>,
    );
    expect(await screen.findByRole("heading", { name: "Requête" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Fermer" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
