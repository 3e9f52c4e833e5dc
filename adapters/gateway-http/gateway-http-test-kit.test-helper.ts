import type { ErrorNavigator } from "../../core/errors/error-navigator.port.ts";
import type { RouteName } from "../../core/routing/route-name.ts";
import type { AccessTokenSource } from "../../core/session/access-token-source.port.ts";
import { GatewayHttpClient, type GatewayHttpClientOptions } from "./gateway-http-client.ts";

/** An ErrorNavigator that remembers the pages it was asked for. */
export function recordingNavigator(): ErrorNavigator & { readonly pages: RouteName[] } {
  const pages: RouteName[] = [];
  return { pages, goTo: (route) => void pages.push(route) };
}

/** An AccessTokenSource that always gives the same token (null: nobody signed in). */
export function fixedTokens(token: string | null): AccessTokenSource {
  return { freshAccessToken: async () => token };
}

/** A client for tests: signed in as `test-token`, waits recorded instead of slept. */
export function testClient(baseUrl: string, overrides: Partial<GatewayHttpClientOptions> = {}) {
  const errorNavigator = recordingNavigator();
  const waits: number[] = [];
  const client = new GatewayHttpClient({
    baseUrl,
    tokens: fixedTokens("test-token"),
    errorNavigator,
    sleep: async (ms) => void waits.push(ms),
    ...overrides,
  });
  return { client, pages: errorNavigator.pages, waits };
}
