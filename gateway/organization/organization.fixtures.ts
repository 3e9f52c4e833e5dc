import { eq } from "drizzle-orm";
import type { Clock } from "../../core/clock/clock.port.ts";
import { ComplianceFramework } from "../../core/organization/compliance-framework.ts";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import type { RankedRole } from "../../core/organization/permission-rank.ts";
import { PiiEntity } from "../../core/organization/pii-entities.ts";
import { PiiHandling } from "../../core/organization/pii-handling.ts";
import { keyColumnsOf, newApiKeyValue } from "../api-keys/api-key-value.ts";
import { providerModels, providers } from "../available-models/available-models.schema.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { users } from "../identity/users.schema.ts";
import { complianceFiles } from "./department-resources/compliance-files.schema.ts";
import {
  departmentModels,
  departments,
  departmentUserApiKeys,
  departmentUsers,
} from "./organization.schema.ts";
import { newId } from "./organization-ids.ts";
import { ensureGridNode, GRID_NODE_EXAMPLES, type GridNodeFixture } from "./seed/grid-node.fixtures.ts";

// Records the provider states (and the HTTP conformance world) build organizations from, as the pact's examples
// describe them. Each is written whether or not it exists yet, so states can be combined in any order.

/** The gateway model the example organization model is (an AVAILABLE model on the SE3 node). */
export const EXAMPLE_CATALOGUE_MODEL = {
  id: "model-llama-3.1-70b-instruct",
  systemName: "llama-3.1-70b-instruct",
  provider: "Meridian",
  gridNodeId: "node-se3",
} as const;

export async function ensureUser(db: Database, id: string, email: string): Promise<UserRow> {
  await db.insert(users).values({ id, email }).onConflictDoNothing();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} could not be made: is ${email} someone else's?`);
  return row;
}

/** One of the gateway's models, with its provider, placed on a grid node (kept where the catalogue put it). */
export async function ensureCatalogueModel(
  db: Database,
  clock: Clock,
  model: { id: string; systemName: string; provider: string; gridNodeId: string },
): Promise<void> {
  await ensureGridNode(db, clock, GRID_NODE_EXAMPLES.EU as GridNodeFixture);
  const providerId = `prov-${model.provider.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-")}`;
  await db
    .insert(providers)
    .values({ id: providerId, name: model.provider, baseUrl: "https://api.example.com/v1" })
    .onConflictDoNothing();
  const [provider] = await db.select().from(providers).where(eq(providers.name, model.provider));
  await db
    .insert(providerModels)
    .values({
      id: model.id,
      providerId: provider?.id ?? providerId,
      nameInProvider: model.systemName,
      systemName: model.systemName,
      tokenInPricePerMillionTokens: 0.6,
      tokenOutPricePerMillionTokens: 0.8,
      gridNodeId: model.gridNodeId,
    })
    .onConflictDoNothing();
}

export interface DepartmentFixture {
  readonly organizationId: string;
  readonly id: string;
  readonly name: string;
  readonly GDPR?: boolean;
  readonly lastModifiedByRole?: Record<string, RankedRole>;
}

/**
 * A department with everything a department page shows: frameworks (SOC2 set by the owner), PII handling, a
 * budget, a policy document and the example model.
 */
export async function ensureDepartment(
  db: Database,
  clock: Clock,
  fixture: DepartmentFixture,
): Promise<void> {
  const now = new Date(clock.now()).toISOString();
  const { SOC2, GDPR, EU_AI_ACT } = ComplianceFramework;
  const values = {
    id: fixture.id,
    organizationId: fixture.organizationId,
    name: fixture.name,
    description: "Model evaluation and applied ML research.",
    frameworks: fixture.GDPR === false ? [SOC2, EU_AI_ACT] : [SOC2, GDPR, EU_AI_ACT],
    piiHandling: PiiHandling.PSEUDONYMIZE,
    piiEntities: [PiiEntity.EMAIL_ADDRESS],
    monthlyBudgetInDollar: 2500.5,
    lastModifiedByRole: { SOC2: OrganizationRole.OWNER, ...fixture.lastModifiedByRole },
    createdAt: now,
    updatedAt: now,
  };
  await db.insert(departments).values(values).onConflictDoUpdate({ target: departments.id, set: values });
  await db
    .insert(complianceFiles)
    .values({
      id: `${fixture.id}-handbook`,
      departmentId: fixture.id,
      name: "Acceptableusepolicy",
      filePath: `organizations/${fixture.organizationId}/departments/${fixture.id}/Acceptableusepolicy`,
      chunks: 4,
      embeddings: 4,
      sizeBytes: 8000,
      lastModifiedByRole: DepartmentRole.ADMIN,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** Someone in a department with a role there and an API key (`apiKeyId` names it). */
export async function ensureMembership(
  db: Database,
  clock: Clock,
  membership: { departmentId: string; userId: string; role: DepartmentRole; apiKeyId?: string },
): Promise<string> {
  const now = new Date(clock.now()).toISOString();
  const [row] = await db
    .insert(departmentUsers)
    .values({ id: newId("du"), ...membership, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [departmentUsers.departmentId, departmentUsers.userId],
      set: { role: membership.role },
    })
    .returning();
  if (!row) throw new Error("the membership was not stored");
  const [holder] = await db.select({ email: users.email }).from(users).where(eq(users.id, membership.userId));
  await db
    .insert(departmentUserApiKeys)
    .values({
      // Its secret is never shown: only what is kept of it is stored. Made by its holder.
      ...keyColumnsOf(membership.apiKeyId ?? newId("key"), newApiKeyValue(), "Key 1"),
      departmentUserId: row.id,
      createdBy: holder?.email ?? null,
      createdAt: now,
    })
    .onConflictDoNothing();
  return row.id;
}

export async function assignModel(db: Database, clock: Clock, departmentId: string, modelId: string) {
  await db
    .insert(departmentModels)
    .values({ departmentId, organizationModelId: modelId, createdAt: new Date(clock.now()).toISOString() })
    .onConflictDoNothing();
}
