import { describe, expect, it } from "vitest";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { ThemeMode } from "../theme/theme-mode.ts";
import { AppPreferences } from "./app-preferences.ts";

describe("the person's preferences", () => {
  it("start with the configured theme and en-US", () => {
    expect(new AppPreferences(new MemoryStore(), ThemeMode.DARK).current()).toEqual({
      themeMode: ThemeMode.DARK,
      languageIso: "en-US",
    });
  });

  it("are stored under the key app and come back after a reload", () => {
    const store = new MemoryStore();
    const preferences = new AppPreferences(store, ThemeMode.DARK);
    preferences.setThemeMode(ThemeMode.SYSTEM);
    preferences.setLanguage("fr-FR");
    expect(JSON.parse(store.read("app") ?? "")).toEqual({ themeMode: "SYSTEM", languageIso: "fr-FR" });
    expect(new AppPreferences(store, ThemeMode.DARK).current()).toEqual({
      themeMode: "SYSTEM",
      languageIso: "fr-FR",
    });
  });

  it("ignore a damaged stored value", () => {
    const store = new MemoryStore();
    store.write("app", "{not json");
    expect(new AppPreferences(store, ThemeMode.LIGHT).current().themeMode).toBe(ThemeMode.LIGHT);
    store.write("app", JSON.stringify({ themeMode: "NEON", languageIso: 42 }));
    expect(new AppPreferences(store, ThemeMode.LIGHT).current()).toEqual({
      themeMode: ThemeMode.LIGHT,
      languageIso: "en-US",
    });
  });

  it("refuse values that are not a theme or a language", () => {
    const preferences = new AppPreferences(new MemoryStore(), ThemeMode.DARK);
    preferences.setThemeMode("NEON" as ThemeMode);
    preferences.setLanguage("<script>");
    expect(preferences.current()).toEqual({ themeMode: ThemeMode.DARK, languageIso: "en-US" });
  });

  it("announce a change only when the value changes", () => {
    const preferences = new AppPreferences(new MemoryStore(), ThemeMode.DARK);
    const seen: ThemeMode[] = [];
    preferences.themeMode$.subscribe((mode) => seen.push(mode));
    preferences.setLanguage("fr-FR");
    preferences.setThemeMode(ThemeMode.LIGHT);
    preferences.setThemeMode(ThemeMode.LIGHT);
    expect(seen).toEqual([ThemeMode.DARK, ThemeMode.LIGHT]);
  });

  it("announce the language and the whole state as they change, the language only when it changes", () => {
    const preferences = new AppPreferences(new MemoryStore(), ThemeMode.DARK);
    const languages: string[] = [];
    const states: unknown[] = [];
    preferences.languageIso$.subscribe((language) => languages.push(language));
    preferences.state$.subscribe((state) => states.push(state));
    preferences.setLanguage("fr-FR");
    preferences.setThemeMode(ThemeMode.LIGHT);
    preferences.setLanguage("fr-FR");
    expect(languages).toEqual(["en-US", "fr-FR"]);
    expect(states).toEqual([
      { themeMode: ThemeMode.DARK, languageIso: "en-US" },
      { themeMode: ThemeMode.DARK, languageIso: "fr-FR" },
      { themeMode: ThemeMode.LIGHT, languageIso: "fr-FR" },
      { themeMode: ThemeMode.LIGHT, languageIso: "fr-FR" },
    ]);
  });
});
