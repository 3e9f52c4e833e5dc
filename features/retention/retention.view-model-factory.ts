import { Notifier } from "../../core/notifier/notifier.port.ts";
import { RetentionGateway } from "../../core/retention/retention-gateway.port.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { type RetentionScope, RetentionViewModel } from "./retention.view-model.ts";

/** A retention card's view model, as the page, the core acceptance world and its tests make it. */
export function createRetentionViewModel(
  { container, translate }: ScreenServices,
  scope: RetentionScope,
): RetentionViewModel {
  return tracked(
    new RetentionViewModel({
      gateway: container.get(RetentionGateway),
      notifier: container.get(Notifier),
      scope,
      texts: {
        saved: () => translate("retention.saved"),
        saveFailed: () => translate("retention.saveFailed"),
      },
    }),
  );
}
