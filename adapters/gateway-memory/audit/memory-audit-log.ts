import { chainEntry } from "../../../core/audit/audit-chain.ts";
import type { AuditDraft, AuditEntry, AuditHead } from "../../../core/audit/audit-entry.ts";
import type { AuditSeal } from "../../../core/audit/audit-seal.port.ts";

/** A change to record, with the time it is recorded at (the seed's are in the past). */
export interface TimedAuditDraft {
  readonly draft: AuditDraft;
  readonly at: string;
}

/**
 * Each organization's audit chain in memory, built with core's chain as the gateway builds its own. Entries are
 * chained one at a time, in the order they were recorded, as the gateway's per-organization lock has them: hashing
 * is asynchronous, so each waits for the one before. Nothing is ever changed or removed.
 */
export class MemoryAuditLog {
  private readonly entries = new Map<string, AuditEntry[]>();
  private readonly heads = new Map<string, AuditHead>();
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly seal: AuditSeal,
    history: readonly TimedAuditDraft[] = [],
  ) {
    for (const { draft, at } of history) void this.record(draft, at);
  }

  /** Appends a change to its organization's chain; resolves once it is chained. */
  record(draft: AuditDraft, at: string): Promise<AuditEntry> {
    const chained = this.last.then(async () => {
      const { entry, head } = await chainEntry(draft, at, this.headOf(draft.organizationId), this.seal);
      this.entries.set(draft.organizationId, [...this.entriesOf(draft.organizationId), entry]);
      this.heads.set(draft.organizationId, head);
      return entry;
    });
    this.last = chained.catch(() => undefined);
    return chained;
  }

  /** Resolves once every change recorded so far is chained. */
  async settled(): Promise<void> {
    await this.last;
  }

  /** An organization's entries, oldest first. */
  entriesOf(organizationId: string): readonly AuditEntry[] {
    return this.entries.get(organizationId) ?? [];
  }

  headOf(organizationId: string): AuditHead | null {
    return this.heads.get(organizationId) ?? null;
  }

  /** The seal the chain was made with, to verify it. */
  get sealer(): AuditSeal {
    return this.seal;
  }
}
