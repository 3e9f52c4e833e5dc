import { toEntity } from "../mapping/to-entity.ts";
import type { Wire } from "../mapping/wire.ts";
import { NO_FRAMEWORKS } from "./compliance-framework.ts";
import { Department } from "./department.entity.ts";
import { OrganizationRole } from "./organization-role.ts";
import { PiiHandling } from "./pii-handling.ts";

/** A department as the gateway sends it (what the dashboard derives left out). */
export type DepartmentRecord = Omit<Wire<Department>, "policiesAssigned">;

/** Departments for tests: a test states the settings it is about; the rest is off, empty and dated once. */
export const DepartmentMother = {
  /**
   * Every framework off, no PII handling, no budget, nothing spent, no files nor models, seen by its owner; no data
   * residency, as from a gateway that does not keep it.
   */
  record(overrides: Partial<DepartmentRecord> = {}): DepartmentRecord {
    return {
      id: "dep-test",
      name: "Test department",
      description: null,
      ...NO_FRAMEWORKS,
      PIIAndSensitive: PiiHandling.NONE,
      piiEntities: [],
      monthlyBudgetInDollar: null,
      spentThisMonthInDollar: 0,
      lastModifiedByRole: {},
      complianceFiles: [],
      models: [],
      role: OrganizationRole.OWNER,
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
      ...overrides,
    };
  },

  create(overrides: Partial<DepartmentRecord> = {}): Department {
    return toEntity(Department, DepartmentMother.record(overrides));
  },
};
