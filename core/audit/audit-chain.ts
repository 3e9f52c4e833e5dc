import type { AuditDraft, AuditEntry, AuditHead, JsonValue } from "./audit-entry.ts";
import type { AuditKind } from "./audit-kind.ts";
import type { AuditSeal } from "./audit-seal.port.ts";

/** The hash an empty chain's head names. */
export const GENESIS_HASH = "0".repeat(64);

/** Why a chain is not intact, at its first broken entry. */
export type AuditBreak = "changed" | "missing" | "reordered" | "truncated" | "head";

export interface BrokenEntry {
  readonly sequence: number;
  readonly reason: AuditBreak;
}

export type AuditVerification =
  | {
      readonly intact: true;
      readonly count: number;
      readonly headHash: string;
      readonly since: string | null;
    }
  | {
      readonly intact: false;
      readonly count: number;
      readonly firstBroken: BrokenEntry;
    };

/**
 * The one serialization the chain hashes: keys sorted, no spaces, fields left undefined left out (as JSON does),
 * so the same entry gives the same text in any profile and after a round trip through storage.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`;
  const fields = Object.entries(value as Record<string, unknown>)
    .filter(([, field]) => field !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`);
  return `{${fields.join(",")}}`;
}

/**
 * Appends a change to a chain whose head is `previous` (null, or a count of 0, for an empty chain): the entry is
 * sealed to the previous entry's hash and hashed whole, and the new head is sealed to the organization.
 */
export async function chainEntry(
  draft: AuditDraft,
  at: string,
  previous: AuditHead | null,
  seal: AuditSeal,
): Promise<{ entry: AuditEntry; head: AuditHead }> {
  const count = (previous?.count ?? 0) + 1;
  const previousSeal = await seal.seal(
    linkText(draft.organizationId, previous?.count ? previous.hash : null),
  );
  const unhashed = { ...fieldsOf(draft), sequence: count, at, previousSeal };
  const hash = await seal.digest(canonicalJson(unhashed));
  return {
    entry: { ...unhashed, hash },
    head: { count, hash, seal: await seal.seal(headText(draft.organizationId, count, hash)) },
  };
}

/**
 * Checks an organization's chain entry by entry (fed in sequence order, a page at a time) and then against its
 * stored head, and names the first entry that does not hold.
 */
export class AuditChainVerifier {
  private count = 0;
  private lastHash: string | null = null;
  private since: string | null = null;
  private broken: BrokenEntry | null = null;
  /** The seals of the entries read so far, to tell an entry moved from its place from one chained to nothing. */
  private readonly sealsSeen = new Set<string>();

  constructor(
    private readonly organizationId: string,
    private readonly seal: AuditSeal,
  ) {}

  async add(entry: AuditEntry): Promise<void> {
    if (this.broken) return;
    const expected = this.count + 1;
    this.count += 1;
    if (entry.sequence > expected) return this.breakAt(expected, "missing");
    if (entry.sequence < expected) return this.breakAt(entry.sequence, "reordered");
    const { hash, ...unhashed } = entry;
    if (
      entry.organizationId !== this.organizationId ||
      (await this.seal.digest(canonicalJson({ ...fieldsOf(entry), ...timesOf(unhashed) }))) !== hash
    )
      return this.breakAt(entry.sequence, "changed");
    const link = await this.seal.seal(linkText(this.organizationId, this.lastHash));
    if (entry.previousSeal !== link)
      return this.breakAt(entry.sequence, this.sealsSeen.has(entry.previousSeal) ? "reordered" : "missing");
    this.sealsSeen.add(await this.seal.seal(hash));
    this.lastHash = hash;
    this.since ??= entry.at;
  }

  async finish(head: AuditHead | null): Promise<AuditVerification> {
    const count = this.count;
    if (this.broken) return { intact: false, count, firstBroken: this.broken };
    const broken = await this.headBreak(head);
    if (broken) return { intact: false, count, firstBroken: broken };
    return { intact: true, count, headHash: this.lastHash ?? GENESIS_HASH, since: this.since };
  }

  private async headBreak(head: AuditHead | null): Promise<BrokenEntry | null> {
    if (!head) return this.count === 0 ? null : { sequence: this.count, reason: "head" };
    if (head.count > this.count) return { sequence: this.count + 1, reason: "truncated" };
    if (head.count < this.count) return { sequence: head.count + 1, reason: "head" };
    const sealed = await this.seal.seal(headText(this.organizationId, head.count, head.hash));
    if (head.hash !== (this.lastHash ?? GENESIS_HASH) || head.seal !== sealed)
      return { sequence: Math.max(this.count, 1), reason: "head" };
    return null;
  }

  private breakAt(sequence: number, reason: AuditBreak): void {
    this.broken = { sequence, reason };
  }
}

/** One line, in English, saying what an entry records (the API's recent activities). */
export function describeAuditEntry(entry: AuditEntry): string {
  const what = DESCRIPTIONS[entry.kind](entry.subject.name);
  return entry.actor.role === "SYSTEM" || !entry.actor.email ? what : `${what} by ${entry.actor.email}`;
}

const DESCRIPTIONS: Readonly<Record<AuditKind, (name: string) => string>> = {
  ORGANIZATION_REQUESTED: (name) => `${name} was requested`,
  DEPARTMENT_CREATED: (name) => `Department ${name} was created`,
  DEPARTMENT_SETTINGS_CHANGED: (name) => `Department ${name}'s settings were changed`,
  MEMBER_INVITED: (name) => `${name} was invited`,
  MEMBER_REMOVED: (name) => `${name} was removed from the organization`,
  MEMBER_DEPARTMENTS_CHANGED: (name) => `${name}'s departments were changed`,
  DEPARTMENT_ROLE_CHANGED: (name) => `${name}'s department role was changed`,
  DEPARTMENT_MEMBER_REMOVED: (name) => `${name} was removed from a department`,
  SUPER_ADMIN_ADDED: (name) => `${name} was made a super admin`,
  SUPER_ADMIN_REMOVED: (name) => `${name} is no longer a super admin`,
  MODEL_ADDED: (name) => `Model ${name} was added`,
  MODEL_REMOVED: (name) => `Model ${name} was removed`,
  DEPARTMENT_MODEL_ASSIGNED: (name) => `Model ${name} was assigned to a department`,
  DEPARTMENT_MODEL_UNASSIGNED: (name) => `Model ${name} was unassigned from a department`,
  POLICY_FILE_ADDED: (name) => `Policy file ${name} was added`,
  POLICY_FILE_REMOVED: (name) => `Policy file ${name} was removed`,
  DEPARTMENT_KEY_CREATED: (name) => `Key ${name} was created`,
  DEPARTMENT_KEY_EDITED: (name) => `Key ${name} was edited`,
  DEPARTMENT_KEY_ROTATED: (name) => `Key ${name} was rotated`,
  DEPARTMENT_KEY_REVOKED: (name) => `Key ${name} was revoked`,
  DEPARTMENT_KEY_DELETED: (name) => `Key ${name} was deleted`,
  SUBSCRIPTION_CHANGED: (name) => `${name}'s subscription was changed`,
  RETENTION_CHANGED: (name) => `${name}'s retention was changed`,
  BUDGET_ALERTS_CHANGED: (name) => `${name}'s budget alerts were changed`,
  WEBHOOK_CHANGED: (name) => `Webhook ${name} was changed`,
  ORGANIZATION_SETTINGS_CHANGED: (name) => `${name}'s settings were changed`,
};

/** The draft's own fields, named one by one so nothing else a caller's object carries is hashed. */
function fieldsOf(draft: AuditDraft) {
  return {
    organizationId: draft.organizationId,
    departmentId: draft.departmentId,
    actor: { id: draft.actor.id, email: draft.actor.email, role: draft.actor.role },
    kind: draft.kind,
    subject: { type: draft.subject.type, id: draft.subject.id, name: draft.subject.name },
    before: draft.before satisfies JsonValue | null,
    after: draft.after satisfies JsonValue | null,
    address: draft.address,
  };
}

function timesOf(entry: Omit<AuditEntry, "hash">) {
  return { sequence: entry.sequence, at: entry.at, previousSeal: entry.previousSeal };
}

function linkText(organizationId: string, previousHash: string | null): string {
  return previousHash === null ? `genesis:${organizationId}` : previousHash;
}

function headText(organizationId: string, count: number, hash: string): string {
  return `${organizationId}:${count}:${hash}`;
}
