/**
 * Whether a string is of a format OpenAI's structured outputs name (RFC 3339 dates and times, ISO 8601
 * durations, RFC 5321 addresses in their usual form, RFC 1123 host names, IP addresses, UUIDs) or a URI; null for
 * a format this check does not know, which JSON Schema treats as a mere annotation.
 */
export function stringFitsFormat(text: string, format: string): boolean | null {
  return Object.hasOwn(FORMAT_CHECKS, format) ? (FORMAT_CHECKS[format]?.(text) ?? null) : null;
}

const FORMAT_CHECKS: Readonly<Record<string, (text: string) => boolean>> = {
  date: isDate,
  time: isTime,
  "date-time": (text) => {
    const match = /^(.+?)[Tt ](.+)$/.exec(text);
    return match?.[1] !== undefined && match[2] !== undefined && isDate(match[1]) && isTime(match[2]);
  },
  duration: (text) =>
    /^P(?:\d+W|(?=\d|T\d)(?:\d+Y)?(?:\d+M)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+S)?)?)$/.test(text),
  email: (text) => {
    const at = text.lastIndexOf("@");
    return (
      at > 0 &&
      /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/.test(text.slice(0, at)) &&
      isHostname(text.slice(at + 1)) &&
      text.slice(at + 1).includes(".")
    );
  },
  hostname: isHostname,
  ipv4: (text) =>
    /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(text),
  // The URL parser knows every shortened form of an IPv6 address; the first test keeps zones and ports out.
  ipv6: (text) => /^[0-9A-Fa-f:.]+$/.test(text) && text.includes(":") && URL.canParse(`http://[${text}]/`),
  uuid: (text) => /^[0-9A-Fa-f]{8}-(?:[0-9A-Fa-f]{4}-){3}[0-9A-Fa-f]{12}$/.test(text),
  uri: (text) => /^[A-Za-z][A-Za-z0-9+.-]*:\S*$/.test(text) && URL.canParse(text),
};

function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, reads years 0 to 99 as they are written.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isTime(text: string): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/.test(text);
}

function isHostname(text: string): boolean {
  const name = text.endsWith(".") ? text.slice(0, -1) : text;
  return (
    name.length > 0 &&
    name.length <= 253 &&
    name.split(".").every((label) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label))
  );
}
