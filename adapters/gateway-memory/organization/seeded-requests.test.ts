import { describe, expect, it } from "vitest";
import { PiiEntity } from "../../../core/organization/pii-entities.ts";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import type { ApiKeyRow, DepartmentUserRow } from "./organization-rows.ts";
import { seededRequests } from "./seeded-requests.ts";

const NOW = Date.parse("2026-05-20T12:00:00Z");
const SERVING = [
  { model: "test-model", priceIn: 1, priceOut: 2, energyWhPerThousandTokens: 0.1, renewablePercentage: null },
];

/** One sender with one key in each department given. */
function sendersIn(departmentIds: readonly string[]) {
  const departmentUsers = departmentIds.map(
    (departmentId) =>
      ({ id: `du-${departmentId}`, departmentId, userId: `user-${departmentId}` }) as DepartmentUserRow,
  );
  const apiKeys = departmentUsers.map(
    (membership) => ({ id: `key-${membership.id}`, departmentUserId: membership.id }) as ApiKeyRow,
  );
  return { departmentUsers, apiKeys };
}

describe("the memory profile's seeded requests", () => {
  const { departmentUsers, apiKeys } = sendersIn(["dep-masked", "dep-open"]);
  const requests = seededRequests("org-test", departmentUsers, apiKeys, SERVING, NOW, [
    { id: "dep-masked", PIIAndSensitive: PiiHandling.PSEUDONYMIZE, piiEntities: [PiiEntity.EMAIL_ADDRESS] },
    { id: "dep-open", PIIAndSensitive: PiiHandling.NONE, piiEntities: [] },
  ]);
  const of = (departmentId: string) => requests.filter((request) => request.departmentId === departmentId);

  it("carry no PII counts in a department without PII handling", () => {
    expect(of("dep-open").length).toBeGreaterThan(0);
    expect(of("dep-open").every((request) => request.piiRedactions === null)).toBe(true);
  });

  it("carry the kinds a PII-handling department looks for, in some requests, and empty counts in the others", () => {
    const counts = of("dep-masked").map((request) => request.piiRedactions);
    const redacted = counts.filter((count) => count !== null && Object.keys(count).length > 0);
    expect(redacted.length).toBeGreaterThan(0);
    expect(counts).toContainEqual({});
    for (const count of redacted) {
      expect(Object.keys(count ?? {})).toEqual([PiiEntity.EMAIL_ADDRESS]);
      expect(count?.[PiiEntity.EMAIL_ADDRESS]).toBeGreaterThan(0);
    }
  });
});
