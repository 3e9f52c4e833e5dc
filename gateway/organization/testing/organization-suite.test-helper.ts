import { afterAll, beforeAll, beforeEach } from "vitest";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../../testing/test-gateway.ts";
import { callsTo } from "./organization-calls.test-helper.ts";
import {
  type SeededPeople,
  type SeededPersona,
  seedOrganizationFor,
  signInPeople,
} from "./seeded-organization.test-helper.ts";

export interface GatewayWithPeople {
  /** The file's gateway, started before its first test and closed after its last. */
  readonly gateway: TestGateway;
  /** The personas, signed in before the first test: one object throughout, re-signed in place when seeding. */
  readonly people: SeededPeople;
}

export interface SeededOrganizationSuite extends GatewayWithPeople {
  /** Calls the file's gateway as someone: see callsTo. */
  readonly call: ReturnType<typeof callsTo>;
}

/** Call at the top of a test file: a gateway of its own with every persona signed in. */
export function gatewayWithPeople(): GatewayWithPeople {
  let gateway: TestGateway | undefined;
  const people: Partial<Record<SeededPersona, SignedInPerson>> = {};
  beforeAll(async () => {
    gateway = await startTestGateway();
    Object.assign(people, await signInPeople(gateway));
  });
  afterAll(() => gateway?.close());
  return {
    get gateway() {
      if (!gateway) throw new Error("the test gateway starts before the file's first test");
      return gateway;
    },
    people: people as SeededPeople,
  };
}

/**
 * Call at the top of a test file: gatewayWithPeople, with the seeded organization around the personas, seeded
 * again before each test (for files whose tests change it) or once before the first.
 */
export function seededOrganizationSuite(seeding: "before each test" | "once"): SeededOrganizationSuite {
  const suite = gatewayWithPeople();
  const seed = () => seedOrganizationFor(suite.gateway, suite.people);
  if (seeding === "once") beforeAll(seed);
  else beforeEach(seed);
  return {
    get gateway() {
      return suite.gateway;
    },
    people: suite.people,
    call: (...args) => callsTo(suite.gateway)(...args),
  };
}
