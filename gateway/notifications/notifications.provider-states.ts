import type { NotificationDetailsJson } from "../../core/notifications/notification-json.ts";
import type { Database } from "../database/database.ts";
import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { notifications } from "./notifications.schema.ts";

/** The notifications area's provider states. */
export const notificationsProviderStates: ProviderStates = {
  /** One unread alert of a threshold of Research's $500 budget for the signed-in user; returns its id. */
  "the user has an unread budget notification": async (params, { gateway: { db, deps }, actor }) => {
    const read = stateParams(params);
    const notificationId = await insertUnreadAlert(db, (await actor()).user.id, deps.clock.now(), {
      kind: "budget-threshold",
      threshold: read.number("threshold", 80),
      budget: 500,
      about: {
        departmentId: read.text("depId", "dep-research"),
        departmentName: read.text("departmentName", "Research"),
      },
    });
    return { notificationId };
  },

  /** One unread alert of a threshold of the signed-in user's own key's $1.50 budget; returns its id. */
  "the user has an unread API key budget notification": async (params, { gateway: { db, deps }, actor }) => {
    const read = stateParams(params);
    const notificationId = await insertUnreadAlert(db, (await actor()).user.id, deps.clock.now(), {
      kind: "api-key-budget-threshold",
      threshold: read.number("threshold", 80),
      budget: 1.5,
      about: {
        apiKeyId: "key-ci",
        apiKeyName: read.text("apiKeyName", "CI bot"),
        departmentId: null,
        departmentName: null,
      },
    });
    return { notificationId };
  },
};

/** One unread budget alert (`ntf-1`) of the threshold's share of the budget this month, for the user. */
async function insertUnreadAlert(
  db: Database,
  userId: string,
  now: number,
  alert: {
    readonly kind: "budget-threshold" | "api-key-budget-threshold";
    readonly threshold: number;
    readonly budget: number;
    readonly about: Record<string, string | null>;
  },
): Promise<string> {
  const { kind, threshold, budget, about } = alert;
  const notificationId = "ntf-1";
  await db.insert(notifications).values({
    id: notificationId,
    userId,
    kind,
    // The two kinds' details differ only in what `about` names.
    details: {
      ...about,
      threshold,
      spend: (budget * threshold) / 100,
      budget,
      period: new Date(now).toISOString().slice(0, 7),
    } as NotificationDetailsJson,
    createdAt: new Date(now).toISOString(),
  });
  return notificationId;
}
