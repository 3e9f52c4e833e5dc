// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyLanguage, createI18n, loadScreenTexts } from "./i18n.ts";
import frFR from "./packs/fr-FR.json";
import enUSScreens from "./packs/screens/en-US.json";
import frFRScreens from "./packs/screens/fr-FR.json";

afterEach(() => {
  document.documentElement.lang = "en-US";
});

describe("interface languages", () => {
  it("start in en-US with every text translated", async () => {
    const i18n = await createI18n();
    expect(i18n.language).toBe("en-US");
    expect(i18n.t("routes.PLAYGROUND_PAGE")).toBe("Playground");
  });

  it("load a language pack only when it is chosen, then switch the page language", async () => {
    const i18n = await createI18n();
    const load = vi.fn(async () => frFR);
    expect(await applyLanguage(i18n, "fr-FR", load)).toBe(true);
    expect(load).toHaveBeenCalledWith("fr-FR");
    expect(i18n.t("routes.PLAYGROUND_PAGE")).toBe("Bac à sable");
    expect(document.documentElement.lang).toBe("fr-FR");
    await applyLanguage(i18n, "en-US", load);
    await applyLanguage(i18n, "fr-FR", load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keep working in the current language when a pack fails to load, and log why", async () => {
    const i18n = await createI18n();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await applyLanguage(i18n, "fr-FR", () => Promise.reject(new Error("chunk failed")))).toBe(false);
    expect(i18n.language).toBe("en-US");
    expect(i18n.t("nav.signIn")).toBe("Sign in");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("fr-FR"), expect.any(Error));
  });

  it("refuse a language that is not offered", async () => {
    const i18n = await createI18n();
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await applyLanguage(i18n, "xx-XX")).toBe(false);
    expect(i18n.language).toBe("en-US");
  });

  it("keep the screens' texts out of the shell's pack, and add them when a screen asks", async () => {
    const i18n = await createI18n();
    expect(i18n.exists("playground.title")).toBe(false);
    const load = vi.fn(async (iso: string) => (iso === "fr-FR" ? frFRScreens : enUSScreens));
    await Promise.all([loadScreenTexts(i18n, load), loadScreenTexts(i18n, load)]);
    expect(i18n.t("playground.title")).toBe(enUSScreens.playground.title);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("load the screens' texts of a language chosen after a screen asked for them", async () => {
    const i18n = await createI18n();
    await loadScreenTexts(i18n, async (iso) => (iso === "fr-FR" ? frFRScreens : enUSScreens));
    expect(await applyLanguage(i18n, "fr-FR", async () => frFR)).toBe(true);
    expect(i18n.t("playground.title")).toBe(frFRScreens.playground.title);
  });

  it("download only the chosen language's screen texts", async () => {
    const i18n = await createI18n();
    await applyLanguage(i18n, "fr-FR", async () => frFR);
    const load = vi.fn(async () => frFRScreens);
    await loadScreenTexts(i18n, load);
    expect(load.mock.calls).toEqual([["fr-FR"]]);
    expect(i18n.t("playground.title")).toBe(frFRScreens.playground.title);
  });

  it("show en-US's screen texts when the chosen language's fail to arrive, and say why", async () => {
    const i18n = await createI18n();
    await applyLanguage(i18n, "fr-FR", async () => frFR);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await loadScreenTexts(i18n, async (iso) => {
      if (iso === "fr-FR") throw new Error("chunk failed");
      return enUSScreens;
    });
    expect(i18n.t("playground.title")).toBe(enUSScreens.playground.title);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("fr-FR"), expect.any(Error));
  });

  it("let a screen ask again after its texts failed to download", async () => {
    const i18n = await createI18n();
    await expect(loadScreenTexts(i18n, () => Promise.reject(new Error("offline")))).rejects.toThrow(
      "offline",
    );
    await loadScreenTexts(i18n, async () => enUSScreens);
    expect(i18n.t("playground.title")).toBe(enUSScreens.playground.title);
  });
});
