import { BEST_AVAILABLE_MODEL } from "./best-available.ts";
import {
  capabilitiesNeeded,
  type ModelCapability,
  missingCapabilities,
  type RequestNeeds,
} from "./model-capability.ts";

/** Whether the playground offers a model for the request it is about to send, and why not when it does not. */
export interface ModelOffer {
  readonly offered: boolean;
  /** The capabilities the model lacks for this request; empty when it is offered. */
  readonly missing: readonly ModelCapability[];
}

const OFFERED: ModelOffer = { offered: true, missing: [] };

/**
 * A model is offered when it has every capability the request needs. 'Best Available' always is: the gateway
 * routes it to a model that can serve the request.
 */
export function modelOffer(
  model: { readonly systemName: string; readonly capabilities: readonly ModelCapability[] },
  needs: RequestNeeds,
): ModelOffer {
  if (model.systemName === BEST_AVAILABLE_MODEL.systemName) return OFFERED;
  const missing = missingCapabilities(model.capabilities, capabilitiesNeeded(needs));
  return missing.length === 0 ? OFFERED : { offered: false, missing };
}
