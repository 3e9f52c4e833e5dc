import { AsDate, AsList, Derived } from "../mapping/entity-decorators.ts";
import { ComplianceFile } from "./compliance-file.entity.ts";
import { COMPLIANCE_FRAMEWORKS, type ComplianceFramework } from "./compliance-framework.ts";
import type { DataResidency } from "./data-residency.ts";
import type { SettingsLastModifiedByRole } from "./department-setting.ts";
import { OrganizationModel } from "./organization-model.entity.ts";
import type { DepartmentRole, OrganizationRole } from "./organization-role.ts";
import type { PiiHandling } from "./pii-handling.ts";

/** A department with its compliance settings, policy files and models (SPEC §3). */
export class Department {
  readonly id!: string;
  readonly name!: string;
  readonly description!: string | null;
  readonly SOC2!: boolean;
  readonly ISO42001!: boolean;
  readonly GDPR!: boolean;
  readonly HIPAA!: boolean;
  readonly EU_AI_ACT!: boolean;
  readonly AI_RMF!: boolean;
  readonly DORA!: boolean;
  readonly PIIAndSensitive!: PiiHandling;
  readonly piiEntities!: readonly string[];
  /** Monthly spending cap in USD; null when the department has none. */
  readonly monthlyBudgetInDollar!: number | null;
  /** What the department's requests cost since the first of this calendar month (UTC), in USD. */
  readonly spentThisMonthInDollar!: number;
  readonly lastModifiedByRole!: SettingsLastModifiedByRole;
  /** Where its requests may be served; absent from gateways that do not keep it. */
  readonly dataResidency?: DataResidency;
  /** The regions of a CUSTOM residency; absent from gateways that do not keep residency. */
  readonly customRegions?: readonly string[];
  @AsList(() => ComplianceFile) readonly complianceFiles!: readonly ComplianceFile[];
  @AsList(() => OrganizationModel) readonly models!: readonly OrganizationModel[];
  /** The signed-in person's strongest role here (organization role included); null for an outsider. */
  readonly role!: OrganizationRole | DepartmentRole | null;
  @AsDate() readonly createdAt!: Date;
  @AsDate() readonly updatedAt!: Date;

  /** The frameworks whose flag is set. */
  @Derived((record: Partial<Record<ComplianceFramework, unknown>>) =>
    COMPLIANCE_FRAMEWORKS.filter((framework) => record[framework] === true),
  )
  readonly policiesAssigned!: readonly ComplianceFramework[];
}
