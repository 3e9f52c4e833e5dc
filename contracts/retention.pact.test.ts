import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpRetentionGateway } from "../adapters/gateway-http/retention/http-retention-gateway.adapter.ts";
import { api, clientFor, errMsgs, gatewayPact, JSON_BODY, SESSION, success } from "./gateway-pact.ts";
import { aDepartment, anOrganization, IDS } from "./organization-pact-shapes.ts";

const { integer, eachLike, string } = MatchersV3;
const pact = gatewayPact();
const ORGANIZATION_RETENTION = `/organization/${IDS.org}/retention`;

/** The states save these settings: the signed-in user's own, and the organization's. */
const USER_SETTINGS = ["the user has retention settings", { bodiesDays: 30, metadataDays: 365 }] as const;
const ORGANIZATION_SETTINGS = [
  "the organization has retention settings",
  { orgId: IDS.org, bodiesDays: 60, metadataDays: 400 },
] as const;

const retention = (bodiesDays: number, metadataDays: number) => ({
  bodiesDays: integer(bodiesDays),
  metadataDays: integer(metadataDays),
});

const gatewayOf = (mockServer: Parameters<typeof clientFor>[0]) => {
  const { client, pages } = clientFor(mockServer);
  return { gateway: new HttpRetentionGateway(client), pages };
};

describe("the retention contract", () => {
  it("reads the user's own retention", async () => {
    await pact
      .addInteraction()
      .given(...USER_SETTINGS)
      .uponReceiving("a request for the user's retention")
      .withRequest("GET", api("/retention"), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) => response.jsonBody(retention(30, 365)))
      .executeTest(async (mockServer) => {
        expect(await gatewayOf(mockServer).gateway.personal()).toEqual({ bodiesDays: 30, metadataDays: 365 });
      });
  });

  it("saves the user's own retention and answers it", async () => {
    await pact
      .addInteraction()
      .given(...USER_SETTINGS)
      .uponReceiving("the saving of the user's retention")
      .withRequest("PUT", api("/retention"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ bodiesDays: 14, metadataDays: 90 }),
      )
      .willRespondWith(success(200), (response) => response.jsonBody(retention(14, 90)))
      .executeTest(async (mockServer) => {
        const saved = await gatewayOf(mockServer).gateway.savePersonal({ bodiesDays: 14, metadataDays: 90 });
        expect(saved).toEqual({ bodiesDays: 14, metadataDays: 90 });
      });
  });

  it("refuses bodies kept longer than their metadata, in the rule's words and without an error page", async () => {
    await pact
      .addInteraction()
      .given(...USER_SETTINGS)
      .uponReceiving("the saving of a retention keeping bodies longer than metadata")
      .withRequest("PUT", api("/retention"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ bodiesDays: 500, metadataDays: 100 }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(
          errMsgs(
            "bodiesDays must not be more than metadataDays: bodies are never kept longer than their metadata",
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const { gateway, pages } = gatewayOf(mockServer);
        await expect(gateway.savePersonal({ bodiesDays: 500, metadataDays: 100 })).rejects.toMatchObject({
          status: 400,
        });
        expect(pages).toEqual([]);
      });
  });

  it("reads the organization's retention", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...ORGANIZATION_SETTINGS)
      .uponReceiving("a request for the organization's retention")
      .withRequest("GET", api(ORGANIZATION_RETENTION), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) => response.jsonBody(retention(60, 400)))
      .executeTest(async (mockServer) => {
        expect(await gatewayOf(mockServer).gateway.organization(IDS.org)).toEqual({
          bodiesDays: 60,
          metadataDays: 400,
          minimum: null,
        });
      });
  });

  it("reads the six months an organization keeps its records at least while a department has the EU AI Act on", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .given(...ORGANIZATION_SETTINGS)
      .uponReceiving("a request for the retention of an organization with the EU AI Act on in a department")
      .withRequest("GET", api(ORGANIZATION_RETENTION), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...retention(60, 400),
          minimum: {
            metadataDays: integer(183),
            framework: "EU_AI_ACT",
            departments: eachLike(string("Research")),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        expect(await gatewayOf(mockServer).gateway.organization(IDS.org)).toEqual({
          bodiesDays: 60,
          metadataDays: 400,
          minimum: { metadataDays: 183, framework: "EU_AI_ACT", departments: ["Research"] },
        });
      });
  });

  it("lets the owner shorten the organization's retention", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...ORGANIZATION_SETTINGS)
      .uponReceiving("the saving of the organization's retention by its owner")
      .withRequest("PUT", api(ORGANIZATION_RETENTION), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ bodiesDays: 30, metadataDays: 180 }),
      )
      .willRespondWith(success(200), (response) => response.jsonBody(retention(30, 180)))
      .executeTest(async (mockServer) => {
        const saved = await gatewayOf(mockServer).gateway.saveOrganization(IDS.org, {
          bodiesDays: 30,
          metadataDays: 180,
        });
        expect(saved).toEqual({ bodiesDays: 30, metadataDays: 180 });
      });
  });
});
