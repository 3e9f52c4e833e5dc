import { COMPLIANCE_FRAMEWORKS } from "../../../core/organization/compliance-framework.ts";
import { CUSTOM_REGIONS, DataResidency } from "../../../core/organization/data-residency.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { OrganizationStatus } from "../../../core/organization/organization-status.ts";
import { PERMISSION_RANK } from "../../../core/organization/permission-rank.ts";
import { PII_ENTITIES } from "../../../core/organization/pii-entities.ts";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import {
  component,
  dateTime,
  decimal,
  integer,
  listOf,
  oneOf,
  orNull,
  record,
  ref,
  text,
  yesNo,
} from "../schema-words.ts";

const RANKED_ROLES = Object.keys(PERMISSION_RANK);
const HELD_ROLES = [...Object.values(OrganizationRole), ...Object.values(DepartmentRole)];
const PERSON = record({ id: text(), email: text() });

export const ORGANIZATION_SUMMARY = component(
  "OrganizationSummary",
  record(
    {
      id: text(),
      name: text(),
      status: oneOf(Object.values(OrganizationStatus)),
      totalDepartments: integer(),
      totalUsers: integer(),
      recentActivities: listOf(record({ description: text(), type: text(), createdAt: dateTime() })),
      role: orNull(oneOf(Object.values(OrganizationRole), "The caller's organization-wide role.")),
      departments: listOf(
        record({ id: text(), name: text(), role: oneOf(Object.values(DepartmentRole)) }),
        "The departments the caller belongs to, with their role there.",
      ),
    },
    { description: "The caller's organization, as its overview shows it." },
  ),
);

export const SUPER_ADMIN = component(
  "SuperAdmin",
  record(
    {
      id: text(),
      email: text(),
      phone: orNull(text("Their own, else the organization's.")),
      role: oneOf(Object.values(OrganizationRole)),
      user: PERSON,
    },
    { description: "The owner or a super admin." },
  ),
);

export const GRID_NODE = component(
  "GridNode",
  record(
    {
      id: text(),
      region: text(),
      name: text(),
      location: text(),
      lmp: decimal("Locational marginal price, US dollars per MWh."),
      renewablePercentage: decimal(),
      lastUpdatedAt: dateTime(),
      updatable: yesNo(),
    },
    { description: "A place of the power grid models run on." },
  ),
);

export const ORGANIZATION_MODEL = component(
  "OrganizationModel",
  record(
    {
      id: text(),
      internalId: orNull(text("The catalogue model it is, for an AVAILABLE model.")),
      name: text(),
      dedicatedUrl: orNull(text()),
      customModelApikey: orNull(text("Masked: only its last characters are shown.")),
      type: oneOf(["AVAILABLE", "CUSTOM"]),
      provider: orNull(text()),
      accessType: oneOf(["PUBLIC", "PRIVATE"]),
      configXml: orNull(text()),
      tokenInPricePerMillionTokens: orNull(
        decimal(
          "A custom model's price, US dollars per million prompt tokens; its requests are costed at it.",
        ),
      ),
      tokenOutPricePerMillionTokens: orNull(decimal("A custom model's price per million completion tokens.")),
      node: orNull(text()),
      internalModel: { type: "null" },
      region: orNull(text()),
      gridNode: orNull(ref("GridNode")),
      emission: orNull(decimal("Renewable share of its grid node, 2 decimals.")),
      lastModifyRole: orNull(oneOf(RANKED_ROLES)),
      createdAt: dateTime(),
      updatedAt: dateTime(),
    },
    { description: "A model of the organization." },
  ),
);

export const CUSTOM_MODEL_CONNECTION_TEST = component(
  "CustomModelConnectionTest",
  record(
    {
      reachable: yesNo("Whether the upstream's GET {dedicatedUrl}/models answered 2xx."),
      status: orNull(integer("Its HTTP status; null when nothing answered or it was not called.")),
      message: text("The upstream's error, the gateway's reason for not calling it, or what was found."),
      models: listOf(text(), "The model ids it lists, at most 50."),
      modelListed: orNull(yesNo("Whether the model's name is among them; null with no name or no list.")),
    },
    { description: "What a custom model's connection test found." },
  ),
);

export const COMPLIANCE_FILE = component(
  "ComplianceFile",
  record(
    {
      id: text(),
      name: text(),
      filePath: text(),
      chunks: integer(),
      embeddings: integer(),
      lastModifiedByRole: orNull(oneOf(RANKED_ROLES)),
      createdAt: dateTime(),
    },
    { description: "A policy document of a department (never its bytes)." },
  ),
);

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

export const DEPARTMENT_USER = component(
  "DepartmentUser",
  record(
    {
      id: text("The membership's id."),
      role: oneOf(Object.values(DepartmentRole)),
      user: PERSON,
      apikeys: listOf(ref("ApiKey"), "Their keys for this department."),
      createdAt: dateTime(),
      updatedAt: dateTime(),
    },
    { description: "A person's membership of a department." },
  ),
);

export const ORGANIZATION_MEMBER = component(
  "OrganizationMember",
  record(
    {
      id: text("The person's user id."),
      email: text(),
      departments: listOf(record({ id: text(), name: text(), role: oneOf(Object.values(DepartmentRole)) })),
    },
    { description: "A person of the organization and the departments they belong to." },
  ),
);

export const REQUESTS_REPORT = component(
  "RequestsReport",
  record(
    {
      items: listOf(
        record({
          id: text(),
          createdAt: dateTime(),
          status: integer("The HTTP status the request was answered with."),
          error: orNull(text()),
          departmentId: text("The department whose policies it went under."),
          model: text("The model that served it (Best Available's choice), else the one asked for."),
          totalCost: decimal("USD."),
          apikey: record({
            id: text(),
            departmentUser: orNull(record({ id: text(), user: PERSON })),
          }),
        }),
      ),
      meta: record({
        total: integer(),
        page: integer(),
        limit: integer(),
        nextCursor: orNull(text("Where the next, older page starts; null on the last page.")),
      }),
    },
    { description: "One page of the organization's requests, newest first." },
  ),
);

export const REQUEST_SERIES = component(
  "RequestSeries",
  record(
    {
      points: listOf(
        record({
          date: text("The UTC day, YYYY-MM-DD."),
          departmentId: text(),
          requests: integer(),
          spend: decimal("USD."),
          energyCost: decimal("USD: 15 % of the spend."),
          emissions: decimal("Grams of CO2e (estimated)."),
        }),
      ),
    },
    { description: "Requests summed per UTC day and department, oldest day first." },
  ),
);

export const GRID_NODE_EXAMPLE = {
  id: "node-se3",
  region: "EU",
  name: "SE3",
  location: "Stockholm, Sweden (Nord Pool)",
  lmp: 41.2,
  renewablePercentage: 97.65,
  lastUpdatedAt: "2025-03-14T12:00:00.000Z",
  updatable: true,
};

export const ORGANIZATION_MODEL_EXAMPLE = {
  id: "om-llama",
  internalId: "model-llama-3.1-70b-instruct",
  name: "llama-3.1-70b-instruct",
  dedicatedUrl: null,
  customModelApikey: null,
  type: "AVAILABLE",
  provider: "Meridian",
  accessType: "PUBLIC",
  configXml: null,
  tokenInPricePerMillionTokens: null,
  tokenOutPricePerMillionTokens: null,
  node: null,
  internalModel: null,
  region: "EU",
  gridNode: GRID_NODE_EXAMPLE,
  emission: 97.65,
  lastModifyRole: "OWNER",
  createdAt: "2025-03-14T12:00:00.000Z",
  updatedAt: "2025-03-14T12:00:00.000Z",
};

export const COMPLIANCE_FILE_EXAMPLE = {
  id: "file-retention",
  name: "Dataretentionpolicy",
  filePath: "organizations/org-1/departments/dep-research/file-retention-Dataretentionpolicy",
  chunks: 4,
  embeddings: 4,
  lastModifiedByRole: "ADMIN",
  createdAt: "2025-03-14T12:00:00.000Z",
};

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

export const DEPARTMENT_USER_EXAMPLE = {
  id: "du-1",
  role: "MEMBER",
  user: { id: "user-amara", email: "amara.okafor@meridian.example" },
  apikeys: [
    {
      id: "key-amara-1",
      value: "mrd-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b",
      createdAt: "2025-03-14T12:00:00.000Z",
    },
  ],
  createdAt: "2025-03-14T12:00:00.000Z",
  updatedAt: "2025-03-14T12:00:00.000Z",
};

export const ORGANIZATION_MEMBER_EXAMPLE = {
  id: "user-amara",
  email: "amara.okafor@meridian.example",
  departments: [{ id: "dep-research", name: "Research", role: "MEMBER" }],
};

export const SUPER_ADMIN_EXAMPLE = {
  id: "admin-user-owner",
  email: "demo@meridian.example",
  phone: "+14155550142",
  role: "OWNER",
  user: { id: "user-owner", email: "demo@meridian.example" },
};

export const ORGANIZATION_SUMMARY_EXAMPLE = {
  id: "org-1",
  name: "Meridian Demo Org",
  status: "ACTIVE",
  totalDepartments: 3,
  totalUsers: 8,
  recentActivities: [
    {
      description: "Research was created",
      type: "DEPARTMENT_CREATED",
      createdAt: "2025-03-14T12:00:00.000Z",
    },
  ],
  role: "OWNER",
  departments: [{ id: "dep-research", name: "Research", role: "ADMIN" }],
};

export const CONNECTION_TEST_EXAMPLE = {
  reachable: true,
  status: 200,
  message: "The custom model's server answered 200 and lists 2 models",
  models: ["guard-7b", "guard-13b"],
  modelListed: true,
};
