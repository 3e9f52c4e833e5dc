import { eq } from "drizzle-orm";
import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { users } from "./users.schema.ts";

/** Provider states about who is calling. */
export const identityProviderStates: ProviderStates = {
  "a signed-in user": async (params, { actor }) => {
    await actor(stateParams(params).text("email"));
    return undefined;
  },

  "the access token is not accepted": async (_params, { keepUnacceptedToken }) => {
    keepUnacceptedToken();
    return undefined;
  },

  "a user whose account is suspended": async (_params, { gateway, actor }) => {
    const person = await actor();
    await gateway.db.update(users).set({ suspended: true }).where(eq(users.id, person.uid));
    return undefined;
  },
};
