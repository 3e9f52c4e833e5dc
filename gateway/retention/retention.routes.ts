import type { FastifyInstance } from "fastify";
import { changedFields } from "../../core/audit/changed-fields.ts";
import { retentionProblems, validRetention } from "../../core/retention/retention-rules.ts";
import type { RetentionSettingsJson } from "../../core/retention/retention-settings-json.ts";
import { authenticate, signedInUser } from "../identity/authenticate.ts";
import { auditedChange } from "../organization/audited-change.ts";
import { refuseNulCharacters } from "../organization/nul-characters.ts";
import {
  lockOrganization,
  type OrganizationRoute,
  organizationCall,
} from "../organization/organization-access.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { badRequest } from "../server/http-problem.ts";
import { inputFields } from "../server/validated-input.ts";
import { scheduleRequestLogUpkeep } from "./request-log-upkeep.ts";
import { RETENTION_OPERATIONS } from "./retention.operations.ts";
import { retentionMinimumOf, retentionOf, saveRetention } from "./retention.repository.ts";

/**
 * How long request logs are kept: GET/PUT /retention (the person's own traffic) and GET/PUT
 * /organization/{orgId}/retention (its departments' traffic: read by anyone of the organization, saved by the
 * owner and super admins). The upkeep that applies them runs beside the server.
 */
export async function retentionRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, clock, identity } = deps;
  scheduleRequestLogUpkeep(app, deps);
  await app.register(async (scope) => {
    scope.addHook("preHandler", authenticate(db, identity));
    scope.addHook("preHandler", refuseNulCharacters);

    scope.get("/retention", { schema: RETENTION_OPERATIONS.personal }, async (request) =>
      retentionOf(db, "person", signedInUser(request).id),
    );

    scope.put("/retention", { schema: RETENTION_OPERATIONS.savePersonal }, async (request) => {
      const settings = validRetentionInput(request.body);
      return saveRetention(db, "person", signedInUser(request).id, settings, isoNow(clock.now()));
    });

    scope.get<OrganizationRoute>(
      "/organization/:orgId/retention",
      { schema: RETENTION_OPERATIONS.organization },
      async (request) => {
        const { organization } = await organizationCall(db, request, "viewOrganization");
        const [settings, minimum] = await Promise.all([
          retentionOf(db, "organization", organization.id),
          retentionMinimumOf(db, organization.id),
        ]);
        return { ...settings, minimum };
      },
    );

    scope.put<OrganizationRoute>(
      "/organization/:orgId/retention",
      { schema: RETENTION_OPERATIONS.saveOrganization },
      async (request) => {
        const { organization, role } = await organizationCall(db, request, "editOrganizationRetention");
        const settings = validRetentionInput(request.body);
        const by = { organizationId: organization.id, role };
        return auditedChange(deps, request, by, async (tx, record) => {
          await lockOrganization(tx, organization.id);
          const before = await retentionOf(tx, "organization", organization.id);
          const saved = await saveRetention(
            tx,
            "organization",
            organization.id,
            settings,
            isoNow(clock.now()),
          );
          const changed = changedFields({ ...before }, { ...saved });
          const subject = { type: "organization", id: organization.id, name: organization.name };
          if (changed) await record({ kind: "RETENTION_CHANGED", subject, ...changed });
          return saved;
        });
      },
    );
  });
}

/** The setting of a PUT body, or a 400 naming every rule it breaks. */
function validRetentionInput(body: unknown): RetentionSettingsJson {
  const input = inputFields(body);
  const settings = validRetention(input);
  if (!settings) throw badRequest(...retentionProblems(input).map(({ message }) => message));
  return settings;
}

function isoNow(now: number): string {
  return new Date(now).toISOString();
}
