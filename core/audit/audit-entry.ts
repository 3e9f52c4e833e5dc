import type { AuditKind } from "./audit-kind.ts";

/** A value as JSON holds it: what an entry's before and after may carry. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/** Who made a change, and the role they acted with (OWNER, SUPER_ADMIN, ADMIN, MEMBER; SYSTEM for the seed). */
export interface AuditActor {
  readonly id: string;
  readonly email: string;
  readonly role: string;
}

/** What was changed: its type (department, member, model, …), its id and its name at the time. */
export interface AuditSubject {
  readonly type: string;
  readonly id: string;
  readonly name: string;
}

/**
 * A change to record. `before` and `after` hold only what changed, and never a secret (a key is its masked form);
 * `address` is the client's address as the gateway saw it.
 */
export interface AuditDraft {
  readonly organizationId: string;
  readonly departmentId: string | null;
  readonly actor: AuditActor;
  readonly kind: AuditKind;
  readonly subject: AuditSubject;
  readonly before: JsonValue | null;
  readonly after: JsonValue | null;
  readonly address: string | null;
}

/** A recorded change, chained to the one before it. */
export interface AuditEntry extends AuditDraft {
  /** 1, 2, … per organization, with no gap. */
  readonly sequence: number;
  /** ISO 8601 text, exactly as stored and hashed. */
  readonly at: string;
  /** The HMAC of the previous entry's hash (of the organization's genesis text for the first). */
  readonly previousSeal: string;
  /** SHA-256 of the canonical text of every other field. */
  readonly hash: string;
}

/**
 * The chain's head: how many entries it holds and the last one's hash (GENESIS_HASH when empty), sealed with
 * HMAC(`${organizationId}:${count}:${hash}`) so a truncated chain cannot pass for a whole one.
 */
export interface AuditHead {
  readonly count: number;
  readonly hash: string;
  readonly seal: string;
}
