import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { notifications } from "./notifications.schema.ts";

/** The notifications area's provider states. */
export const notificationsProviderStates: ProviderStates = {
  /** One unread alert of a threshold of Research's $500 budget for the signed-in user; returns its id. */
  "the user has an unread budget notification": async (params, { gateway: { db, deps }, actor }) => {
    const read = stateParams(params);
    const threshold = read.number("threshold", 80);
    const budget = 500;
    const notificationId = "ntf-1";
    await db.insert(notifications).values({
      id: notificationId,
      userId: (await actor()).user.id,
      kind: "budget-threshold",
      details: {
        departmentId: read.text("depId", "dep-research"),
        departmentName: read.text("departmentName", "Research"),
        threshold,
        spend: (budget * threshold) / 100,
        budget,
        period: new Date(deps.clock.now()).toISOString().slice(0, 7),
      },
      createdAt: new Date(deps.clock.now()).toISOString(),
    });
    return { notificationId };
  },

  /** One unread alert of a threshold of the signed-in user's own key's $1.50 budget; returns its id. */
  "the user has an unread API key budget notification": async (params, { gateway: { db, deps }, actor }) => {
    const read = stateParams(params);
    const threshold = read.number("threshold", 80);
    const budget = 1.5;
    const notificationId = "ntf-1";
    await db.insert(notifications).values({
      id: notificationId,
      userId: (await actor()).user.id,
      kind: "api-key-budget-threshold",
      details: {
        apiKeyId: "key-ci",
        apiKeyName: read.text("apiKeyName", "CI bot"),
        departmentId: null,
        departmentName: null,
        threshold,
        spend: (budget * threshold) / 100,
        budget,
        period: new Date(deps.clock.now()).toISOString().slice(0, 7),
      },
      createdAt: new Date(deps.clock.now()).toISOString(),
    });
    return { notificationId };
  },
};
