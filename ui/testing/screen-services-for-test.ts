import { readFileSync } from "node:fs";
import i18next from "i18next";
import { Container, type ServiceIdentifier } from "inversify";
import type { ScreenServices, Translate } from "../wiring/screen-services.ts";

type Bind = <T>(token: ServiceIdentifier<T>, value: T) => void;

let enUS: Translate | null = null;

/** The en-US texts of both packs, read once from disk: tests assert what a person would read. */
function englishTexts(): Translate {
  if (enUS) return enUS;
  const pack = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
  const instance = i18next.createInstance();
  instance.init({
    lng: "en-US",
    initAsync: false,
    resources: { "en-US": { translation: pack("../i18n/packs/en-US.json") } },
    interpolation: { escapeValue: false },
  });
  instance.addResourceBundle("en-US", "translation", pack("../i18n/packs/screens/en-US.json"), true, true);
  const translate: Translate = instance.t.bind(instance);
  enUS = translate;
  return translate;
}

/**
 * What a view model factory needs, for a view model's tests: a container holding only what the test binds (its
 * fakes), and the en-US texts.
 */
export function screenServicesForTest(bindAll: (bind: Bind) => void): ScreenServices {
  const container = new Container();
  bindAll((token, value) => {
    container.bind(token).toConstantValue(value);
  });
  return { container, translate: englishTexts() };
}
