import type { FastifyInstance } from "fastify";
import { alreadyInOrganization } from "../../../core/organization/organization-refusals.ts";
import {
  OrganizationRequestDto,
  organizationRequestBody,
} from "../../../core/organization/organization-request.dto.ts";
import { organizationTierRefusal } from "../../../core/organization/team-limits.ts";
import { clientAddressOf } from "../../audit/audit-actor.ts";
import { signedInUser } from "../../identity/authenticate.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { inputFields, validatedInput } from "../../server/validated-input.ts";
import { createOrganization } from "../organization-creation.ts";
import { problemOf, refuse } from "../organization-problems.ts";
import { organizationOfUser } from "../users/organization-people.repository.ts";
import { splitInternationalPhone } from "./international-phone.ts";
import { ORGANIZATION_SUMMARY_OPERATIONS } from "./organization-summary.operations.ts";
import { organizationSummary } from "./organization-summary.ts";
import { teamLimitsOf } from "./team-limits.repository.ts";

/** GET /organization (the signed-in person's, or `{ id: null }`) and POST /organization (a request for one). */
export async function organizationSummaryRoutes(
  app: FastifyInstance,
  { db, clock, auditSeal }: GatewayDeps,
): Promise<void> {
  app.get("/organization", { schema: ORGANIZATION_SUMMARY_OPERATIONS.summary }, async (request) => {
    const user = signedInUser(request);
    const organization = await organizationOfUser(db, user.id);
    return organization ? organizationSummary(db, organization, user.id) : { id: null };
  });

  app.post("/organization", { schema: ORGANIZATION_SUMMARY_OPERATIONS.request }, async (request, reply) => {
    const user = signedInUser(request);
    const body = inputFields(request.body);
    // The phone travels as country code plus number; core's form rules check the two parts.
    const form = validatedInput(OrganizationRequestDto, { ...body, ...splitInternationalPhone(body.phone) });
    refuse(organizationTierRefusal(await teamLimitsOf(db, user.id, clock.now())));
    if (await organizationOfUser(db, user.id)) throw problemOf(alreadyInOrganization());
    const audit = { auditSeal, address: clientAddressOf(request) };
    const organization = await createOrganization(db, clock, user, organizationRequestBody(form), audit);
    return reply.code(201).send(await organizationSummary(db, organization, user.id));
  });
}
