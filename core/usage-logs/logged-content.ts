/** How much of an image's data URL the log keeps: its type, never its bytes. */
const DATA_URL = /^data:([^;,]*)(?:;[^,]*)?,(.*)$/s;

/**
 * A request's messages as the log keeps them (JSON text): as sent, except that an image sent inline keeps only its
 * type and size, so a log row never holds the picture itself. A remote image's address is kept as text.
 */
export function loggedMessages(messages: readonly unknown[]): string {
  return JSON.stringify(messages, (key, value: unknown) =>
    key === "url" && typeof value === "string" ? loggedImageUrl(value) : value,
  );
}

/** `data:image/png;base64,…` becomes `data:image/png;omitted=<bytes>`; any other address stays as it is. */
export function loggedImageUrl(url: string): string {
  const match = DATA_URL.exec(url);
  if (!match) return url;
  const [, type = "", data = ""] = match;
  return `data:${type};omitted=${decodedSize(url, data)}`;
}

/** True for what loggedImageUrl left of an inline image. */
export function isOmittedImage(url: string): boolean {
  return /^data:[^;,]*;omitted=\d+$/.test(url);
}

function decodedSize(url: string, data: string): number {
  if (!url.slice(0, url.indexOf(",")).includes(";base64")) return data.length;
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding);
}
