import { eq, inArray } from "drizzle-orm";
import type { Clock } from "../../../core/clock/clock.port.ts";
import {
  ModelAccessType,
  OrganizationModelType,
} from "../../../core/organization/organization-model.entity.ts";
import { DEMO_DEPARTMENTS } from "../../../demo/demo-organization.ts";
import { DEMO_AVAILABLE_MODELS, DEMO_CUSTOM_MODELS } from "../../../demo/demo-organization-models.ts";
import { gridNodes, providerModels, providers } from "../../available-models/available-models.schema.ts";
import type { Database } from "../../database/database.ts";
import { departmentModels, organizationModels } from "../organization.schema.ts";

const DAY = 86_400_000;

/** The catalogue's id of a demo model (the gateway names its models so). */
const catalogueIdOf = (name: string) => `model-${name}`;

/** The demo organization's models (those of the catalogue it has) and the departments allowed each. */
export async function seedOrganizationModels(
  db: Database,
  clock: Clock,
  organizationId: string,
): Promise<void> {
  const at = (days: number) => new Date(clock.now() - days * DAY).toISOString();
  const catalogue = await db
    .select({ model: providerModels, provider: providers.name, region: gridNodes.region })
    .from(providerModels)
    .innerJoin(providers, eq(providers.id, providerModels.providerId))
    .leftJoin(gridNodes, eq(gridNodes.id, providerModels.gridNodeId))
    .where(
      inArray(
        providerModels.id,
        DEMO_AVAILABLE_MODELS.map((model) => catalogueIdOf(model.model)),
      ),
    );
  const nodes = new Set((await db.select({ id: gridNodes.id }).from(gridNodes)).map((node) => node.id));
  const rows: (typeof organizationModels.$inferInsert)[] = [];
  for (const { id, model, addedBy: role, addedDaysAgo: days } of DEMO_AVAILABLE_MODELS) {
    const internalId = catalogueIdOf(model);
    const entry = catalogue.find((found) => found.model.id === internalId);
    if (!entry) continue;
    rows.push({
      id,
      organizationId,
      internalId,
      name: entry.model.systemName,
      type: OrganizationModelType.AVAILABLE,
      provider: entry.provider,
      accessType: ModelAccessType.PUBLIC,
      region: entry.region,
      gridNodeId: entry.model.gridNodeId,
      lastModifyRole: role,
      createdAt: at(days),
      updatedAt: at(days),
    });
  }
  for (const { prices, addedDaysAgo, changedDaysAgo, ...model } of DEMO_CUSTOM_MODELS.filter((custom) =>
    nodes.has(custom.gridNodeId),
  )) {
    rows.push({
      ...model,
      organizationId,
      type: OrganizationModelType.CUSTOM,
      tokenInPricePerMillionTokens: prices?.[0] ?? null,
      tokenOutPricePerMillionTokens: prices?.[1] ?? null,
      createdAt: at(addedDaysAgo),
      updatedAt: at(changedDaysAgo),
    });
  }
  if (rows.length === 0) return;
  await db.insert(organizationModels).values(rows).onConflictDoNothing();
  const offered = new Set(rows.map((row) => row.id));
  const assignments = DEMO_DEPARTMENTS.flatMap((department) =>
    department.models
      .filter((id) => offered.has(id))
      .map((organizationModelId) => ({
        departmentId: department.id,
        organizationModelId,
        createdAt: at(60),
      })),
  );
  if (assignments.length > 0) await db.insert(departmentModels).values(assignments).onConflictDoNothing();
}
