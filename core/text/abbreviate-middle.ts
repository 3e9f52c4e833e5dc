/**
 * Keeps the first `head` and last `tail` characters of a long identifier with an ellipsis between (masked API
 * keys, request ids); a text too short to shorten is returned whole.
 */
export function abbreviateMiddle(text: string, head: number, tail: number): string {
  if (text.length <= head + tail) return text;
  return `${text.slice(0, head)}...${text.slice(text.length - tail)}`;
}
