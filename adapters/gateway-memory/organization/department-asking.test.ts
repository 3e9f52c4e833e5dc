import { describe, expect, it } from "vitest";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import { departmentAsking } from "./department-asking.ts";
import { OrganizationSeedMother } from "./organization-seed.mother.ts";

const SUPPORT = "dep-support";
const agent = { id: "user-agent", email: "agent@example.test" };

/** The agent asking as Support, whose PII handling is the one given, and the organization's requests. */
function agentAskingAsSupport(handling: PiiHandling) {
  const { context } = OrganizationSeedMother.create()
    .department({ id: SUPPORT, name: "Support", PIIAndSensitive: handling })
    .member(agent, SUPPORT)
    .actingAs(agent)
    .gateways();
  return { asking: departmentAsking(context, SUPPORT), requests: () => context.db.requests.all() };
}

describe("a request made as a department in the in-browser demo", () => {
  it("records how many values of each kind the department's PII handling masked", () => {
    const { asking, requests } = agentAskingAsSupport(PiiHandling.PSEUDONYMIZE);
    asking.redact("Write to ada@example.com and bob@example.com");
    asking.redact("from 10.0.0.12, again to ada@example.com");
    asking.record({ model: "gpt-4o-mini", totalCost: 0.001, totalTokens: 20 });
    expect(requests().map((row) => row.piiRedactions)).toEqual([{ EMAIL_ADDRESS: 3, IP_ADDRESS: 1 }]);
  });

  it("records an empty count for a request without personal data", () => {
    const { asking, requests } = agentAskingAsSupport(PiiHandling.ANONYMIZE);
    asking.redact("What is the capital of France?");
    asking.record({ model: "gpt-4o-mini", totalCost: 0.001, totalTokens: 20 });
    expect(requests().map((row) => row.piiRedactions)).toEqual([{}]);
  });

  it("records no counts when the department has no PII handling", () => {
    const { asking, requests } = agentAskingAsSupport(PiiHandling.NONE);
    asking.redact("Write to ada@example.com");
    asking.record({ model: "gpt-4o-mini", totalCost: 0.001, totalTokens: 20 });
    expect(requests().map((row) => row.piiRedactions)).toEqual([null]);
  });
});
