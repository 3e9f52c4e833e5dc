import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../core/audit/audit-entry.ts";
import { OrganizationSeedBuilder, OrganizationSeedMother } from "../organization/organization-seed.mother.ts";

const ORG = OrganizationSeedBuilder.ORGANIZATION_ID;

/** An organization with two departments, whose owner then creates a third: its log holds the three. */
async function organizationWithHistory() {
  const gateways = OrganizationSeedMother.create()
    .department({ id: "dep-research", name: "Research" })
    .department({ id: "dep-finance", name: "Finance" })
    .gateways();
  await gateways.departments.createDepartment(ORG, { name: "Legal" });
  await gateways.context.audit.settled();
  return gateways;
}

/** The stored entries, to be tampered with as someone with access to the store would. */
function stored(gateways: Awaited<ReturnType<typeof organizationWithHistory>>): AuditEntry[] {
  return gateways.context.audit.entriesOf(ORG) as AuditEntry[];
}

describe("the memory profile's audit chain", () => {
  it("starts with the history its seed implies, then each change, and verifies intact", async () => {
    const gateways = await organizationWithHistory();
    const kinds = stored(gateways).map((entry) => `${entry.kind} ${entry.subject.name}`);
    expect(kinds).toEqual([
      "ORGANIZATION_REQUESTED Test Org",
      "DEPARTMENT_CREATED Research",
      "DEPARTMENT_CREATED Finance",
      "DEPARTMENT_CREATED Legal",
    ]);
    expect(await gateways.auditLog.verify(ORG)).toMatchObject({ intact: true, count: 4, head: { count: 4 } });
  });

  it("names an entry changed after it was written", async () => {
    const gateways = await organizationWithHistory();
    const entries = stored(gateways);
    entries[1] = { ...(entries[1] as AuditEntry), after: { name: "Espionage" } };
    expect(await gateways.auditLog.verify(ORG)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 2, reason: "changed" },
    });
  });

  it("names the place of an entry deleted from the middle", async () => {
    const gateways = await organizationWithHistory();
    stored(gateways).splice(1, 1);
    expect(await gateways.auditLog.verify(ORG)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 2, reason: "missing" },
    });
  });

  it("tells a chain cut short from the head that counts more entries", async () => {
    const gateways = await organizationWithHistory();
    stored(gateways).pop();
    expect(await gateways.auditLog.verify(ORG)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 4, reason: "truncated" },
    });
  });
});
