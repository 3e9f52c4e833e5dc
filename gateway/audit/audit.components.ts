import { AUDIT_KINDS } from "../../core/audit/audit-kind.ts";
import {
  component,
  integer,
  inWords,
  listOf,
  oneOf,
  orNull,
  record,
  ref,
  text,
  yesNo,
} from "../api-document/schema-words.ts";

const HASH = (what: string) => text(`${what}: SHA-256 or HMAC-SHA-256, 64 lowercase hex digits.`);
const ANY_JSON = inWords;

export const AUDIT_HEAD = record(
  {
    count: integer("How many entries the chain holds."),
    hash: HASH("The last entry's hash (64 zeros when empty)"),
  },
  { description: "The chain's head as stored with its last entry." },
);

export const AUDIT_ENTRY = component(
  "AuditEntry",
  record(
    {
      organizationId: text(),
      sequence: integer("1, 2, … per organization, with no gap."),
      at: text("When, ISO 8601, exactly as stored and hashed."),
      actor: record({
        id: text(),
        email: text(),
        role: text("The role acted with: OWNER, SUPER_ADMIN, ADMIN, MEMBER, or SYSTEM for the seed."),
      }),
      kind: oneOf(AUDIT_KINDS),
      departmentId: orNull(text("The department the change belongs to.")),
      subject: record({ type: text(), id: text(), name: text("Its name at the time.") }),
      before: ANY_JSON("What changed, as it was (JSON; null when it did not exist). Secrets appear masked."),
      after: ANY_JSON("What changed, as it became (JSON; null when it no longer exists)."),
      address: orNull(text("The client's address as the gateway saw it.")),
      previousSeal: HASH("The HMAC of the previous entry's hash"),
      hash: HASH("SHA-256 of the entry's canonical JSON without this field"),
    },
    { description: "One recorded change of an organization, chained to the one before it." },
  ),
);

export const AUDIT_VERIFICATION = component(
  "AuditVerification",
  record(
    {
      intact: yesNo(),
      count: integer("How many entries were read."),
      headHash: HASH("When intact: the last entry's hash"),
      since: orNull(text("When intact: the first entry's time; null when empty.")),
      firstBroken: {
        ...record({
          sequence: integer(),
          reason: oneOf(["changed", "missing", "reordered", "truncated", "head"]),
        }),
        description:
          "When broken: the first entry that does not hold. changed: its content no longer matches its hash; " +
          "missing: it, or the entry it was chained to, is gone or rewritten; reordered: it is out of its place; " +
          "truncated: the head names more entries than there are; head: the head does not match the entries.",
      },
      head: AUDIT_HEAD,
    },
    {
      description: "Whether the organization's audit chain is intact, or where it first breaks.",
      optional: ["headHash", "since", "firstBroken"],
    },
  ),
);

export const AUDIT_ENTRY_EXAMPLE = {
  organizationId: "org-1",
  sequence: 42,
  at: "2026-12-07T09:15:00.000Z",
  actor: { id: "user-owner", email: "owner@example.com", role: "OWNER" },
  kind: "DEPARTMENT_SETTINGS_CHANGED",
  departmentId: "dep-research",
  subject: { type: "department", id: "dep-research", name: "Research" },
  before: { GDPR: false },
  after: { GDPR: true },
  address: "203.0.113.7",
  previousSeal: "5d7c0c6fb0b6e4a1c8f0f0d5b2f1d9c3e8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3",
  hash: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
};

export const AUDIT_HEAD_EXAMPLE = { count: 42, hash: AUDIT_ENTRY_EXAMPLE.hash };

export const AUDIT_PAGE = record(
  {
    items: listOf(ref("AuditEntry"), "Newest first."),
    meta: record({ total: integer("How many entries pass the filters."), page: integer(), limit: integer() }),
    head: AUDIT_HEAD,
  },
  { description: "One page of the organization's audit log, and the chain's head." },
);
