import { MatchersV3, PactV4, type V3MockServer } from "@pact-foundation/pact";
import { expect, inject } from "vitest";
import { fixedTokens, testClient } from "../adapters/gateway-http/gateway-http-test-kit.test-helper.ts";
import { API_PATH } from "../core/gateway/api-base-url.ts";
import type { RouteName } from "../core/routing/route-name.ts";
import { CONSUMER, PROVIDER } from "./pact-files.ts";

/**
 * The one pact between the dashboard and the gateway; every area's test file adds its interactions to it. It is
 * written to this run's folder; contracts/pact-global-setup.ts publishes it to contracts/pacts after a full run.
 */
export function gatewayPact(): PactV4 {
  return new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: inject("pactOutputDir"),
    logLevel: "warn",
  });
}

/** The real HTTP client pointed at the mock server, signed in as `test-token`, waits recorded instead of slept. */
export function clientFor(mockServer: V3MockServer) {
  return testClient(`${mockServer.url}${API_PATH}`);
}

type GatewayClient = ReturnType<typeof clientFor>["client"];

/** A test of a refused call: made with the mock server's client, it fails with `status` and shows `page`. */
export const failsShowingPage =
  (call: (client: GatewayClient) => Promise<unknown>, status: number, page: RouteName) =>
  async (mockServer: V3MockServer) => {
    const { client, pages } = clientFor(mockServer);
    await expect(call(client)).rejects.toMatchObject({ status });
    expect(pages).toEqual([page]);
  };

/**
 * A GET with the session that the gateway refuses with `status` and its errMsgs `message`: the dashboard's call
 * fails with that status and shows `page`.
 */
export const refusedSessionGet = (
  interaction: ReturnType<PactV4["addInteraction"]>,
  path: string,
  [status, message]: [number, string],
  call: (client: GatewayClient) => Promise<unknown>,
  page: RouteName,
) =>
  interaction
    .withRequest("GET", api(path), (request) => request.headers(SESSION))
    .willRespondWith(status, (response) => response.jsonBody(errMsgs(message)))
    .executeTest(failsShowingPage(call, status, page));

/** The real HTTP client with nobody signed in: no Authorization header is sent. */
export function visitorFor(mockServer: V3MockServer) {
  return testClient(`${mockServer.url}${API_PATH}`, { tokens: fixedTokens(null) });
}

/** A path below the API base, as the gateway sees it. */
export const api = (path: string) => `${API_PATH}${path}`;

/** Pact's placeholder for a value the provider state returns (`${name}`), for `fromProviderState`. */
export const stateValue = (name: string) => `\${${name}}`;

/**
 * A path whose last segment is an id the provider state creates: the verifier asks the state for `name`
 * (e.g. `{ "id": "key-1" }`) and replays the request with it.
 */
export const apiWithStateId = (prefix: string, name: string, example: string) =>
  MatchersV3.fromProviderState(`${API_PATH}${prefix}/${stateValue(name)}`, `${API_PATH}${prefix}/${example}`);

/** The access token the provider verification swaps for a real one of the state's user. */
export const SESSION = { Authorization: MatchersV3.regex("^Bearer \\S+$", "Bearer test-token") };

export const JSON_BODY = { "Content-Type": "application/json" };

/** The error body the gateway answers with: its errMsgs, a list of at least one message like this one. */
export const errMsgs = (example: string) => ({ errMsgs: MatchersV3.eachLike(example) });

/** An ISO-8601 date-time with milliseconds and zone, as the gateway writes dates. */
export const isoDateTime = (example = "2025-03-14T12:00:00.000Z") =>
  MatchersV3.regex("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$", example);

/** Any 2xx: the dashboard only needs the call to have succeeded, whichever success status the gateway picks. */
export const success = (example: number) =>
  MatchersV3.matchStatus(example, MatchersV3.HTTPResponseStatusClass.Success);

/**
 * A text body of any content type (an event stream). The response builder's own `body()` stores bytes and adds a
 * matcher that sniffs their content type, which fails every text format but text/plain at verification.
 */
export function textBody<Builder extends object>(
  response: Builder,
  contentType: string,
  text: string,
): Builder {
  const { interaction } = response as unknown as {
    interaction: { withResponseBody(body: string, contentType: string): void };
  };
  interaction.withResponseBody(text, contentType);
  return response;
}
