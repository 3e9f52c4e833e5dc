/** A chat message as a request's content lists it. */
export interface ContentMessage {
  readonly role: string;
  readonly content: string;
}

/** A logged request or response made readable; always plain text, never markup. */
export type ReadableContent =
  | { readonly kind: "messages"; readonly messages: readonly ContentMessage[] }
  | { readonly kind: "json"; readonly text: string }
  | { readonly kind: "text"; readonly text: string };

/**
 * The contents are whatever the caller sent and the model answered, so untrusted: a list of chat messages is
 * shown message by message, other JSON pretty-printed, anything else as it came. Null when nothing was recorded.
 */
export function readableContent(content: string | null): ReadableContent | null {
  if (content === null || content === "") return null;
  const parsed = parsedJson(content);
  if (parsed === undefined || typeof parsed !== "object" || parsed === null)
    return { kind: "text", text: content };
  if (isMessageList(parsed))
    return { kind: "messages", messages: parsed.map(({ role, content: text }) => ({ role, content: text })) };
  return { kind: "json", text: JSON.stringify(parsed, null, 2) };
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isMessageList(value: object): value is ContentMessage[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (item) =>
        typeof item === "object" &&
        item !== null &&
        typeof item.role === "string" &&
        typeof item.content === "string",
    )
  );
}
