import { describe, expect, it } from "vitest";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { ThemeMode } from "../theme/theme-mode.ts";
import { readAppState, writeAppState } from "./app-state.ts";

function storeHolding(raw: string | null): MemoryStore {
  const store = new MemoryStore();
  if (raw !== null) store.write("app", raw);
  return store;
}

const FALLBACK = { themeMode: ThemeMode.DARK, languageIso: "en-US" };

describe("the stored app state", () => {
  it("is the configured theme and en-US when nothing is stored", () => {
    expect(readAppState(storeHolding(null), ThemeMode.DARK)).toEqual(FALLBACK);
    expect(readAppState(storeHolding(""), ThemeMode.DARK)).toEqual(FALLBACK);
  });

  it("falls back when what is stored is not an object", () => {
    for (const raw of ["null", "42", '"LIGHT"', "{broken"])
      expect(readAppState(storeHolding(raw), ThemeMode.DARK)).toEqual(FALLBACK);
  });

  it("keeps each valid choice and falls back on each invalid one apart", () => {
    expect(readAppState(storeHolding('{"themeMode":"LIGHT","languageIso":"x!"}'), ThemeMode.DARK)).toEqual({
      themeMode: ThemeMode.LIGHT,
      languageIso: "en-US",
    });
    expect(readAppState(storeHolding('{"themeMode":"NEON","languageIso":"de-DE"}'), ThemeMode.DARK)).toEqual({
      themeMode: ThemeMode.DARK,
      languageIso: "de-DE",
    });
  });

  it("is written as JSON under the key app and read back", () => {
    const store = new MemoryStore();
    writeAppState(store, { themeMode: ThemeMode.SYSTEM, languageIso: "pt-BR" });
    expect(store.read("app")).toBe('{"themeMode":"SYSTEM","languageIso":"pt-BR"}');
    expect(readAppState(store, ThemeMode.DARK)).toEqual({
      themeMode: ThemeMode.SYSTEM,
      languageIso: "pt-BR",
    });
  });
});
