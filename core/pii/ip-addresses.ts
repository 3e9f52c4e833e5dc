/** An IPv6 address in any of its written forms (full, `::`-compressed, with a trailing IPv4). */
export function isIpv6Address(text: string): boolean {
  const halves = text.split("::");
  if (halves.length > 2) return false;
  const groupsOf = (half: string | undefined) => (half ? half.split(":") : []);
  const groups = [...groupsOf(halves[0]), ...groupsOf(halves[1])];
  const last = groups.at(-1);
  const embeddedIpv4 = last?.includes(".") === true;
  if (embeddedIpv4 && !isIpv4Address(last)) return false;
  const hexGroups = embeddedIpv4 ? groups.slice(0, -1) : groups;
  if (!hexGroups.every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group))) return false;
  const width = hexGroups.length + (embeddedIpv4 ? 2 : 0);
  return halves.length === 2 ? width < 8 : width === 8;
}

export function isIpv4Address(text: string): boolean {
  const parts = text.split(".");
  return parts.length === 4 && parts.every((part) => /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(part));
}
