import { AuditChainVerifier, type AuditVerification } from "../../core/audit/audit-chain.ts";
import type { AuditSeal } from "../../core/audit/audit-seal.port.ts";
import type { Database } from "../database/database.ts";
import { entriesAfter, shownHead, storedHead } from "./audit-entries.repository.ts";

const PAGE = 500;

export type AuditVerificationReport = AuditVerification & { readonly head: { count: number; hash: string } };

/**
 * Checks an organization's whole chain, a page at a time, against its stored head, all read from one snapshot so
 * entries recorded meanwhile are neither half seen nor taken for entries beyond the head.
 */
export function verifyAuditChain(
  db: Database,
  seal: AuditSeal,
  organizationId: string,
): Promise<AuditVerificationReport> {
  return db.transaction(
    async (tx) => {
      const head = await storedHead(tx, organizationId);
      const verifier = new AuditChainVerifier(organizationId, seal);
      let after = 0;
      for (;;) {
        const page = await entriesAfter(tx, organizationId, after, PAGE);
        for (const entry of page) await verifier.add(entry);
        const final = page.at(-1);
        if (!final || page.length < PAGE) break;
        after = final.sequence;
      }
      return { ...(await verifier.finish(head)), head: shownHead(head) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
