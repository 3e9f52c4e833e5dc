import { plausibleWord } from "./plausible-word.ts";

/** The string formats of OpenAI's structured outputs, and `uri`, which zod's `z.url()` asks for. */
export const STRING_FORMATS = [
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
  "uri",
] as const;

export type StringFormat = (typeof STRING_FORMATS)[number];

export function isStringFormat(format: string): format is StringFormat {
  return (STRING_FORMATS as readonly string[]).includes(format);
}

/** A string of the format; addresses use the ranges and domains reserved for documentation, so none is real. */
export function formattedString(format: StringFormat, random: () => number): string {
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const twoDigits = (value: number) => String(value).padStart(2, "0");
  const date = () => `${between(2020, 2027)}-${twoDigits(between(1, 12))}-${twoDigits(between(1, 28))}`;
  const time = () =>
    `${twoDigits(between(0, 23))}:${twoDigits(between(0, 59))}:${twoDigits(between(0, 59))}Z`;
  const hex = (length: number) => Array.from({ length }, () => between(0, 15).toString(16)).join("");
  switch (format) {
    case "date":
      return date();
    case "time":
      return time();
    case "date-time":
      return `${date()}T${time()}`;
    case "duration":
      return random() < 0.5 ? `P${between(1, 30)}D` : `PT${between(1, 12)}H${between(1, 59)}M`;
    case "email":
      return `${plausibleWord(random)}.${plausibleWord(random)}@example.com`;
    case "hostname":
      return `${plausibleWord(random)}.example.com`;
    case "ipv4":
      return `${["192.0.2", "198.51.100", "203.0.113"][between(0, 2)]}.${between(1, 254)}`;
    case "ipv6":
      return `2001:db8::${hex(4)}`;
    case "uuid":
      return `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[between(0, 3)]}${hex(3)}-${hex(12)}`;
    case "uri":
      return `https://example.com/${plausibleWord(random)}`;
  }
}
