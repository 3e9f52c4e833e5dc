import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { callsTo } from "./testing/organization-calls.test-helper.ts";
import { recordedChangesOf } from "./testing/recorded-changes.test-helper.ts";
import {
  SEEDED,
  type SeededPeople,
  seedOrganizationFor,
  signInPeople,
} from "./testing/seeded-organization.test-helper.ts";

const DEPARTMENTS = `/organization/${SEEDED.organizationId}/departments`;

/** A change sent by the owner claiming, through X-Forwarded-For, to come from `forwardedFor`. */
async function departmentCreatedFrom(gateway: TestGateway, people: SeededPeople, forwardedFor: string) {
  const owner = { ...people.owner, headers: { ...people.owner.headers, "X-Forwarded-For": forwardedFor } };
  const { changes } = await recordedChangesOf(() => gateway)(SEEDED.organizationId, () =>
    callsTo(gateway)(owner, "POST", DEPARTMENTS, { name: `Legal ${forwardedFor}` }),
  );
  expect(changes.map((change) => change.kind)).toEqual(["DEPARTMENT_CREATED"]);
  return changes[0]?.address;
}

function gatewayTrusting(trustedProxies: string | null) {
  let gateway: TestGateway;
  let people: SeededPeople;
  beforeAll(async () => {
    gateway = await startTestGateway(
      trustedProxies ? { environment: { GATEWAY_TRUSTED_PROXIES: trustedProxies } } : {},
    );
    people = await signInPeople(gateway);
    await seedOrganizationFor(gateway, people);
  });
  afterAll(() => gateway?.close());
  return { createdFrom: (forwardedFor: string) => departmentCreatedFrom(gateway, people, forwardedFor) };
}

describe("the address a change is recorded from, behind a balancer the gateway trusts", () => {
  const behindBalancer = gatewayTrusting("127.0.0.1");

  it("is the client's, as the balancer forwards it", async () => {
    expect(await behindBalancer.createdFrom("203.0.113.7")).toBe("203.0.113.7");
  });
});

describe("the address a change is recorded from, sent straight to the gateway", () => {
  const direct = gatewayTrusting(null);

  it("is the connection's, whatever X-Forwarded-For claims", async () => {
    expect(await direct.createdFrom("203.0.113.8")).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  });
});
