// @vitest-environment jsdom
import { Classes } from "@blueprintjs/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryColorScheme } from "../../adapters/color-scheme-memory/memory-color-scheme.adapter.ts";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { AppPreferences } from "../../core/preferences/app-preferences.ts";
import { PALETTES } from "../../core/theme/palette.ts";
import { ThemeMode } from "../../core/theme/theme-mode.ts";
import { themeOf } from "./theme.test-helper.ts";
import { startThemeController, THEME_COLOR_DELAY_MS } from "./theme-controller.ts";

const themeColor = () => document.head.querySelector('meta[name="theme-color"]')?.getAttribute("content");

function start(prefersDark = false) {
  const scheme = new MemoryColorScheme(prefersDark);
  const viewModel = themeOf(new AppPreferences(new MemoryStore(), ThemeMode.DARK), scheme);
  const controller = startThemeController(document, viewModel);
  return { viewModel, scheme, controller };
}

describe("the theme controller", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '<meta name="theme-color" content="#000000">';
    document.body.className = "";
    document.documentElement.removeAttribute("style");
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("paints the page dark with Blueprint's dark class on start", () => {
    const { controller } = start();
    expect(document.body.classList.contains(Classes.DARK)).toBe(true);
    expect(document.body.classList.contains("app-theme-dark")).toBe(true);
    expect(document.body.classList.contains("app-theme-light")).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe("dark");
    expect(themeColor()).toBe(PALETTES.dark.background);
    controller.stop();
  });

  it("writes every palette colour as a CSS variable on the root element", () => {
    const { viewModel, controller } = start();
    const style = document.documentElement.style;
    expect(style.getPropertyValue("--app-primary")).toBe(PALETTES.dark.primary);
    expect(style.getPropertyValue("--app-gray-10")).toBe(PALETTES.dark.gray10);
    viewModel.setMode(ThemeMode.LIGHT);
    expect(style.getPropertyValue("--app-background")).toBe(PALETTES.light.background);
    expect(style.getPropertyValue("--app-base")).toBe(PALETTES.light.base);
    controller.stop();
  });

  it("removes the dark class at once when the person switches to light", () => {
    const { viewModel, controller } = start();
    viewModel.setMode(ThemeMode.LIGHT);
    expect(document.body.classList.contains(Classes.DARK)).toBe(false);
    expect(document.body.classList.contains("app-theme-light")).toBe(true);
    expect(document.body.classList.contains("app-theme-dark")).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe("light");
    controller.stop();
  });

  it("updates the browser theme colour only 500 ms after a change", () => {
    const { viewModel, controller } = start();
    viewModel.setMode(ThemeMode.LIGHT);
    expect(themeColor()).toBe(PALETTES.dark.background);
    vi.advanceTimersByTime(THEME_COLOR_DELAY_MS - 1);
    expect(themeColor()).toBe(PALETTES.dark.background);
    vi.advanceTimersByTime(1);
    expect(themeColor()).toBe(PALETTES.light.background);
    controller.stop();
  });

  it("writes only the last theme colour after rapid changes", () => {
    const { viewModel, controller } = start();
    const meta = document.head.querySelector('meta[name="theme-color"]') as HTMLMetaElement;
    const writes = vi.spyOn(meta, "setAttribute");
    viewModel.setMode(ThemeMode.LIGHT);
    vi.advanceTimersByTime(300);
    viewModel.setMode(ThemeMode.DARK);
    vi.advanceTimersByTime(300);
    viewModel.setMode(ThemeMode.LIGHT);
    vi.advanceTimersByTime(THEME_COLOR_DELAY_MS);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(themeColor()).toBe(PALETTES.light.background);
    controller.stop();
  });

  it("repaints when the OS switches while SYSTEM is chosen", () => {
    const { viewModel, scheme, controller } = start(false);
    viewModel.setMode(ThemeMode.SYSTEM);
    expect(document.body.classList.contains(Classes.DARK)).toBe(false);
    scheme.setPrefersDark(true);
    expect(document.body.classList.contains(Classes.DARK)).toBe(true);
    vi.advanceTimersByTime(THEME_COLOR_DELAY_MS);
    expect(themeColor()).toBe(PALETTES.dark.background);
    controller.stop();
  });

  it("adds the theme-colour tag when the page has none", () => {
    document.head.innerHTML = "";
    const { controller } = start();
    expect(themeColor()).toBe(PALETTES.dark.background);
    controller.stop();
  });

  it("leaves the page alone once stopped, even with a colour update pending", () => {
    const { viewModel, controller } = start();
    viewModel.setMode(ThemeMode.LIGHT);
    controller.stop();
    vi.advanceTimersByTime(THEME_COLOR_DELAY_MS);
    expect(themeColor()).toBe(PALETTES.dark.background);
    viewModel.setMode(ThemeMode.DARK);
    expect(document.body.classList.contains("app-theme-light")).toBe(true);
  });

  it("uses the scheduler it is given for the delayed update", () => {
    const scheduled: Array<{ run: () => void; delayMs: number }> = [];
    const scheduler = {
      setTimeout: (run: () => void, delayMs: number) => scheduled.push({ run, delayMs }),
      clearTimeout: () => {},
    };
    const viewModel = themeOf(
      new AppPreferences(new MemoryStore(), ThemeMode.DARK),
      new MemoryColorScheme(false),
    );
    const controller = startThemeController(document, viewModel, scheduler);
    viewModel.setMode(ThemeMode.LIGHT);
    expect(scheduled.map((entry) => entry.delayMs)).toEqual([THEME_COLOR_DELAY_MS]);
    scheduled[0]?.run();
    expect(themeColor()).toBe(PALETTES.light.background);
    controller.stop();
  });
});
