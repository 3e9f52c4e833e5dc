// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { memoryModules } from "../../adapters/modules/memory.module.ts";
import { createConfig } from "../../core/config/create-config.ts";
import { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { ThemeMode } from "../../core/theme/theme-mode.ts";
import { createAppContainer } from "../composition-root.ts";
import { ContainerContext } from "../hooks/use-service.ts";
import { createI18n } from "../i18n/i18n.ts";
import { ThemeViewModel } from "./theme.view-model.ts";
import { ThemeSwitcher } from "./theme-switcher.tsx";

async function renderSwitcher() {
  const container = createAppContainer("memory", createConfig(), memoryModules(window));
  const i18n = await createI18n();
  render(
    <ContainerContext.Provider value={container}>
      <I18nextProvider i18n={i18n}>
        <ThemeSwitcher />
      </I18nextProvider>
    </ContainerContext.Provider>,
  );
  const storedApp = () => JSON.parse(container.get(KeyValueStore).read("app") ?? "null");
  return { theme: container.get(ThemeViewModel), storedApp, user: userEvent.setup() };
}

describe("the theme switcher", () => {
  it("offers Light, Dark and System in a group named Theme, with Dark chosen on a first visit", async () => {
    await renderSwitcher();
    const group = screen.getByRole("radiogroup", { name: "Theme" });
    const names = [...group.querySelectorAll('[role="radio"]')].map((option) => option.textContent);
    expect(names).toEqual(["Light", "Dark", "System"]);
    expect(screen.getByRole("radio", { name: "Dark" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("radio", { name: "Light" }).getAttribute("aria-checked")).toBe("false");
  });

  it("shows an icon beside each choice", async () => {
    await renderSwitcher();
    for (const option of screen.getAllByRole("radio")) expect(option.querySelector("svg")).not.toBeNull();
  });

  it("switches to light and remembers it when the person chooses Light", async () => {
    const { theme, storedApp, user } = await renderSwitcher();
    await user.click(screen.getByRole("radio", { name: "Light" }));
    expect(theme.current()).toMatchObject({ mode: ThemeMode.LIGHT, applied: "light" });
    expect(storedApp()).toMatchObject({ themeMode: "LIGHT" });
    expect(screen.getByRole("radio", { name: "Light" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("radio", { name: "Dark" }).getAttribute("aria-checked")).toBe("false");
  });

  it("can be operated with the arrow keys", async () => {
    const { theme, user } = await renderSwitcher();
    screen.getByRole("radio", { name: "Dark" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(theme.current().mode).toBe(ThemeMode.SYSTEM);
    expect(document.activeElement?.textContent).toBe("System");
  });

  it("reflects a change made elsewhere, such as another control", async () => {
    const { theme } = await renderSwitcher();
    act(() => theme.setMode(ThemeMode.SYSTEM));
    expect(screen.getByRole("radio", { name: "System" }).getAttribute("aria-checked")).toBe("true");
  });
});
