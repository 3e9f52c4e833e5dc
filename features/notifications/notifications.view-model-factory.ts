import { map, type Observable } from "rxjs";
import { NotificationsGateway } from "../../core/notifications/notifications-gateway.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { NotificationsViewModel } from "./notifications.view-model.ts";

/**
 * The shell's notifications' view model, as the button, the core acceptance world and its tests make it: read while
 * someone is signed in and `visible$` says the page is in view.
 */
export function createNotificationsViewModel(
  { container, translate }: ScreenServices,
  visible$: Observable<boolean>,
): NotificationsViewModel {
  return tracked(
    new NotificationsViewModel({
      gateway: container.get(NotificationsGateway),
      notifier: container.get(Notifier),
      texts: { markFailed: () => translate("notifications.markFailed") },
      signedIn$: container.get(SessionStore).session$.pipe(map((session) => session.isAuthenticated)),
      visible$,
    }),
  );
}
