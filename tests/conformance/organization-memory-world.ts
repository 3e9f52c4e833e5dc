import { memoryOrganizationGateways } from "../../adapters/gateway-memory/organization/memory-organization-gateways.ts";
import { organizationContext } from "../../adapters/gateway-memory/organization/organization-context.ts";
import { OrganizationDatabase } from "../../adapters/gateway-memory/organization/organization-database.ts";
import { demoOrganizationSeed } from "../../adapters/gateway-memory/organization/organization-seed.ts";
import { DEMO_CATALOGUE, type DemoCatalogueModel } from "../../demo/demo-catalogue.ts";
import { DEMO_DEPARTMENT_IDS, DEMO_ORGANIZATION } from "../../demo/demo-organization.ts";
import { DEMO_AVAILABLE_MODELS, DEMO_CUSTOM_MODELS } from "../../demo/demo-organization-models.ts";
import { DEMO_PEOPLE } from "../../demo/demo-people.ts";
import { FIXED_CLOCK } from "./memory-gateway.fixtures.ts";
import type { OrganizationWorld, Persona } from "./organization-world.ts";

/** A chat model of the demo's catalogue its organization has not added. */
const notYetAdded = DEMO_CATALOGUE.find(
  (model) =>
    model.capabilities.includes("chat") && !DEMO_AVAILABLE_MODELS.some((added) => added.model === model.name),
) as DemoCatalogueModel;

const PERSONAS: Record<Persona, { id: string; email: string }> = {
  owner: DEMO_PEOPLE.owner,
  superAdmin: DEMO_PEOPLE.superAdmin,
  departmentAdmin: DEMO_PEOPLE.researchAdmin,
  member: DEMO_PEOPLE.researcher,
  otherDepartmentAdmin: DEMO_PEOPLE.supportAdmin,
  newcomer: DEMO_PEOPLE.newcomer,
  outsider: DEMO_PEOPLE.outsider,
};

/** A fresh demo organization in memory for each test, acting as the owner until told otherwise. */
export async function memoryOrganizationWorld(): Promise<OrganizationWorld> {
  const db = new OrganizationDatabase(demoOrganizationSeed(FIXED_CLOCK), FIXED_CLOCK);
  const { context: _, ...gateways } = memoryOrganizationGateways(organizationContext(db));
  return {
    gateways,
    organizationId: DEMO_ORGANIZATION.id,
    departmentId: DEMO_DEPARTMENT_IDS.research,
    otherDepartmentId: DEMO_DEPARTMENT_IDS.support,
    people: PERSONAS,
    gridNodeId: DEMO_CUSTOM_MODELS[0]?.gridNodeId as string,
    availableModelId: `model-${notYetAdded.name}`,
    actAs: (persona) => db.actAs(PERSONAS[persona].id),
    setOwnerTier: async (teamLimits) => {
      db.accounts.update(DEMO_PEOPLE.owner.id, { teamLimits });
    },
    now: () => FIXED_CLOCK.now(),
  };
}
