import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { ApiKeysViewModel } from "./api-keys.view-model.ts";

/** The API keys screen's view model, as the page, the core acceptance world and its tests make it. */
export function createApiKeysViewModel({ container, translate }: ScreenServices): ApiKeysViewModel {
  return tracked(
    new ApiKeysViewModel({
      gateway: container.get(ApiKeysGateway),
      notifier: container.get(Notifier),
      texts: {
        createFailed: () => translate("apiKeys.createFailed"),
        removeFailed: () => translate("apiKeys.removeFailed"),
        removed: (key) => translate("apiKeys.deleted", { key }),
      },
    }),
  );
}
