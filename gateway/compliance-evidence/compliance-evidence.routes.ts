import type { FastifyInstance } from "fastify";
import { evidenceRefusal } from "../../core/compliance-evidence/evidence-access.ts";
import { evidenceFiles, evidenceZip } from "../../core/compliance-evidence/evidence-bundle.ts";
import { evidenceZipName } from "../../core/compliance-evidence/evidence-file-names.ts";
import { type EvidencePeriod, evidencePeriodOf } from "../../core/compliance-evidence/evidence-period.ts";
import { EvidenceQueryDto } from "../../core/compliance-evidence/evidence-query.dto.ts";
import type { EvidenceSource } from "../../core/compliance-evidence/evidence-source.ts";
import type { ComplianceFramework } from "../../core/organization/compliance-framework.ts";
import { verifyAuditChain } from "../audit/audit-verification.ts";
import { authenticate, signedInUser } from "../identity/authenticate.ts";
import { refuseNulCharacters } from "../organization/nul-characters.ts";
import { type DepartmentRoute, departmentCall } from "../organization/organization-access.ts";
import { refuse } from "../organization/organization-problems.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { validatedInput } from "../server/validated-input.ts";
import { COMPLIANCE_EVIDENCE_OPERATIONS } from "./compliance-evidence.operations.ts";
import { departmentHistory } from "./evidence-history.repository.ts";
import { evidenceRequests } from "./evidence-requests.repository.ts";

/**
 * GET /organization/{orgId}/departments/{depId}/evidence?period=YYYY-MM&bodies=: the department's compliance
 * evidence for the month as a zip, built by core (core/compliance-evidence) from what the gateway logged and the
 * audit chain holds, so the memory profile builds the same bundle.
 */
export async function complianceEvidenceRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, identity } = deps;
  await app.register(async (scope) => {
    scope.addHook("preHandler", authenticate(db, identity));
    scope.addHook("preHandler", refuseNulCharacters);

    scope.get<DepartmentRoute>(
      "/organization/:orgId/departments/:depId/evidence",
      { schema: COMPLIANCE_EVIDENCE_OPERATIONS.download },
      async (request, reply) => {
        const query = validatedInput(EvidenceQueryDto, request.query);
        const withBodies = query.bodies === "true";
        const { organization, department, role } = await departmentCall(db, request, "viewDepartment");
        refuse(evidenceRefusal(role, withBodies));
        const period = evidencePeriodOf(query.period) as EvidencePeriod;
        const [requests, settingsHistory, chain] = await Promise.all([
          evidenceRequests(db, department.id, period, withBodies),
          departmentHistory(db, organization.id, department.id, period),
          verifyAuditChain(db, deps.auditSeal, organization.id),
        ]);
        const source: EvidenceSource = {
          organization: { id: organization.id, name: organization.name },
          department: {
            id: department.id,
            name: department.name,
            frameworks: department.frameworks as ComplianceFramework[],
            piiHandling: department.piiHandling,
            rules: {
              monthlyBudgetInDollar: department.monthlyBudgetInDollar,
              dataResidency: department.dataResidency ?? "NONE",
              customRegions: department.customRegions,
            },
          },
          period,
          generatedAt: new Date(deps.clock.now()).toISOString(),
          generatedBy: { email: signedInUser(request).email, role },
          includesBodies: withBodies,
          requests,
          settingsHistory,
          chain,
        };
        const zip = evidenceZip(await evidenceFiles(source, deps.auditSeal), source.generatedAt);
        return reply
          .header("content-type", "application/zip")
          .header(
            "content-disposition",
            `attachment; filename="${evidenceZipName(department.name, period.month)}"`,
          )
          .send(Buffer.from(zip));
      },
    );
  });
}
