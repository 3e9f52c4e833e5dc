import { inArray } from "drizzle-orm";
import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { providerModels } from "./available-models.schema.ts";

/** The model catalogue's provider states. */
export const availableModelsProviderStates: ProviderStates = {
  /** The named catalogue models are offered (active). */
  "models on offer": async (params, { gateway }) => {
    const systemNames = stateParams(params).texts("systemNames");
    const offered = await gateway.db
      .update(providerModels)
      .set({ active: true })
      .where(inArray(providerModels.systemName, systemNames))
      .returning({ systemName: providerModels.systemName });
    if (offered.length !== systemNames.length) {
      throw new Error(`the catalogue lacks one of the models ${systemNames.join(", ")}`);
    }
    return undefined;
  },
};
