import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpOrganizationRequestsGateway } from "../adapters/gateway-http/organization/http-organization-requests-gateway.adapter.ts";
import { RouteName } from "../core/routing/route-name.ts";
import { api, clientFor, errMsgs, gatewayPact, SESSION } from "./gateway-pact.ts";
import { aDepartment, aMember, anOrganization, IDS, reportItem } from "./organization-pact-shapes.ts";

const { decimal, eachLike, integer, like, regex } = MatchersV3;
const pact = gatewayPact();
const REQUESTS = `/organization/${IDS.org}/requests`;
const SERIES = `${REQUESTS}/series`;

describe("the organization requests contract", () => {
  it("gives one page of the report for departments and a user, with the total", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .given(...aDepartment({ depId: IDS.otherDepartment, name: "Customer Support" }))
      .given(...aMember())
      .given("requests sent with the member's API key", {
        orgId: IDS.org,
        depId: IDS.department,
        userId: IDS.member,
        count: 42,
      })
      .uponReceiving("a request for the second page of the requests report")
      .withRequest("GET", api(REQUESTS), (r) =>
        r.headers(SESSION).query({
          departmentIds: [IDS.department, IDS.otherDepartment],
          page: "2",
          limit: "20",
          userId: IDS.member,
        }),
      )
      .willRespondWith(200, (r) =>
        r.jsonBody({
          items: eachLike(reportItem, 2),
          meta: { total: integer(42), page: integer(2), limit: integer(20) },
        }),
      )
      .executeTest(async (mockServer) => {
        const report = await new HttpOrganizationRequestsGateway(clientFor(mockServer).client).reportRequests(
          IDS.org,
          {
            departmentIds: [IDS.department, IDS.otherDepartment],
            page: 2,
            limit: 20,
            userId: IDS.member,
          },
        );
        expect(report.total).toBe(42);
        expect(report.items[0]?.user).toMatchObject({
          id: IDS.member,
          email: "amara.okafor@meridian.example",
        });
        expect(report.items[0]?.createdAt).toBeInstanceOf(Date);
        expect(report.items[0]).toMatchObject({
          departmentId: IDS.department,
          model: "mistral-large-latest",
          totalCost: 0.0044,
        });
      });
  });

  it("gives the requests summed per day and department, for the report's charts", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .given(...aMember())
      .given("requests sent with the member's API key", {
        orgId: IDS.org,
        depId: IDS.department,
        userId: IDS.member,
        count: 3,
      })
      .uponReceiving("a request for 30 days of a department's request series")
      .withRequest("GET", api(SERIES), (r) =>
        r.headers(SESSION).query({ departmentIds: [IDS.department], days: "30" }),
      )
      .willRespondWith(200, (r) =>
        r.jsonBody({
          points: eachLike({
            date: regex("^\\d{4}-\\d{2}-\\d{2}$", "2025-03-14"),
            departmentId: like(IDS.department),
            requests: integer(3),
            spend: decimal(0.0132),
            energyCost: decimal(0.00198),
            emissions: decimal(0.0275),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { points } = await new HttpOrganizationRequestsGateway(
          clientFor(mockServer).client,
        ).requestSeries(IDS.org, { departmentIds: [IDS.department], days: 30 });
        expect(points[0]).toEqual({
          date: "2025-03-14",
          departmentId: IDS.department,
          requests: 3,
          spend: 0.0132,
          energyCost: 0.00198,
          emissions: 0.0275,
        });
      });
  });

  it("refuses a series of more than 90 days with the gateway's words and no error page", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .uponReceiving("a request for 91 days of a department's request series")
      .withRequest("GET", api(SERIES), (r) =>
        r.headers(SESSION).query({ departmentIds: [IDS.department], days: "91" }),
      )
      .willRespondWith(400, (r) => r.jsonBody(errMsgs("days must not be greater than 90")))
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        const series = new HttpOrganizationRequestsGateway(client).requestSeries(IDS.org, {
          departmentIds: [IDS.department],
          days: 91,
        });
        await expect(series).rejects.toMatchObject({
          status: 400,
          serverMessages: ["days must not be greater than 90"],
        });
        expect(pages).toEqual([]);
      });
  });

  it("sends the person to the server-error page when the report fails", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given("the request report store is failing")
      .uponReceiving("a request for the requests report while the gateway fails")
      .withRequest("GET", api(REQUESTS), (r) => r.headers(SESSION).query({ page: "1", limit: "20" }))
      .willRespondWith(500, (r) => r.jsonBody(errMsgs("Internal Server Error")))
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        const report = new HttpOrganizationRequestsGateway(client).reportRequests(IDS.org, {
          departmentIds: [],
          page: 1,
          limit: 20,
        });
        await expect(report).rejects.toMatchObject({ status: 500 });
        expect(pages).toEqual([RouteName.SERVER_ERROR]);
      });
  });
});
