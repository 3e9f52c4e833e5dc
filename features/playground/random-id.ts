/**
 * An id for a turn or a conversation. From getRandomValues rather than randomUUID, which browsers offer only to
 * secure pages: the dashboard may be served over plain HTTP on a local network.
 */
export function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
