import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "../seed/seed-database.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { breakTable, emptyDatabase } from "../verification/database-reset.ts";
import type { ProviderStateContext, ProviderStates } from "../verification/provider-state.ts";
import { gridNodesProviderStates } from "./grid-nodes.provider-states.ts";
import { organizationProviderStates } from "./organization.provider-states.ts";
import { organizationRecordsProviderStates } from "./organization-records.provider-states.ts";
import { brokenBodyRules, pactInteractions, replayedRequest } from "./pact-replay.test-helper.ts";

const STATES: ProviderStates = {
  ...organizationProviderStates,
  ...organizationRecordsProviderStates,
  ...gridNodesProviderStates,
};

// Interactions whose states are all this area's (the rejected-token one belongs to identity).
const interactions = pactInteractions((path) => /^\/v1\/api\/(organization|node)\b/.test(path)).filter(
  (interaction) => (interaction.providerStates ?? []).every((state) => state.name in STATES),
);

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

describe("the organization area's pact interactions, replayed on states seeded by its handlers", () => {
  it("covers every organization interaction but the identity one", () => {
    expect(interactions.length).toBeGreaterThanOrEqual(39);
  });

  for (const interaction of interactions) {
    it(`answers ${interaction.description} with ${interaction.response.status}`, async () => {
      await emptyDatabase(gateway.db);
      await seedCatalogue(gateway.db, gateway.deps.clock);
      let actor: SignedInPerson | undefined;
      const context: ProviderStateContext = {
        gateway,
        actor: async (email) => {
          actor ??= await gateway.signIn(email);
          return actor;
        },
        breakTable: (table) => breakTable(gateway.db, table),
      };
      for (const state of interaction.providerStates ?? []) {
        await STATES[state.name]?.(state.params ?? {}, context);
      }
      // As the verification does: the states' signed-in person, else the pact's own placeholder token.
      const token = actor?.idToken ?? "test-token";
      const { url, init } = replayedRequest(interaction, new URL(gateway.apiUrl).origin, token);
      const response = await fetch(url, init);
      const text = await response.text();
      expect(response.status, text).toBe(interaction.response.status);
      if (text) expect(brokenBodyRules(interaction, JSON.parse(text))).toEqual([]);
    });
  }
});
