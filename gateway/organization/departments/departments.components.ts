import { COMPLIANCE_FRAMEWORKS } from "../../../core/organization/compliance-framework.ts";
import { CUSTOM_REGIONS, DataResidency } from "../../../core/organization/data-residency.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { PII_ENTITIES } from "../../../core/organization/pii-entities.ts";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import {
  component,
  dateTime,
  decimal,
  listOf,
  oneOf,
  orNull,
  record,
  ref,
  text,
  yesNo,
} from "../../api-document/schema-words.ts";
import { COMPLIANCE_FILE_EXAMPLE } from "../department-resources/compliance-files.components.ts";
import { ORGANIZATION_MODEL_EXAMPLE } from "../models/organization-models.components.ts";
import { RANKED_ROLES } from "../organization-schema-words.ts";

const HELD_ROLES = [...Object.values(OrganizationRole), ...Object.values(DepartmentRole)];

const FRAMEWORK_FLAGS = Object.fromEntries(COMPLIANCE_FRAMEWORKS.map((flag) => [flag, yesNo()]));

export const DEPARTMENT = component(
  "Department",
  record(
    {
      id: text(),
      name: text(),
      description: orNull(text()),
      ...FRAMEWORK_FLAGS,
      PIIAndSensitive: oneOf(Object.values(PiiHandling)),
      piiEntities: listOf(oneOf(PII_ENTITIES)),
      monthlyBudgetInDollar: orNull(decimal("null: no budget.")),
      spentThisMonthInDollar: decimal("What its requests cost since the 1st of this month (UTC), in USD."),
      dataResidency: oneOf(Object.values(DataResidency)),
      customRegions: {
        ...listOf(oneOf([...CUSTOM_REGIONS])),
        description: "The regions of a CUSTOM residency.",
      },
      lastModifiedByRole: {
        type: "object",
        description: "Who last set each setting, by setting name; a setting is kept from lower ranks.",
        additionalProperties: oneOf(RANKED_ROLES),
      },
      createdAt: dateTime(),
      updatedAt: dateTime(),
      complianceFiles: listOf(ref("ComplianceFile")),
      models: listOf(ref("OrganizationModel"), "The models the department may use; none: any."),
      role: orNull(oneOf(HELD_ROLES, "The role the caller acts with in this department.")),
    },
    { description: "A department with its compliance settings, policy documents and models." },
  ),
);

export const DEPARTMENT_EXAMPLE = {
  id: "dep-research",
  name: "Research",
  description: "Model evaluation and applied ML research.",
  SOC2: true,
  ISO42001: false,
  GDPR: true,
  HIPAA: false,
  EU_AI_ACT: true,
  AI_RMF: false,
  DORA: false,
  PIIAndSensitive: "PSEUDONYMIZE",
  piiEntities: ["EMAIL_ADDRESS"],
  monthlyBudgetInDollar: 2500.5,
  spentThisMonthInDollar: 312.4,
  dataResidency: "EU",
  customRegions: [],
  lastModifiedByRole: { SOC2: "OWNER" },
  createdAt: "2025-03-14T12:00:00.000Z",
  updatedAt: "2025-03-14T12:00:00.000Z",
  complianceFiles: [COMPLIANCE_FILE_EXAMPLE],
  models: [ORGANIZATION_MODEL_EXAMPLE],
  role: "ADMIN",
};
