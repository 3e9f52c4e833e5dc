import { AuditChainVerifier, GENESIS_HASH } from "../../../core/audit/audit-chain.ts";
import type { AuditVerificationReport } from "../../../core/audit/audit-log-gateway.port.ts";
import type {
  ComplianceEvidenceGateway,
  EvidenceQuery,
} from "../../../core/compliance-evidence/compliance-evidence-gateway.port.ts";
import { evidenceRefusal } from "../../../core/compliance-evidence/evidence-access.ts";
import { evidenceFiles, evidenceZip } from "../../../core/compliance-evidence/evidence-bundle.ts";
import {
  type EvidencePeriod,
  evidencePeriodOf,
  withinPeriod,
} from "../../../core/compliance-evidence/evidence-period.ts";
import { EvidenceQueryDto } from "../../../core/compliance-evidence/evidence-query.dto.ts";
import type { EvidenceRequest } from "../../../core/compliance-evidence/evidence-request.ts";
import { COMPLIANCE_FRAMEWORKS } from "../../../core/organization/compliance-framework.ts";
import type { OrganizationContext } from "../organization/organization-context.ts";
import type { DepartmentRow, RequestRow } from "../organization/organization-rows.ts";

/**
 * A department's compliance evidence built in the browser by core's own builder, from the memory profile's
 * requests and audit chain, with the gateway's rules. The memory profile keeps no request bodies: a bundle made
 * with them says so with null bodies.
 */
export class MemoryComplianceEvidenceGateway implements ComplianceEvidenceGateway {
  constructor(private readonly context: OrganizationContext) {}

  async download(organizationId: string, departmentId: string, query: EvidenceQuery): Promise<Blob> {
    const { access, audit, db } = this.context;
    const input = access.validated(EvidenceQueryDto, { period: query.period, bodies: String(query.bodies) });
    const withBodies = input.bodies === "true";
    const { department, role } = access.forDepartment(organizationId, departmentId, "viewDepartment");
    access.refuse(evidenceRefusal(role, withBodies));
    const organization = db.organizations.get(organizationId);
    const period = evidencePeriodOf(input.period) as EvidencePeriod;
    await audit.settled();
    const sealer = audit.sealer;
    const generatedAt = db.timestamp();
    const account = db.accounts.where((row) => row.id === db.actorId)[0];
    const files = await evidenceFiles(
      {
        organization: { id: organization.id, name: organization.name },
        department: departmentOf(department),
        period,
        generatedAt,
        generatedBy: { email: account?.email ?? "", role },
        includesBodies: withBodies,
        requests: db.requests
          .where((row) => row.departmentId === departmentId && withinPeriod(period, row.createdAt))
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
          .map((row) => this.evidenceRequestOf(row, withBodies)),
        settingsHistory: audit
          .entriesOf(organizationId)
          .filter((entry) => entry.departmentId === departmentId && withinPeriod(period, entry.at)),
        chain: await this.verifiedChain(organizationId),
      },
      sealer,
    );
    return new Blob([evidenceZip(files, generatedAt) as Uint8Array<ArrayBuffer>], {
      type: "application/zip",
    });
  }

  private evidenceRequestOf(row: RequestRow, withBodies: boolean): EvidenceRequest {
    const sender = this.context.db.accounts.where((account) => account.id === row.userId)[0];
    return {
      id: row.id,
      createdAt: row.createdAt,
      userEmail: sender?.email ?? null,
      apiKeyId: row.apiKeyId,
      endpoint: "chat",
      model: row.model,
      servedModel: row.status < 400 ? row.model : null,
      statusCode: row.status,
      error: row.error,
      totalTokens: row.totalTokens,
      totalCostUsd: row.totalCost,
      piiRedactions: row.piiRedactions,
      ...(withBodies ? { bodies: { request: null, response: null } } : {}),
    };
  }

  private async verifiedChain(organizationId: string): Promise<AuditVerificationReport> {
    const { audit } = this.context;
    const verifier = new AuditChainVerifier(organizationId, audit.sealer);
    for (const entry of audit.entriesOf(organizationId)) await verifier.add(entry);
    const head = audit.headOf(organizationId);
    return {
      ...(await verifier.finish(head)),
      head: { count: head?.count ?? 0, hash: head?.hash ?? GENESIS_HASH },
    };
  }
}

function departmentOf(department: DepartmentRow) {
  return {
    id: department.id,
    name: department.name,
    frameworks: COMPLIANCE_FRAMEWORKS.filter((framework) => department[framework]),
    piiHandling: department.PIIAndSensitive,
    rules: {
      monthlyBudgetInDollar: department.monthlyBudgetInDollar,
      dataResidency: department.dataResidency ?? "NONE",
      customRegions: department.customRegions ?? [],
    },
  };
}
