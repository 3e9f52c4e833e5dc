import type { PackLoader } from "../i18n/i18n.ts";

/** The language packs read from the repository, for tests that run without a build to fetch them from. */
export const shellPackFromDisk: PackLoader = async (iso) =>
  (await import(`../i18n/packs/${iso}.json`)).default;

export const screensPackFromDisk: PackLoader = async (iso) =>
  (await import(`../i18n/packs/screens/${iso}.json`)).default;
