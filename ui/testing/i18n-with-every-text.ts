import type { i18n } from "i18next";
import { createI18n, loadScreenTexts } from "../i18n/i18n.ts";
import { screensPackFromDisk } from "./packs-from-disk.ts";

/** An i18n instance holding the shell's and the screens' texts, for tests that render a screen on its own. */
export async function i18nWithEveryText(): Promise<i18n> {
  const instance = await createI18n();
  await loadScreenTexts(instance, screensPackFromDisk);
  return instance;
}
