import type { TFunction } from "i18next";
import { map, type Observable } from "rxjs";
import type { NotificationsGateway } from "../../core/notifications/notifications-gateway.port.ts";
import type { Notifier } from "../../core/notifier/notifier.port.ts";
import type { SessionStore } from "../../core/session/session-store.ts";
import type { NotificationsDependencies } from "./notifications.view-model.ts";

/** What the notifications' view model is made with, for the shell and the core world alike. */
export function notificationsDependencies(parts: {
  readonly gateway: NotificationsGateway;
  readonly notifier: Pick<Notifier, "notify">;
  readonly sessions: Pick<SessionStore, "session$">;
  readonly t: TFunction;
  readonly visible$: Observable<boolean>;
}): NotificationsDependencies {
  return {
    gateway: parts.gateway,
    notifier: parts.notifier,
    texts: { markFailed: () => parts.t("notifications.markFailed") },
    signedIn$: parts.sessions.session$.pipe(map((session) => session.isAuthenticated)),
    visible$: parts.visible$,
  };
}
