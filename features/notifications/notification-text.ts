import type { TFunction } from "i18next";
import { notificationWording } from "../../core/notifications/notification-wording.ts";
import type { ListedNotification } from "./notifications.state.ts";

/** A notification's sentence and the line under it, in the reader's language. */
export function notificationText(
  t: TFunction,
  language: string,
  notification: Pick<ListedNotification, "kind" | "details">,
): { readonly sentence: string; readonly spent: string } {
  const wording = notificationWording(notification.details, language);
  return {
    sentence:
      notification.kind === "budget-forecast"
        ? t("notifications.forecast", { ...wording })
        : t("notifications.threshold", { ...wording }),
    spent: t("notifications.spent", { ...wording }),
  };
}
