import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { Clock } from "../../core/clock/clock.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { ApiKeysViewModel } from "./api-keys.view-model.ts";

/** The API keys screen's view model, as the page, the core acceptance world and its tests make it. */
export function createApiKeysViewModel({ container, translate }: ScreenServices): ApiKeysViewModel {
  const clock = container.get(Clock);
  return tracked(
    new ApiKeysViewModel({
      gateway: container.get(ApiKeysGateway),
      catalogue: container.get(AvailableModelsGateway),
      notifier: container.get(Notifier),
      now: () => clock.now(),
      texts: {
        createFailed: () => translate("apiKeys.createFailed"),
        changeFailed: () => translate("apiKeys.changeFailed"),
        removeFailed: () => translate("apiKeys.removeFailed"),
        saved: (key) => translate("apiKeys.saved", { key }),
        revoked: (key) => translate("apiKeys.revoked", { key }),
        removed: (key) => translate("apiKeys.deleted", { key }),
      },
    }),
  );
}
