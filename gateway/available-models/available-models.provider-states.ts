import { inArray, notInArray } from "drizzle-orm";
import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { providerModels } from "./available-models.schema.ts";

/** The model catalogue's provider states. */
export const availableModelsProviderStates: ProviderStates = {
  /** The named catalogue models are offered (active); with `only`, the catalogue has no other model of any kind. */
  "models on offer": async (params, { gateway }) => {
    const read = stateParams(params);
    const systemNames = read.texts("systemNames");
    if (read.flag("only", false))
      await gateway.db.delete(providerModels).where(notInArray(providerModels.systemName, systemNames));
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
