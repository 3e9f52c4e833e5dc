import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpBudgetAlertsGateway } from "../adapters/gateway-http/budget-alerts/http-budget-alerts-gateway.adapter.ts";
import { HttpOrganizationWebhookGateway } from "../adapters/gateway-http/budget-alerts/http-organization-webhook-gateway.adapter.ts";
import {
  api,
  clientFor,
  errMsgs,
  gatewayPact,
  isoDateTime,
  JSON_BODY,
  SESSION,
  success,
} from "./gateway-pact.ts";
import { aDepartment, anOrganization, IDS } from "./organization-pact-shapes.ts";

const { boolean, eachLike, integer, like, regex } = MatchersV3;
const pact = gatewayPact();
const ALERTS = `/organization/${IDS.org}/departments/${IDS.department}/budget-alerts`;
const WEBHOOK = `/organization/${IDS.org}/webhook`;

/** The state saves these settings for the department. */
const SETTINGS_STATE = "the department has budget alert settings";
const settingsOfTheState = () => ({
  orgId: IDS.org,
  depId: IDS.department,
  thresholds: [50, 80, 100],
  forecastWarning: true,
});
/** The state sets the organization's webhook and logs one failed delivery of a budget alert. */
const WEBHOOK_WITH_DELIVERY = [
  "the organization has a webhook with one delivery",
  { orgId: IDS.org },
] as const;

const webhook = {
  url: like("https://hooks.example.com/gateway"),
  secretHint: like("x9Q2"),
  createdAt: isoDateTime(),
};

const delivery = {
  id: like("whd-1"),
  event: like("budget-threshold"),
  status: regex("^(pending|delivered|failed)$", "pending"),
  attempts: integer(1),
  lastAttemptAt: isoDateTime(),
  nextAttemptAt: isoDateTime(),
  responseStatus: integer(500),
  error: like("The receiver answered 500"),
};

const budgetAlerts = (mockServer: Parameters<typeof clientFor>[0]) =>
  new HttpBudgetAlertsGateway(clientFor(mockServer).client);
const webhooks = (mockServer: Parameters<typeof clientFor>[0]) => {
  const { client, pages } = clientFor(mockServer);
  return { gateway: new HttpOrganizationWebhookGateway(client), pages };
};

describe("the budget alerts contract", () => {
  it("reads a department's budget alert settings", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .given(SETTINGS_STATE, settingsOfTheState())
      .uponReceiving("a request for a department's budget alert settings")
      .withRequest("GET", api(ALERTS), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) =>
        response.jsonBody({ thresholds: eachLike(integer(80), 1), forecastWarning: boolean(true) }),
      )
      .executeTest(async (mockServer) => {
        const settings = await budgetAlerts(mockServer).settings(IDS.org, IDS.department);
        expect(settings).toEqual({ thresholds: [80], forecastWarning: true });
      });
  });

  it("saves a department's budget alert settings and answers them", async () => {
    const saved = { thresholds: [75, 90, 100], forecastWarning: false };
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .given(SETTINGS_STATE, settingsOfTheState())
      .uponReceiving("the saving of a department's budget alert settings")
      .withRequest("PUT", api(ALERTS), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody(saved),
      )
      .willRespondWith(success(200), (response) =>
        response.jsonBody({ thresholds: eachLike(integer(90), 3), forecastWarning: boolean(false) }),
      )
      .executeTest(async (mockServer) => {
        const answer = await budgetAlerts(mockServer).save(IDS.org, IDS.department, saved);
        expect(answer.forecastWarning).toBe(false);
        expect(answer.thresholds).toHaveLength(3);
      });
  });

  it("refuses a threshold that is not a whole percent from 1 to 1000, with the rule's words", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .uponReceiving("the saving of budget alert settings with a threshold of 0")
      .withRequest("PUT", api(ALERTS), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ thresholds: [0], forecastWarning: true }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(errMsgs("each threshold must be a whole percent from 1 to 1000")),
      )
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        await expect(
          new HttpBudgetAlertsGateway(client).save(IDS.org, IDS.department, {
            thresholds: [0],
            forecastWarning: true,
          }),
        ).rejects.toMatchObject({
          status: 400,
          serverMessages: ["each threshold must be a whole percent from 1 to 1000"],
        });
        expect(pages).toEqual([]);
      });
  });
});

describe("the organization webhook contract", () => {
  it("answers 404 for an organization without a webhook, which the card reads as none, without an error page", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .uponReceiving("a request for the webhook of an organization that has none")
      .withRequest("GET", api(WEBHOOK), (request) => request.headers(SESSION))
      .willRespondWith(404, (response) => response.jsonBody(errMsgs("The organization has no webhook")))
      .executeTest(async (mockServer) => {
        const { gateway, pages } = webhooks(mockServer);
        expect(await gateway.webhook(IDS.org)).toBeNull();
        expect(pages).toEqual([]);
      });
  });

  it("reads the webhook with the hint of its secret, never the secret", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...WEBHOOK_WITH_DELIVERY)
      .uponReceiving("a request for the organization's webhook")
      .withRequest("GET", api(WEBHOOK), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) => response.jsonBody(webhook))
      .executeTest(async (mockServer) => {
        const shown = await webhooks(mockServer).gateway.webhook(IDS.org);
        expect(shown).toEqual({
          url: "https://hooks.example.com/gateway",
          secretHint: "x9Q2",
          createdAt: "2025-03-14T12:00:00.000Z",
        });
      });
  });

  it("sets the webhook's address and answers its new secret, once", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .uponReceiving("the setting of the organization's webhook")
      .withRequest("PUT", api(WEBHOOK), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ url: "https://hooks.example.com/gateway" }),
      )
      .willRespondWith(success(200), (response) =>
        response.jsonBody({ ...webhook, secret: regex("^whsec_\\S+$", "whsec_3k9Jd0sLq8x9Q2") }),
      )
      .executeTest(async (mockServer) => {
        const saved = await webhooks(mockServer).gateway.save(IDS.org, "https://hooks.example.com/gateway");
        expect(saved.secret).toMatch(/^whsec_/);
      });
  });

  it("lists the webhook's deliveries, newest first", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...WEBHOOK_WITH_DELIVERY)
      .uponReceiving("a request for the webhook's deliveries")
      .withRequest("GET", api(`${WEBHOOK}/deliveries`), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) => response.jsonBody({ data: eachLike(delivery) }))
      .executeTest(async (mockServer) => {
        const [first] = await webhooks(mockServer).gateway.deliveries(IDS.org);
        expect(first).toMatchObject({ event: "budget-threshold", attempts: 1, responseStatus: 500 });
      });
  });

  it("logs no delivery with an empty list", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .uponReceiving("a request for the deliveries of an organization without a webhook")
      .withRequest("GET", api(`${WEBHOOK}/deliveries`), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) => response.jsonBody({ data: [] }))
      .executeTest(async (mockServer) => {
        expect(await webhooks(mockServer).gateway.deliveries(IDS.org)).toEqual([]);
      });
  });

  it("sends a test delivery", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...WEBHOOK_WITH_DELIVERY)
      .uponReceiving("a request to send the webhook a test")
      .withRequest("POST", api(`${WEBHOOK}/test`), (request) => request.headers(SESSION))
      .willRespondWith(success(202))
      .executeTest(async (mockServer) => {
        await expect(webhooks(mockServer).gateway.sendTest(IDS.org)).resolves.toBeUndefined();
      });
  });

  it("removes the webhook", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...WEBHOOK_WITH_DELIVERY)
      .uponReceiving("a request to remove the organization's webhook")
      .withRequest("DELETE", api(WEBHOOK), (request) => request.headers(SESSION))
      .willRespondWith(success(204))
      .executeTest(async (mockServer) => {
        await expect(webhooks(mockServer).gateway.remove(IDS.org)).resolves.toBeUndefined();
      });
  });
});
