import type { FastifyInstance } from "fastify";
import { unknownEmbeddingModel } from "../../../core/organization/organization-settings.ts";
import { auditActorOf, clientAddressOf } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { badRequest } from "../../server/http-problem.ts";
import { type OrganizationRoute, organizationCall } from "../organization-access.ts";
import { ORGANIZATION_SETTINGS_OPERATIONS } from "./organization-settings.operations.ts";
import { readOrganizationSettings, saveOrganizationSettings } from "./organization-settings.repository.ts";

const SETTINGS = "/organization/:orgId/settings";

/** The organization's settings: read by anyone of it, changed by the owner and super admins, each change audited. */
export async function organizationSettingsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, catalogue } = deps;

  app.get<OrganizationRoute>(SETTINGS, { schema: ORGANIZATION_SETTINGS_OPERATIONS.read }, async (request) => {
    await organizationCall(db, request, "viewOrganization");
    return readOrganizationSettings(db, catalogue, request.params.orgId);
  });

  const changeOptions = { schema: ORGANIZATION_SETTINGS_OPERATIONS.change };
  app.put<OrganizationRoute>(SETTINGS, changeOptions, async (request) => {
    const { organization, role } = await organizationCall(db, request, "manageOrganizationModels");
    const before = await readOrganizationSettings(db, catalogue, organization.id);
    const embeddingModel = embeddingModelOf(request.body, before.embeddingModels);
    if (embeddingModel === before.embeddingModel) return before;
    await db.transaction(async (tx) => {
      await saveOrganizationSettings(tx, organization.id, embeddingModel);
      await recordAudit(tx, deps, {
        organizationId: organization.id,
        departmentId: null,
        actor: auditActorOf(request, role),
        kind: "ORGANIZATION_SETTINGS_CHANGED",
        subject: { type: "organization", id: organization.id, name: organization.name },
        before: { embeddingModel: before.embeddingModel },
        after: { embeddingModel },
        address: clientAddressOf(request),
      });
    });
    return { ...before, embeddingModel };
  });
}

/** The body's embeddingModel: one of the catalogue's embedding models, or null; anything else is named in a 400. */
function embeddingModelOf(body: unknown, models: readonly string[]): string | null {
  const given = (body as { embeddingModel?: unknown } | null)?.embeddingModel;
  if (given === null) return null;
  if (typeof given === "string" && models.includes(given)) return given;
  const named = typeof given === "string" ? given : given === undefined ? "nothing" : JSON.stringify(given);
  throw badRequest(unknownEmbeddingModel(named, models));
}
