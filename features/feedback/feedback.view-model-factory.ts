import { FeedbackGateway } from "../../core/feedback/feedback-gateway.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { sessionEmail } from "../../core/session/token-claims.ts";
import { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { FeedbackViewModel } from "./feedback.view-model.ts";

/** The feedback form's view model, as the page, the core acceptance world and its tests make it. */
export function createFeedbackViewModel({ container, translate }: ScreenServices): FeedbackViewModel {
  return tracked(
    new FeedbackViewModel({
      gateway: container.get(FeedbackGateway),
      notifier: container.get(Notifier),
      signedInEmail: sessionEmail(container.get(SessionStore).current()),
      store: container.get(KeyValueStore),
      texts: { sent: () => translate("feedback.sent"), failed: () => translate("feedback.failed") },
    }),
  );
}
