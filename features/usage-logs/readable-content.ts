/** A logged request or response that is not a conversation, made readable; always plain text, never markup. */
export type ReadableContent =
  | { readonly kind: "json"; readonly text: string }
  | { readonly kind: "text"; readonly text: string };

/**
 * The contents are whatever the caller sent and the model answered, so untrusted: JSON is pretty-printed, anything
 * else shown as it came. Null when nothing was recorded. (A list of chat messages is read by core's
 * loggedExchangeOf, message by message.)
 */
export function readableContent(content: string | null): ReadableContent | null {
  if (content === null || content === "") return null;
  const parsed = parsedJson(content);
  if (parsed === undefined || typeof parsed !== "object" || parsed === null)
    return { kind: "text", text: content };
  return { kind: "json", text: JSON.stringify(parsed, null, 2) };
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
