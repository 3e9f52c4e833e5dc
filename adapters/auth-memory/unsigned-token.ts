/**
 * A JWT with no signature (`alg: none`), shaped like the Firebase Auth emulator's: enough for the dashboard, which
 * only reads claims; never accepted by a real gateway.
 */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${encode({ alg: "none", typ: "JWT" })}.${encode(claims)}.`;
}

function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
