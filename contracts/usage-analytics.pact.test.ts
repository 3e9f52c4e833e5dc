import { MatchersV3, type V3MockServer } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpUsageAnalyticsGateway } from "../adapters/gateway-http/usage-analytics/http-usage-analytics-gateway.adapter.ts";
import { api, clientFor, errMsgs, gatewayPact, isoDateTime, SESSION, stateValue } from "./gateway-pact.ts";
import { aDepartment, aMember, anOrganization, IDS } from "./organization-pact-shapes.ts";

const { eachLike, fromProviderState, integer, like, number, regex } = MatchersV3;
const pact = gatewayPact();

/**
 * The week asked for: the states seed `perDay` requests on each of the last seven whole UTC days (the first of a
 * day failed, the others timed, so every bucket has its percentiles) and answer that week as `startDate` and
 * `endDate`, which the requests take in place of these examples.
 */
const WEEK = { startDate: "2025-03-08T00:00:00.000Z", endDate: "2025-03-15T00:00:00.000Z" };
const range = { start: new Date(WEEK.startDate), end: new Date(WEEK.endDate) };
const weekQuery = {
  startDate: fromProviderState(stateValue("startDate"), WEEK.startDate),
  endDate: fromProviderState(stateValue("endDate"), WEEK.endDate),
};

/** A day's sums; costs may be 0 on a quiet day, so numbers are matched as numbers, not decimals. */
const point = {
  start: isoDateTime("2025-03-08T00:00:00.000Z"),
  requests: integer(3),
  errors: integer(1),
  tokensIn: integer(1624),
  tokensOut: integer(480),
  totalCost: number(0.0005316),
  energyCost: number(0.00007974),
  emissionsGrams: number(0.2051),
  timeToFirstTokenP50: number(210),
  timeToFirstTokenP95: number(210),
  durationP50: number(950),
  durationP95: number(950),
};

const breakdownRow = (key: unknown, label: unknown) => ({
  key,
  label,
  requests: integer(3),
  errors: integer(0),
  totalTokens: integer(3156),
  totalCost: number(0.0007974),
  energyCost: number(0.00011961),
});

const personalState = ["the user has requests over the last 7 days", { perDay: 3 }] as const;
const organizationState = [
  "the organization has department requests over the last 7 days",
  { orgId: IDS.org, depId: IDS.department, userId: IDS.member, perDay: 3 },
] as const;

/** An interaction whose owner's organization has a department with a member who has sent requests. */
const inTheOrganizationWithRequests = () =>
  pact
    .addInteraction()
    .given(...anOrganization("OWNER"))
    .given(...aDepartment())
    .given(...aMember())
    .given(...organizationState);

const usageAnalyticsAt = (mockServer: V3MockServer) =>
  new HttpUsageAnalyticsGateway(clientFor(mockServer).client);

describe("the usage analytics contract", () => {
  it("gives the person's requests summed per day, every day of the week listed", async () => {
    await pact
      .addInteraction()
      .given(...personalState)
      .uponReceiving("a request for a week of the user's usage by day")
      .withRequest("GET", api("/usage/series"), (r) =>
        r.headers(SESSION).query({ ...weekQuery, bucket: "day" }),
      )
      .willRespondWith(200, (r) => r.jsonBody({ bucket: "day", data: eachLike(point, 7) }))
      .executeTest(async (mockServer) => {
        const series = await usageAnalyticsAt(mockServer).series({
          range,
          bucket: "day",
        });
        expect(series.bucket).toBe("day");
        expect(series.data).toHaveLength(7);
        expect(series.data[0]).toEqual({
          start: "2025-03-08T00:00:00.000Z",
          requests: 3,
          errors: 1,
          tokensIn: 1624,
          tokensOut: 480,
          totalCost: 0.0005316,
          energyCost: 0.00007974,
          emissionsGrams: 0.2051,
          timeToFirstTokenP50: 210,
          timeToFirstTokenP95: 210,
          durationP50: 950,
          durationP95: 950,
        });
      });
  });

  it("gives the requests of one of the person's keys, named by its id, in the series and the breakdowns", async () => {
    await pact
      .addInteraction()
      .given(...personalState)
      .uponReceiving("a request for a week of the usage of one of the user's keys by day")
      .withRequest("GET", api("/usage/series"), (r) =>
        r.headers(SESSION).query({ ...weekQuery, bucket: "day", apiKeyId: "key-1" }),
      )
      .willRespondWith(200, (r) => r.jsonBody({ bucket: "day", data: eachLike(point, 7) }))
      .executeTest(async (mockServer) => {
        const series = await usageAnalyticsAt(mockServer).series({ range, bucket: "day", apiKeyId: "key-1" });
        expect(series.data).toHaveLength(7);
      });
    await pact
      .addInteraction()
      .given(...personalState)
      .uponReceiving("a request for a week of the playground's usage by model")
      .withRequest("GET", api("/usage/breakdown"), (r) =>
        r.headers(SESSION).query({ ...weekQuery, by: "model", apikey: "playground" }),
      )
      .willRespondWith(200, (r) =>
        r.jsonBody({ by: "model", data: eachLike(breakdownRow(like("gpt-4o-mini"), like("gpt-4o-mini"))) }),
      )
      .executeTest(async (mockServer) => {
        const breakdown = await usageAnalyticsAt(mockServer).breakdown({
          range,
          by: "model",
          apikey: "playground",
        });
        expect(breakdown.by).toBe("model");
      });
  });

  it("gives the person's spend per API key, each key masked", async () => {
    await pact
      .addInteraction()
      .given(...personalState)
      .uponReceiving("a request for a week of the user's usage by API key")
      .withRequest("GET", api("/usage/breakdown"), (r) =>
        r.headers(SESSION).query({ ...weekQuery, by: "apikey" }),
      )
      .willRespondWith(200, (r) =>
        r.jsonBody({
          by: "apikey",
          data: eachLike(
            breakdownRow(
              regex("^(.{5}\\.\\.\\..{5}|playground)$", "mk-2f...b8a7f"),
              regex("^(.{5}\\.\\.\\..{5}|playground)$", "mk-2f...b8a7f"),
            ),
          ),
        }),
      )
      .executeTest(async (mockServer) => {
        const breakdown = await usageAnalyticsAt(mockServer).breakdown({
          range,
          by: "apikey",
        });
        expect(breakdown.by).toBe("apikey");
        expect(breakdown.data[0]).toMatchObject({ key: "mk-2f...b8a7f", requests: 3, totalCost: 0.0007974 });
      });
  });

  it("gives an organization's requests summed per day for its admins", async () => {
    await inTheOrganizationWithRequests()
      .uponReceiving("a request for a week of the organization's usage by day")
      .withRequest("GET", api(`/organization/${IDS.org}/usage/series`), (r) =>
        r.headers(SESSION).query({ ...weekQuery, bucket: "day" }),
      )
      .willRespondWith(200, (r) => r.jsonBody({ bucket: "day", data: eachLike(point, 7) }))
      .executeTest(async (mockServer) => {
        const series = await usageAnalyticsAt(mockServer).organizationSeries(IDS.org, {
          range,
          bucket: "day",
        });
        expect(series.data).toHaveLength(7);
        expect(series.data[0]).toMatchObject({ requests: 3, totalCost: 0.0005316 });
      });
  });

  it("gives an organization's spend per department, named", async () => {
    await inTheOrganizationWithRequests()
      .uponReceiving("a request for a week of the organization's usage by department")
      .withRequest("GET", api(`/organization/${IDS.org}/usage/breakdown`), (r) =>
        r.headers(SESSION).query({ ...weekQuery, by: "department" }),
      )
      .willRespondWith(200, (r) =>
        r.jsonBody({
          by: "department",
          data: eachLike(breakdownRow(like(IDS.department), like("Research"))),
        }),
      )
      .executeTest(async (mockServer) => {
        const breakdown = await usageAnalyticsAt(mockServer).organizationBreakdown(IDS.org, {
          range,
          by: "department",
        });
        expect(breakdown.data[0]).toMatchObject({ key: IDS.department, label: "Research", requests: 3 });
      });
  });

  it("refuses hour buckets over more than 31 days with the gateway's words and no error page", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for 40 days of the user's usage by hour")
      .withRequest("GET", api("/usage/series"), (r) =>
        r.headers(SESSION).query({
          startDate: "2025-02-03T00:00:00.000Z",
          endDate: "2025-03-15T00:00:00.000Z",
          bucket: "hour",
        }),
      )
      .willRespondWith(400, (r) =>
        r.jsonBody(errMsgs("hour buckets need a range of at most 31 days; use day or week buckets")),
      )
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        const series = new HttpUsageAnalyticsGateway(client).series({
          range: { start: new Date("2025-02-03T00:00:00.000Z"), end: range.end },
          bucket: "hour",
        });
        await expect(series).rejects.toMatchObject({
          status: 400,
          serverMessages: ["hour buckets need a range of at most 31 days; use day or week buckets"],
        });
        expect(pages).toEqual([]);
      });
  });
});
