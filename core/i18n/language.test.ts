import { afterEach, describe, expect, it } from "vitest";
import { formattingLocale, setFormattingLocale } from "./formatting-locale.ts";
import { DEFAULT_LANGUAGE, isLanguageIso } from "./language.ts";

describe("a language's ISO name", () => {
  it("is a BCP 47 tag: a language, then any subtags", () => {
    for (const tag of ["en", "fil", "en-US", "pt-BR", "zh-Hant-TW", "es-419", "de-DE-1901abcd"])
      expect(isLanguageIso(tag)).toBe(true);
  });

  it("is nothing else", () => {
    for (const value of [
      "EN-us",
      "e",
      "engl",
      "en-",
      "en_US",
      "en-U",
      "en-US9abcdef",
      " en-US",
      "en-US ",
      "",
      42,
      null,
    ])
      expect(isLanguageIso(value)).toBe(false);
  });
});

describe("the locale figures are shown in", () => {
  afterEach(() => setFormattingLocale(DEFAULT_LANGUAGE));

  it("is en-US until a language is applied, then that language", () => {
    expect(DEFAULT_LANGUAGE).toBe("en-US");
    expect(formattingLocale()).toBe("en-US");
    setFormattingLocale("de-DE");
    expect(formattingLocale()).toBe("de-DE");
  });
});
