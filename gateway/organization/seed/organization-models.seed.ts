import { eq, inArray } from "drizzle-orm";
import type { Clock } from "../../../core/clock/clock.port.ts";
import {
  ModelAccessType,
  OrganizationModelType,
} from "../../../core/organization/organization-model.entity.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import type { RankedRole } from "../../../core/organization/permission-rank.ts";
import { gridNodes, providerModels, providers } from "../../available-models/available-models.schema.ts";
import type { Database } from "../../database/database.ts";
import { departmentModels, organizationModels } from "../organization.schema.ts";
import { recordActivity } from "../organization-activities.repository.ts";

const DAY = 86_400_000;
const { OWNER, SUPER_ADMIN } = OrganizationRole;

/** Gateway models the demo organization offers: [its id, the catalogue's id, who added it, days ago]. */
const AVAILABLE: [string, string, RankedRole, number][] = [
  ["om-gpt-4o-mini", "model-gpt-4o-mini", SUPER_ADMIN, 175],
  ["om-llama-70b", "model-llama-3.3-70b-versatile", OWNER, 170],
  ["om-mistral-large", "model-mistral-large-latest", SUPER_ADMIN, 100],
];

/** Models the demo organization hosts itself. */
const CUSTOM = [
  {
    id: "om-research-qwen",
    name: "qwen2.5-72b-research",
    provider: "vLLM",
    accessType: ModelAccessType.PRIVATE,
    dedicatedUrl: "https://llm.research.meridian.example/v1",
    customModelApikey: "rsk-qwen-research-7f3c91d2",
    configXml: "<model><maxTokens>8192</maxTokens><quantization>fp8</quantization></model>",
    node: "gpu-se3-07",
    region: "EU",
    gridNodeId: "node-se3",
    lastModifyRole: SUPER_ADMIN as RankedRole,
  },
  {
    id: "om-support-phi",
    name: "phi-3.5-mini-support",
    provider: "Ollama",
    accessType: ModelAccessType.PUBLIC,
    dedicatedUrl: "https://edge.support.meridian.example/v1",
    customModelApikey: "osk-support-phi-20b4",
    node: "edge-us-west-2",
    region: "US",
    gridNodeId: "node-caiso-sp15",
    lastModifyRole: DepartmentRole.ADMIN as RankedRole,
  },
];

const ASSIGNED: Record<string, string[]> = {
  "dep-research": ["om-gpt-4o-mini", "om-llama-70b", "om-research-qwen"],
  "dep-support": ["om-gpt-4o-mini", "om-support-phi"],
  "dep-finance": ["om-llama-70b", "om-mistral-large"],
};

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
        AVAILABLE.map(([, internalId]) => internalId),
      ),
    );
  const nodes = new Set((await db.select({ id: gridNodes.id }).from(gridNodes)).map((node) => node.id));
  const rows: (typeof organizationModels.$inferInsert)[] = [];
  for (const [id, internalId, role, days] of AVAILABLE) {
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
  for (const model of CUSTOM.filter((custom) => nodes.has(custom.gridNodeId))) {
    rows.push({
      ...model,
      organizationId,
      type: OrganizationModelType.CUSTOM,
      createdAt: at(90),
      updatedAt: at(40),
    });
  }
  if (rows.length === 0) return;
  await db.insert(organizationModels).values(rows).onConflictDoNothing();
  const offered = new Set(rows.map((row) => row.id));
  const assignments = Object.entries(ASSIGNED).flatMap(([departmentId, ids]) =>
    ids
      .filter((id) => offered.has(id))
      .map((organizationModelId) => ({ departmentId, organizationModelId, createdAt: at(60) })),
  );
  if (assignments.length > 0) await db.insert(departmentModels).values(assignments).onConflictDoNothing();
  await recordActivity(db, clock, organizationId, "MODEL_ADDED", `${rows.at(-1)?.name} was added`);
}
