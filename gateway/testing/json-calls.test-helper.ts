import type { TestGateway } from "./test-gateway.ts";

export interface JsonAnswer<Json> {
  readonly status: number;
  /** The answer as sent, e.g. to see how a number was written. */
  readonly text: string;
  /** The answer read as JSON; undefined when it has no body. */
  readonly json: Json;
}

/**
 * Calls to the API of the gateway `gateway()` gives (a file's, started before its first test): with these headers
 * and a body sent as JSON (a string is sent as it is: JSON text, or a malformed one), answers read as JSON.
 */
// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON they asserted the shape of
export function jsonCalls<Json = any>(gateway: () => TestGateway) {
  return async (
    method: string,
    path: string,
    headers: Readonly<Record<string, string>> = {},
    body?: unknown,
  ): Promise<JsonAnswer<Json>> => {
    const response = await fetch(`${gateway().apiUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, text, json: text ? JSON.parse(text) : undefined };
  };
}
