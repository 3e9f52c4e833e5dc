import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpNotificationsGateway } from "../adapters/gateway-http/notifications/http-notifications-gateway.adapter.ts";
import { API_PATH } from "../core/gateway/api-base-url.ts";
import {
  api,
  clientFor,
  errMsgs,
  gatewayPact,
  isoDateTime,
  SESSION,
  stateValue,
  success,
} from "./gateway-pact.ts";

const { decimal, eachLike, fromProviderState, integer, like, nullValue, regex } = MatchersV3;
const pact = gatewayPact();

/** The state makes one unread 80 % alert of Research ($400.00 of $500.00) for the signed-in user, and names it. */
const UNREAD = [
  "the user has an unread budget notification",
  { departmentName: "Research", threshold: 80 },
] as const;

const budgetNotification = {
  id: fromProviderState(stateValue("notificationId"), "ntf-1"),
  kind: regex("^(budget-threshold|budget-forecast)$", "budget-threshold"),
  createdAt: isoDateTime(),
  readAt: nullValue(),
  details: {
    departmentId: like("dep-research"),
    departmentName: like("Research"),
    threshold: integer(80),
    spend: decimal(400.5),
    budget: decimal(500.25),
    period: regex("^\\d{4}-\\d{2}$", "2026-05"),
  },
};

/** The state makes one unread 80 % alert of the signed-in user's own key "CI bot" ($1.20 of $1.50). */
const UNREAD_API_KEY_ALERT = [
  "the user has an unread API key budget notification",
  { apiKeyName: "CI bot", threshold: 80 },
] as const;

const apiKeyNotification = {
  id: like("ntf-1"),
  kind: regex("^api-key-budget-threshold$", "api-key-budget-threshold"),
  createdAt: isoDateTime(),
  readAt: nullValue(),
  details: {
    apiKeyId: like("key-ci"),
    apiKeyName: like("CI bot"),
    // A personal key: in no department.
    departmentId: nullValue(),
    departmentName: nullValue(),
    threshold: integer(80),
    spend: decimal(1.2),
    budget: decimal(1.5),
    period: regex("^\\d{4}-\\d{2}$", "2026-05"),
  },
};

const notifications = (mockServer: Parameters<typeof clientFor>[0]) => {
  const { client, pages } = clientFor(mockServer);
  return { gateway: new HttpNotificationsGateway(client), pages };
};

describe("the notifications contract", () => {
  it("lists the user's notifications, newest first, with how many are unread", async () => {
    await pact
      .addInteraction()
      .given(...UNREAD)
      .uponReceiving("a request for the user's notifications")
      .withRequest("GET", api("/notifications"), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: eachLike(budgetNotification), unread: integer(1) }),
      )
      .executeTest(async (mockServer) => {
        const { data, unread } = await notifications(mockServer).gateway.list();
        expect(unread).toBe(1);
        expect(data[0]).toMatchObject({ kind: "budget-threshold", readAt: null, details: { threshold: 80 } });
      });
  });

  it("lists a budget alert of the user's own API key, naming the key", async () => {
    await pact
      .addInteraction()
      .given(...UNREAD_API_KEY_ALERT)
      .uponReceiving("a request for the user's notifications, one about their API key's budget")
      .withRequest("GET", api("/notifications"), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: eachLike(apiKeyNotification), unread: integer(1) }),
      )
      .executeTest(async (mockServer) => {
        const { data } = await notifications(mockServer).gateway.list();
        expect(data[0]).toMatchObject({
          kind: "api-key-budget-threshold",
          details: { apiKeyName: "CI bot", departmentId: null, threshold: 80 },
        });
      });
  });

  it("marks one notification read", async () => {
    await pact
      .addInteraction()
      .given(...UNREAD)
      .uponReceiving("a request to mark one of the user's notifications read")
      .withRequest(
        "POST",
        fromProviderState(
          `${API_PATH}/notifications/${stateValue("notificationId")}/read`,
          `${API_PATH}/notifications/ntf-1/read`,
        ),
        (request) => request.headers(SESSION),
      )
      .willRespondWith(success(204))
      .executeTest(async (mockServer) => {
        await expect(notifications(mockServer).gateway.markRead("ntf-1")).resolves.toBeUndefined();
      });
  });

  it("marks all of the user's notifications read", async () => {
    await pact
      .addInteraction()
      .given(...UNREAD)
      .uponReceiving("a request to mark all of the user's notifications read")
      .withRequest("POST", api("/notifications/read-all"), (request) => request.headers(SESSION))
      .willRespondWith(success(204))
      .executeTest(async (mockServer) => {
        await expect(notifications(mockServer).gateway.markAllRead()).resolves.toBeUndefined();
      });
  });

  it("does not find someone else's notification, and shows no error page for it", async () => {
    await pact
      .addInteraction()
      .given(...UNREAD)
      .uponReceiving("a request to mark read a notification that is not the user's")
      .withRequest("POST", api("/notifications/ntf-of-someone-else/read"), (request) =>
        request.headers(SESSION),
      )
      .willRespondWith(404, (response) => response.jsonBody(errMsgs("Notification not found")))
      .executeTest(async (mockServer) => {
        const { gateway, pages } = notifications(mockServer);
        await expect(gateway.markRead("ntf-of-someone-else")).rejects.toMatchObject({
          status: 404,
          serverMessages: ["Notification not found"],
        });
        expect(pages).toEqual([]);
      });
  });
});
