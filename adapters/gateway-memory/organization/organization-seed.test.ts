import { describe, expect, it } from "vitest";
import { demoOrganizationSeed } from "./organization-seed.ts";

const clock = { now: () => Date.parse("2025-03-14T12:00:00.000Z") };

describe("the demo organization's seed", () => {
  const seed = demoOrganizationSeed(clock);
  const ids = <T extends { id: string }>(rows: readonly T[]) => new Set(rows.map((row) => row.id));

  it("links every record to records that exist", () => {
    const accounts = ids(seed.accounts);
    const departments = ids(seed.departments);
    const memberships = ids(seed.departmentUsers);
    const keys = ids(seed.apiKeys);
    const models = ids(seed.models);
    const nodes = ids(seed.gridNodes);
    const catalogue = ids(seed.catalogue);
    expect(
      seed.departmentUsers.every((row) => accounts.has(row.userId) && departments.has(row.departmentId)),
    ).toBe(true);
    expect(seed.superAdmins.every((row) => accounts.has(row.userId))).toBe(true);
    expect(seed.apiKeys.every((key) => memberships.has(key.departmentUserId))).toBe(true);
    expect(seed.files.every((file) => departments.has(file.departmentId))).toBe(true);
    expect(seed.departments.every((department) => department.modelIds.every((id) => models.has(id)))).toBe(
      true,
    );
    expect(seed.models.every((model) => model.gridNodeId === null || nodes.has(model.gridNodeId))).toBe(true);
    expect(seed.models.every((model) => model.internalId === null || catalogue.has(model.internalId))).toBe(
      true,
    );
    expect(seed.catalogue.every((model) => model.gridNodeId === null || nodes.has(model.gridNodeId))).toBe(
      true,
    );
    expect(seed.requests.every((request) => keys.has(request.apiKeyId))).toBe(true);
  });

  it("spreads its grid nodes over the US, Canada, Europe and Asia", () => {
    expect(new Set(seed.gridNodes.map((node) => node.region))).toEqual(new Set(["US", "CA", "EU", "ASIA"]));
  });

  it("gives the report weeks of history with successes and failures alike", () => {
    const statuses = new Set(seed.requests.map((request) => request.status));
    expect(seed.requests.length).toBeGreaterThan(100);
    expect(statuses.has(200)).toBe(true);
    expect([...statuses].some((status) => status >= 400)).toBe(true);
  });

  it("gives the requests of departments handling PII the counts of what was redacted, some with none", () => {
    const handled = seed.departments.filter((department) => department.PIIAndSensitive !== "NONE");
    const counted = seed.requests.filter((request) =>
      handled.some((found) => found.id === request.departmentId),
    );
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.every((request) => request.piiRedactions !== null)).toBe(true);
    expect(counted.some((request) => Object.keys(request.piiRedactions ?? {}).length > 0)).toBe(true);
  });

  it("is the same on every start", () => {
    expect(demoOrganizationSeed(clock)).toEqual(seed);
  });
});
