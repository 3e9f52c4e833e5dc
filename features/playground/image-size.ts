import { formattingLocale } from "../../core/i18n/formatting-locale.ts";

const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** A file's size as people read it, in the interface language's units: "3 MB", "240 kB". */
export function imageSize(bytes: number): string {
  const megabytes = bytes >= MEGABYTE;
  return new Intl.NumberFormat(formattingLocale(), {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(Math.max(megabytes ? bytes / MEGABYTE : bytes / KILOBYTE, megabytes ? 0 : 1));
}
