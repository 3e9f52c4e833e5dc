import type { ProviderStates } from "../verification/provider-state.ts";
import { saveRetention } from "./retention.repository.ts";

/** The days a state's parameters give, as the consumer wrote them. */
function settingsOf(params: Record<string, unknown>) {
  return { bodiesDays: Number(params.bodiesDays), metadataDays: Number(params.metadataDays) };
}

export const retentionProviderStates: ProviderStates = {
  "the user has retention settings": async (params, { gateway: { db, deps }, actor }) => {
    const person = await actor();
    await saveRetention(
      db,
      "person",
      person.uid,
      settingsOf(params),
      new Date(deps.clock.now()).toISOString(),
    );
    return undefined;
  },
  "the organization has retention settings": async (params, { gateway: { db, deps } }) => {
    const organizationId = String(params.orgId);
    await saveRetention(
      db,
      "organization",
      organizationId,
      settingsOf(params),
      new Date(deps.clock.now()).toISOString(),
    );
    return undefined;
  },
};
