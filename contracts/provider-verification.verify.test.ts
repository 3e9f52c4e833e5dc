import { fileURLToPath } from "node:url";
import { Verifier } from "@pact-foundation/pact";
import type { JsonMap } from "@pact-foundation/pact/src/common/jsonTypes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInPerson, TestGateway } from "../gateway/testing/test-gateway.ts";
import { startTestGateway } from "../gateway/testing/test-gateway.ts";
import { breakTable, emptyDatabaseButCatalogue } from "../gateway/verification/database-reset.ts";
import type { ProviderStateContext } from "../gateway/verification/provider-state.ts";
import { loadProviderStates } from "../gateway/verification/provider-state-registry.ts";

const PACT = fileURLToPath(new URL("./pacts/meridian-dashboard-meridian-gateway.json", import.meta.url));
const TEST_TOKEN = "Bearer test-token";
const UNLIMITED = 10_000;

let gateway: TestGateway;
let actor: Promise<SignedInPerson> | null = null;
let actorEmail: string | undefined;
let tokenKept = false;

beforeAll(async () => {
  gateway = await startTestGateway({ requestsPerSecond: UNLIMITED });
});
afterAll(() => gateway?.close());

const context: ProviderStateContext = {
  get gateway() {
    return gateway;
  },
  actor(email) {
    if (actor && email && actorEmail && email !== actorEmail) {
      throw new Error(`the interaction already acts as ${actorEmail}, not ${email}`);
    }
    actorEmail ??= email;
    actor ??= gateway.signIn(email);
    return actor;
  },
  keepUnacceptedToken: () => {
    tokenKept = true;
  },
  breakTable: (table) => breakTable(gateway.db, table),
};

/** The part of the verifier's proxied request the filter touches. */
interface IncomingRequest {
  headers: Record<string, string | string[] | undefined>;
}

/** Each interaction starts from the catalogue alone, with nobody signed in and no limit lowered. */
async function resetBetweenInteractions(): Promise<void> {
  actor = null;
  actorEmail = undefined;
  tokenKept = false;
  gateway.deps.rateLimit.requestsPerWindow = UNLIMITED;
  gateway.deps.rateLimit.windowMs = 1000;
  await emptyDatabaseButCatalogue(gateway.db, gateway.deps.clock, gateway.deps.catalogue);
}

describe("the reference gateway honours the dashboard's pact", () => {
  it("verifies every interaction, its provider states seeded in the database", async () => {
    const handlers = await loadProviderStates();
    const stateHandlers = Object.fromEntries(
      [...handlers].map(([name, handler]) => [
        name,
        async (params?: unknown) =>
          ((await handler((params ?? {}) as Record<string, unknown>, context)) ?? {}) as JsonMap,
      ]),
    );
    const output = await new Verifier({
      provider: "meridian-gateway",
      providerBaseUrl: new URL(gateway.apiUrl).origin,
      pactUrls: [PACT],
      stateHandlers,
      beforeEach: resetBetweenInteractions,
      requestFilter: async (request: IncomingRequest, _response: unknown, next: () => void) => {
        if (request.headers.authorization === TEST_TOKEN && !tokenKept) {
          request.headers.authorization = `Bearer ${(await context.actor()).idToken}`;
        }
        next();
      },
      logLevel: "warn",
    }).verifyProvider();
    expect(output).toBeTruthy();
  }, 300_000);
});
