import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationProviderStates } from "../organization/organization.provider-states.ts";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import type { ProviderStateContext } from "../verification/provider-state.ts";
import { usageAnalyticsProviderStates } from "./usage-analytics.provider-states.ts";

let gateway: TestGateway;
let actor: SignedInPerson | undefined;
const call = jsonCalls(() => gateway);

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway?.close());

/** A state run as the verification runs it, for one signed-in person. */
async function given(state: string, params: Record<string, unknown>) {
  const handler = usageAnalyticsProviderStates[state] ?? organizationProviderStates[state];
  if (!handler) throw new Error(`no provider state "${state}"`);
  const context: ProviderStateContext = {
    gateway,
    actor: async () => {
      actor ??= await gateway.signIn();
      return actor;
    },
    keepUnacceptedToken: () => undefined,
    breakTable: async () => undefined,
  };
  return handler(params, context);
}

/** The person the states signed in (a new one after `actor = undefined`). */
function signedIn(): SignedInPerson {
  if (!actor) throw new Error("no state signed anyone in");
  return actor;
}

const query = (values: Record<string, unknown> | undefined, extra: Record<string, string>) =>
  new URLSearchParams({ ...(values as Record<string, string>), ...extra });

describe("the usage analytics' provider states", () => {
  it("give the person a week of requests, each day with errors and timed successes, and answer the week", async () => {
    const week = await given("the user has requests over the last 7 days", { perDay: 3 });
    const person = signedIn();
    const series = await call("GET", `/usage/series?${query(week, { bucket: "day" })}`, person.headers);
    expect(series.json.data).toHaveLength(7);
    for (const day of series.json.data) {
      expect(day).toMatchObject({ requests: 3, errors: 1 });
      expect(day.timeToFirstTokenP50).toBeTypeOf("number");
      expect(day.durationP95).toBeTypeOf("number");
    }
    const byKey = await call("GET", `/usage/breakdown?${query(week, { by: "apikey" })}`, person.headers);
    expect(byKey.json.data.map((row: { key: string }) => row.key)).toEqual(["mk-2f...b8a7f", "playground"]);
  });

  it("give the organization's department a week of its member's requests, read by the owner", async () => {
    actor = undefined;
    await given("an organization", {
      orgId: "org-1",
      name: "Meridian Demo Org",
      status: "ACTIVE",
      signedInRole: "OWNER",
    });
    await given("a department of the organization", {
      orgId: "org-1",
      depId: "dep-research",
      name: "Research",
    });
    await given("a member of the department", {
      depId: "dep-research",
      userId: "user-amara",
      apiKeyId: "key-amara-1",
    });
    const week = await given("the organization has department requests over the last 7 days", {
      orgId: "org-1",
      depId: "dep-research",
      userId: "user-amara",
      perDay: 3,
    });
    const owner = signedIn();
    const series = await call("GET", `/organization/org-1/usage/series?${query(week, {})}`, owner.headers);
    expect(series.json.data.map((day: { requests: number }) => day.requests)).toEqual([3, 3, 3, 3, 3, 3, 3]);
    expect(
      series.json.data.every((day: { durationP50: unknown }) => typeof day.durationP50 === "number"),
    ).toBe(true);
    const byDepartment = await call(
      "GET",
      `/organization/org-1/usage/breakdown?${query(week, { by: "department" })}`,
      owner.headers,
    );
    expect(byDepartment.json.data).toEqual([
      expect.objectContaining({ key: "dep-research", label: "Research", requests: 21, errors: 7 }),
    ]);
  });
});
