import type { TFunction } from "i18next";
import type { NotificationKind } from "../../core/notifications/notification-json.ts";
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
    sentence: t(sentenceKey(notification.kind, wording.department), { ...wording }),
    spent: t("notifications.spent", { ...wording }),
  };
}

/** The sentence of a kind: a key's alert names its department when it is a department's key. */
function sentenceKey(kind: NotificationKind, department: string) {
  if (kind === "budget-forecast") return "notifications.forecast" as const;
  if (kind === "api-key-budget-threshold")
    return department === ""
      ? ("notifications.apiKeyThreshold" as const)
      : ("notifications.departmentApiKeyThreshold" as const);
  return "notifications.threshold" as const;
}
