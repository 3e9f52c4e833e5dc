import { describe, expect, it } from "vitest";
import { MemoryColorScheme } from "../../adapters/color-scheme-memory/memory-color-scheme.adapter.ts";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { AppPreferences } from "../../core/preferences/app-preferences.ts";
import { PALETTES } from "../../core/theme/palette.ts";
import { ThemeMode } from "../../core/theme/theme-mode.ts";
import { themeOf } from "./theme.test-helper.ts";
import type { ThemeState } from "./theme.view-model.ts";

function openDashboard(store = new MemoryStore(), scheme = new MemoryColorScheme(false)) {
  const viewModel = themeOf(new AppPreferences(store, ThemeMode.DARK), scheme);
  const states: ThemeState[] = [];
  const subscription = viewModel.state$.subscribe((state) => states.push(state));
  const latest = () => states.at(-1);
  const close = () => {
    subscription.unsubscribe();
    viewModel.dispose();
  };
  return { viewModel, states, latest, close, store, scheme };
}

describe("the theme", () => {
  it("is dark on a first visit, even when the OS prefers light", () => {
    const { latest, states, close } = openDashboard();
    expect(states).toHaveLength(1);
    expect(latest()).toEqual({ mode: ThemeMode.DARK, applied: "dark", palette: PALETTES.dark });
    close();
  });

  it("switches to light with the light palette when the person chooses LIGHT", () => {
    const { viewModel, latest, close } = openDashboard();
    viewModel.setMode(ThemeMode.LIGHT);
    expect(latest()).toEqual({ mode: ThemeMode.LIGHT, applied: "light", palette: PALETTES.light });
    close();
  });

  it("is remembered after a reload", () => {
    const store = new MemoryStore();
    const first = openDashboard(store);
    first.viewModel.setMode(ThemeMode.LIGHT);
    first.close();
    expect(JSON.parse(store.read("app") ?? "{}")).toMatchObject({ themeMode: "LIGHT" });

    const reloaded = openDashboard(store);
    expect(reloaded.latest()?.mode).toBe(ThemeMode.LIGHT);
    expect(reloaded.latest()?.applied).toBe("light");
    reloaded.close();
  });

  it("follows the OS live when SYSTEM is chosen", () => {
    const { viewModel, scheme, states, close } = openDashboard(
      new MemoryStore(),
      new MemoryColorScheme(true),
    );
    viewModel.setMode(ThemeMode.SYSTEM);
    expect(states.at(-1)?.applied).toBe("dark");
    scheme.setPrefersDark(false);
    expect(states.at(-1)).toEqual({ mode: ThemeMode.SYSTEM, applied: "light", palette: PALETTES.light });
    scheme.setPrefersDark(true);
    expect(states.at(-1)?.applied).toBe("dark");
    close();
  });

  it("ignores the OS when LIGHT is chosen", () => {
    const { viewModel, scheme, states, close } = openDashboard();
    viewModel.setMode(ThemeMode.LIGHT);
    const count = states.length;
    scheme.setPrefersDark(true);
    scheme.setPrefersDark(false);
    expect(states).toHaveLength(count);
    expect(states.at(-1)?.applied).toBe("light");
    close();
  });

  it("does not repaint when the same mode is chosen again", () => {
    const { viewModel, states, close } = openDashboard();
    viewModel.setMode(ThemeMode.DARK);
    expect(states).toHaveLength(1);
    close();
  });

  it("reports the mode change when SYSTEM resolves to the look already shown", () => {
    const { viewModel, states, close } = openDashboard(new MemoryStore(), new MemoryColorScheme(true));
    viewModel.setMode(ThemeMode.SYSTEM);
    expect(states.map((state) => state.mode)).toEqual([ThemeMode.DARK, ThemeMode.SYSTEM]);
    expect(states.at(-1)?.applied).toBe("dark");
    close();
  });

  it("gives a late subscriber the current theme at once", () => {
    const { viewModel, close } = openDashboard();
    viewModel.setMode(ThemeMode.LIGHT);
    const seen: ThemeState[] = [];
    viewModel.state$.subscribe((state) => seen.push(state)).unsubscribe();
    expect(seen.map((state) => state.applied)).toEqual(["light"]);
    expect(viewModel.current().applied).toBe("light");
    close();
  });

  it("stops following the OS once disposed", () => {
    const { viewModel, scheme, states, close } = openDashboard(
      new MemoryStore(),
      new MemoryColorScheme(true),
    );
    viewModel.setMode(ThemeMode.SYSTEM);
    close();
    const count = states.length;
    scheme.setPrefersDark(false);
    expect(states).toHaveLength(count);
  });
});
