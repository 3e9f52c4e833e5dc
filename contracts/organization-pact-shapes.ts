import { MatchersV3 } from "@pact-foundation/pact";
import { apiKeyRecord } from "./api-key-shapes.ts";
import { isoDateTime } from "./gateway-pact.ts";

// The JSON shapes of the organization area, as matchers: what the dashboard reads of each record, no more.
// The ids below are the ones the provider states create (their parameters name them), so paths stay literal.

const { boolean, decimal, eachLike, integer, like, nullValue, regex } = MatchersV3;

export const IDS = {
  org: "org-1",
  department: "dep-research",
  otherDepartment: "dep-support",
  owner: "user-owner",
  superAdmin: "user-priya",
  member: "user-amara",
  apiKey: "key-amara-1",
  file: "file-retention",
  model: "om-llama",
  availableModel: "model-gpt-4o",
  gridNode: "node-se3",
} as const;

const oneOf = (values: readonly string[], example: string) => regex(`^(${values.join("|")})$`, example);

export const role = (example: "OWNER" | "SUPER_ADMIN" | "ADMIN" | "MEMBER") =>
  oneOf(["OWNER", "SUPER_ADMIN", "ADMIN", "MEMBER"], example);

export const user = (id: string, email: string) => ({ id: like(id), email: like(email) });

export const gridNode = {
  id: like(IDS.gridNode),
  region: like("EU"),
  name: like("SE3"),
  location: like("Stockholm, Sweden (Nord Pool)"),
  lmp: decimal(41.2),
  renewablePercentage: decimal(97.65),
  lastUpdatedAt: isoDateTime(),
  updatable: boolean(true),
};

export const organizationModel = {
  id: like(IDS.model),
  internalId: like("model-llama-3.1-70b-instruct"),
  name: like("llama-3.1-70b-instruct"),
  type: oneOf(["AVAILABLE", "CUSTOM"], "AVAILABLE"),
  provider: like("Meridian"),
  accessType: oneOf(["PUBLIC", "PRIVATE"], "PUBLIC"),
  region: like("EU"),
  gridNode,
  emission: decimal(97.65),
  lastModifyRole: role("OWNER"),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
};

export const complianceFile = {
  id: like(IDS.file),
  name: like("Dataretentionpolicy"),
  filePath: like("organizations/org-1/departments/dep-research/file-retention-Dataretentionpolicy"),
  status: regex("^(PENDING|INDEXED|FAILED)$", "PENDING"),
  // Null unless FAILED: the files the contract sees are never failed ones.
  statusReason: null,
  sizeBytes: integer(48213),
  chunks: integer(0),
  embeddings: integer(0),
  lastModifiedByRole: role("ADMIN"),
  createdAt: isoDateTime(),
};

/** A department as GET, PUT and the model calls answer it. */
export const department = (overrides: Record<string, unknown> = {}) => ({
  id: like(IDS.department),
  name: like("Research"),
  description: like("Model evaluation and applied ML research."),
  SOC2: boolean(true),
  ISO42001: boolean(false),
  GDPR: boolean(true),
  HIPAA: boolean(false),
  EU_AI_ACT: boolean(true),
  AI_RMF: boolean(false),
  DORA: boolean(false),
  PIIAndSensitive: oneOf(["NONE", "ANONYMIZE", "PSEUDONYMIZE"], "PSEUDONYMIZE"),
  piiEntities: eachLike("EMAIL_ADDRESS"),
  monthlyBudgetInDollar: decimal(2500.5),
  spentThisMonthInDollar: decimal(312.4),
  dataResidency: oneOf(["NONE", "US", "CA", "EU", "ASIA", "CUSTOM"], "NONE"),
  // Any list of regions (the settings page shows them for a CUSTOM residency); none for the others.
  customRegions: like([]),
  lastModifiedByRole: { SOC2: role("OWNER") },
  complianceFiles: eachLike(complianceFile),
  models: eachLike(organizationModel),
  role: role("OWNER"),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  ...overrides,
});

export const departmentUser = {
  id: like("du-1"),
  role: role("MEMBER"),
  apikeys: eachLike(apiKeyRecord({ id: like(IDS.apiKey) })),
  user: user(IDS.member, "amara.okafor@meridian.example"),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
};

export const membership = (id: string, name: string, example: "ADMIN" | "MEMBER") => ({
  id: like(id),
  name: like(name),
  role: role(example),
});

export const organizationMember = {
  ...user(IDS.member, "amara.okafor@meridian.example"),
  departments: eachLike(membership(IDS.department, "Research", "MEMBER")),
};

export const superAdmin = (id: string, email: string, example: "OWNER" | "SUPER_ADMIN") => ({
  id: like(`admin-${id}`),
  email: like(email),
  phone: like("+14155550142"),
  role: role(example),
  user: user(id, email),
});

export const organizationSummary = (status: "PENDING" | "ACTIVE", name: string) => ({
  id: like(IDS.org),
  name: like(name),
  status: oneOf(["PENDING", "ACTIVE", "REJECTED"], status),
  totalDepartments: integer(3),
  totalUsers: integer(8),
  // The audit log's newest entries, described in English for the API.
  recentActivities: eachLike({
    description: like("Department Research was created by owner@meridian.example"),
    type: like("DEPARTMENT_CREATED"),
    createdAt: isoDateTime(),
  }),
  role: role("OWNER"),
  departments: eachLike(membership(IDS.department, "Research", "ADMIN")),
});

export const reportItem = {
  id: like("req-0001"),
  createdAt: isoDateTime(),
  status: integer(200),
  error: nullValue(),
  departmentId: like(IDS.department),
  model: like("mistral-large-latest"),
  totalCost: decimal(0.0044),
  apikey: {
    id: like(IDS.apiKey),
    departmentUser: { id: like("du-1"), user: user(IDS.member, "amara.okafor@meridian.example") },
  },
};

// Provider states, with the parameters the reference gateway seeds from.

/** Entries in the organization's audit log: departments Legal, then Sales, created by the owner. */
export const auditEntries = () => ["the organization's audit log holds entries", { orgId: IDS.org }] as const;

/** The organization and who the signed-in user is in it (`signedInRole`; null: only a department role). */
export const anOrganization = (signedInRole: "OWNER" | "SUPER_ADMIN" | null = "OWNER") =>
  ["an organization", { orgId: IDS.org, name: "Meridian Demo Org", status: "ACTIVE", signedInRole }] as const;

/** A department of the organization; `signedInRole` is the signed-in user's role in it, if any. */
export const aDepartment = (params: Record<string, unknown> = {}) =>
  [
    "a department of the organization",
    { orgId: IDS.org, depId: IDS.department, name: "Research", signedInRole: null, ...params },
  ] as const;

/** A member of the department, with one API key. */
export const aMember = (params: Record<string, unknown> = {}) =>
  [
    "a member of the department",
    {
      orgId: IDS.org,
      depId: IDS.department,
      userId: IDS.member,
      email: "amara.okafor@meridian.example",
      role: "MEMBER",
      apiKeyId: IDS.apiKey,
      ...params,
    },
  ] as const;

export const aSuperAdmin = [
  "a super admin of the organization",
  { orgId: IDS.org, userId: IDS.superAdmin, email: "priya.raman@meridian.example" },
] as const;
