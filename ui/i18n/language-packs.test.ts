import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  flatten,
  isLanguageNeutral,
  keyDifferences,
  type Pack,
  placeholderMismatches,
  untranslatedShare,
} from "./pack-audit.ts";
import { SUPPORTED_LANGUAGES } from "./supported-languages.ts";

const PARTS = [
  { part: "shell", path: (iso: string) => `packs/${iso}.json` },
  { part: "screens", path: (iso: string) => `packs/screens/${iso}.json` },
];

function readPack(path: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as Pack);
}

const MAX_UNTRANSLATED_SHARE = 0.1;

describe.each(SUPPORTED_LANGUAGES.filter((language) => language.iso !== "en-US"))(
  "the $iso language pack",
  ({ iso }) => {
    describe.each(PARTS)("its $part part", ({ path }) => {
      const source = () => readPack(path("en-US"));
      const pack = () => readPack(path(iso));

      it("has every key of en-US and no other, with plural keys in the language's own categories", () => {
        expect(keyDifferences(source(), pack(), iso)).toEqual({ missing: [], extra: [] });
      });

      it("keeps each text's placeholders", () => {
        expect(placeholderMismatches(source(), pack())).toEqual([]);
      });

      it("is really translated: at most a tenth of its texts equal en-US's, names and terms aside", () => {
        expect(untranslatedShare(source(), pack())).toBeLessThanOrEqual(MAX_UNTRANSLATED_SHARE);
      });
    });
  },
);

describe("the pack audit", () => {
  it("counts a text made only of product names, terms and placeholders as nothing to translate", () => {
    expect(isLanguageNeutral("GDPR")).toBe(true);
    expect(isLanguageNeutral("{{value}} ms")).toBe(true);
    expect(isLanguageNeutral("Export CSV")).toBe(false);
  });

  it("finds a key missing from a pack and one it should not have", () => {
    const source = new Map([
      ["a", "Save"],
      ["n_one", "{{count}} model"],
      ["n_other", "{{count}} models"],
    ]);
    const pack = new Map([
      ["n_one", "{{count}} modèle"],
      ["n_many", "{{count}} de modèles"],
      ["n_other", "{{count}} modèles"],
      ["b", "Annuler"],
    ]);
    expect(keyDifferences(source, pack, "fr-FR")).toEqual({ missing: ["a"], extra: ["b"] });
  });

  it("finds a translation that lost or invented a placeholder", () => {
    const source = new Map([["greeting", "Hello {{name}}"]]);
    expect(placeholderMismatches(source, new Map([["greeting", "Bonjour"]]))).toEqual(["greeting"]);
    expect(placeholderMismatches(source, new Map([["greeting", "Bonjour {{nom}}"]]))).toEqual(["greeting"]);
    expect(placeholderMismatches(source, new Map([["greeting", "Bonjour {{name}}"]]))).toEqual([]);
  });

  it("measures the share of texts left in English", () => {
    const source = new Map([
      ["save", "Save"],
      ["cancel", "Cancel"],
      ["law", "GDPR"],
    ]);
    const pack = new Map([
      ["save", "Save"],
      ["cancel", "Annuler"],
      ["law", "GDPR"],
    ]);
    expect(untranslatedShare(source, pack)).toBe(0.5);
  });
});
