import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  AuditChainVerifier,
  canonicalJson,
  chainEntry,
  describeAuditEntry,
  GENESIS_HASH,
} from "./audit-chain.ts";
import { AuditDraftMother } from "./audit-draft.mother.ts";
import type { AuditEntry, AuditHead } from "./audit-entry.ts";
import { AUDIT_KINDS, type AuditKind, isAuditKind } from "./audit-kind.ts";
import type { AuditSeal } from "./audit-seal.port.ts";

const sealWithKey = (key: string): AuditSeal => ({
  digest: async (text) => createHash("sha256").update(text, "utf8").digest("hex"),
  seal: async (text) => createHmac("sha256", key).update(text, "utf8").digest("hex"),
});
const SEAL = sealWithKey("the gateway's key");
const ORG = "org-test";

/** A chain of `count` changes, each a minute after the one before. */
async function chainOf(count: number): Promise<{ entries: AuditEntry[]; head: AuditHead | null }> {
  const entries: AuditEntry[] = [];
  let head: AuditHead | null = null;
  for (let index = 0; index < count; index++) {
    const at = new Date(Date.UTC(2026, 11, 7, 2, index)).toISOString();
    const draft = AuditDraftMother.draft({ before: { budget: index }, after: { budget: index + 1 } });
    const chained = await chainEntry(draft, at, head, SEAL);
    entries.push(chained.entry);
    head = chained.head;
  }
  return { entries, head };
}

async function verify(entries: readonly AuditEntry[], head: AuditHead | null, seal = SEAL) {
  const verifier = new AuditChainVerifier(ORG, seal);
  for (const entry of entries) await verifier.add(entry);
  return verifier.finish(head);
}

/** What someone with the database but not the key can do: rewrite an entry and its hash. */
async function rehashed(entry: AuditEntry): Promise<AuditEntry> {
  const { hash: _, ...unhashed } = entry;
  return { ...entry, hash: await SEAL.digest(canonicalJson(unhashed)) };
}

describe("the canonical serialization", () => {
  it("sorts keys at every depth and leaves no spaces", () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null], c: "x" } })).toBe(
      '{"a":{"c":"x","d":[true,null]},"b":1}',
    );
  });

  it("gives the same text for the same value however its keys were ordered", () => {
    expect(canonicalJson({ x: 1, y: 2 })).toBe(canonicalJson({ y: 2, x: 1 }));
  });

  it("leaves out fields left undefined, as JSON does", () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
  });
});

describe("chaining changes", () => {
  it("numbers entries from 1 and seals the first to the organization's genesis", async () => {
    const { entries, head } = await chainOf(2);
    expect(entries.map((entry) => entry.sequence)).toEqual([1, 2]);
    expect(entries[0]?.previousSeal).toBe(await SEAL.seal(`genesis:${ORG}`));
    expect(entries[1]?.previousSeal).toBe(await SEAL.seal(entries[0]?.hash ?? ""));
    expect(head).toEqual({
      count: 2,
      hash: entries[1]?.hash,
      seal: await SEAL.seal(`${ORG}:2:${entries[1]?.hash}`),
    });
  });

  it("keeps every field of the change, numbered, timed, sealed and hashed", async () => {
    const { entry } = await chainEntry(AuditDraftMother.draft(), "2026-12-07T02:00:00.000Z", null, SEAL);
    const { hash, ...unhashed } = entry;
    expect(unhashed).toEqual({
      organizationId: "org-test",
      departmentId: "dep-test",
      actor: { id: "user-owner", email: "owner@example.test", role: "OWNER" },
      kind: "DEPARTMENT_SETTINGS_CHANGED",
      subject: { type: "department", id: "dep-test", name: "Test department" },
      before: { GDPR: false },
      after: { GDPR: true },
      address: "203.0.113.7",
      sequence: 1,
      at: "2026-12-07T02:00:00.000Z",
      previousSeal: await SEAL.seal(`genesis:${ORG}`),
    });
    expect(hash).toBe(await SEAL.digest(canonicalJson(unhashed)));
  });

  it("hashes the time as the stored text", async () => {
    const draft = AuditDraftMother.draft();
    const a = await chainEntry(draft, "2026-12-07T02:00:00.000Z", null, SEAL);
    const b = await chainEntry(draft, "2026-12-07T02:00:00Z", null, SEAL);
    expect(a.entry.hash).not.toBe(b.entry.hash);
  });

  it("hashes only the draft's own fields", async () => {
    const draft = AuditDraftMother.draft();
    const withExtra = { ...draft, note: "not part of a change" } as typeof draft;
    const at = "2026-12-07T02:00:00.000Z";
    expect((await chainEntry(withExtra, at, null, SEAL)).entry.hash).toBe(
      (await chainEntry(draft, at, null, SEAL)).entry.hash,
    );
  });
});

describe("verifying a chain", () => {
  it("finds a whole chain intact since its first entry", async () => {
    const { entries, head } = await chainOf(3);
    expect(await verify(entries, head)).toEqual({
      intact: true,
      count: 3,
      headHash: entries[2]?.hash,
      since: entries[0]?.at,
    });
  });

  it("finds an empty chain intact, with the genesis hash", async () => {
    expect(await verify([], null)).toEqual({ intact: true, count: 0, headHash: GENESIS_HASH, since: null });
  });

  it("names an entry whose content was changed", async () => {
    const { entries, head } = await chainOf(3);
    const tampered = entries.map((entry) =>
      entry.sequence === 2 ? { ...entry, after: { budget: 99 } } : entry,
    );
    expect(await verify(tampered, head)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 2, reason: "changed" },
    });
  });

  it("names the entry after one rewritten with a new hash, since its seal no longer matches", async () => {
    const { entries, head } = await chainOf(3);
    const rewritten = await Promise.all(
      entries.map((entry) =>
        entry.sequence === 2 ? rehashed({ ...entry, actor: { ...entry.actor, email: "x@y.z" } }) : entry,
      ),
    );
    expect(await verify(rewritten, head)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 3, reason: "missing" },
    });
  });

  it("names the last entry rewritten with a new hash through the head", async () => {
    const { entries, head } = await chainOf(3);
    const rewritten = [
      ...entries.slice(0, 2),
      await rehashed({ ...(entries[2] as AuditEntry), after: null }),
    ];
    expect(await verify(rewritten, head)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 3, reason: "head" },
    });
  });

  it("names the first missing entry when one was deleted", async () => {
    const { entries, head } = await chainOf(4);
    const deleted = entries.filter((entry) => entry.sequence !== 2);
    expect(await verify(deleted, head)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 2, reason: "missing" },
    });
  });

  it("names an entry deleted and hidden by renumbering the ones after it", async () => {
    const { entries, head } = await chainOf(4);
    const renumbered = await Promise.all(
      entries
        .filter((entry) => entry.sequence !== 2)
        .map((entry, index) => rehashed({ ...entry, sequence: index + 1 })),
    );
    expect(await verify(renumbered, head)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 2, reason: "missing" },
    });
  });

  it("names entries given out of order", async () => {
    const { entries, head } = await chainOf(3);
    const reordered = [entries[0], entries[2], entries[1]] as AuditEntry[];
    expect(await verify(reordered, head)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 2, reason: "missing" },
    });
    expect(
      await verify([entries[0], entries[1], entries[1], entries[2]] as AuditEntry[], head),
    ).toMatchObject({
      intact: false,
      firstBroken: { sequence: 2, reason: "reordered" },
    });
  });

  it("names entries swapped and renumbered where the link breaks, and an entry moved back as reordered", async () => {
    const { entries, head } = await chainOf(4);
    const [first, second, third, fourth] = entries as [AuditEntry, AuditEntry, AuditEntry, AuditEntry];
    const swapped = [
      first,
      await rehashed({ ...third, sequence: 2 }),
      await rehashed({ ...second, sequence: 3 }),
      fourth,
    ];
    expect(await verify(swapped, head)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 2, reason: "missing" },
    });
    const movedBack = [first, second, third, await rehashed({ ...second, sequence: 4 })];
    expect(await verify(movedBack, head)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 4, reason: "reordered" },
    });
  });

  it("finds the last entries truncated from the head that names more", async () => {
    const { entries, head } = await chainOf(4);
    expect(await verify(entries.slice(0, 2), head)).toMatchObject({
      intact: false,
      count: 2,
      firstBroken: { sequence: 3, reason: "truncated" },
    });
  });

  it("refuses a head rewritten to hide a truncation without the key", async () => {
    const { entries } = await chainOf(4);
    const kept = entries.slice(0, 2);
    const forged = {
      count: 2,
      hash: kept[1]?.hash ?? "",
      seal: await sealWithKey("a guess").seal(`${ORG}:2:x`),
    };
    expect(await verify(kept, forged)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 2, reason: "head" },
    });
  });

  it("finds a chain whose head was deleted broken", async () => {
    const { entries } = await chainOf(2);
    expect(await verify(entries, null)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 2, reason: "head" },
    });
  });

  it("finds every entry broken when checked with another key", async () => {
    const { entries, head } = await chainOf(2);
    expect(await verify(entries, head, sealWithKey("another key"))).toMatchObject({
      intact: false,
      firstBroken: { sequence: 1, reason: "missing" },
    });
  });

  it("finds an entry carried over from another organization changed", async () => {
    const { entries, head } = await chainOf(1);
    const verifier = new AuditChainVerifier("org-other", SEAL);
    await verifier.add(entries[0] as AuditEntry);
    expect(await verifier.finish(head)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 1, reason: "changed" },
    });
  });
});

describe("describing an entry", () => {
  it("says what changed and who changed it", async () => {
    const { entries } = await chainOf(1);
    expect(describeAuditEntry(entries[0] as AuditEntry)).toBe(
      "Department Test department's settings were changed by owner@example.test",
    );
  });

  it("leaves the seed's actor out", async () => {
    const draft = AuditDraftMother.draft({
      kind: "MODEL_ADDED",
      actor: { id: "system", email: "", role: "SYSTEM" },
      subject: { type: "model", id: "m-1", name: "gpt-x" },
    });
    const { entry } = await chainEntry(draft, "2026-12-07T02:00:00.000Z", null, SEAL);
    expect(describeAuditEntry(entry)).toBe("Model gpt-x was added");
  });
});

describe("verifying a chain against its head", () => {
  it("names the entry after the head's count when the head names fewer entries than the chain holds", async () => {
    const { entries } = await chainOf(3);
    const { head: headOfTwo } = await chainOf(2);
    expect(await verify(entries, headOfTwo)).toEqual({
      intact: false,
      count: 3,
      firstBroken: { sequence: 3, reason: "head" },
    });
  });

  it("names the first entry when an empty chain has a head that is not the genesis", async () => {
    const forged = { count: 0, hash: "f".repeat(64), seal: await SEAL.seal(`${ORG}:0:${"f".repeat(64)}`) };
    expect(await verify([], forged)).toEqual({
      intact: false,
      count: 0,
      firstBroken: { sequence: 1, reason: "head" },
    });
  });

  it("finds an empty chain with its sealed genesis head intact", async () => {
    const head = { count: 0, hash: GENESIS_HASH, seal: await SEAL.seal(`${ORG}:0:${GENESIS_HASH}`) };
    expect(await verify([], head)).toEqual({ intact: true, count: 0, headHash: GENESIS_HASH, since: null });
  });

  it("keeps naming the first broken entry whatever follows it, counting the entries read up to it", async () => {
    const { entries, head } = await chainOf(4);
    const tampered = entries.map((entry) =>
      entry.sequence >= 2 ? { ...entry, after: { budget: 99 } } : entry,
    );
    expect(await verify(tampered, head)).toEqual({
      intact: false,
      count: 2,
      firstBroken: { sequence: 2, reason: "changed" },
    });
  });
});

describe("chaining onto an empty chain's head", () => {
  it("seals the first entry to the genesis whether the chain has no head or a head counting 0", async () => {
    const draft = AuditDraftMother.draft();
    const at = "2026-12-07T02:00:00.000Z";
    const emptyHead = { count: 0, hash: "f".repeat(64), seal: "" };
    const fromNothing = await chainEntry(draft, at, null, SEAL);
    const fromEmpty = await chainEntry(draft, at, emptyHead, SEAL);
    expect(fromEmpty.entry).toEqual(fromNothing.entry);
    expect(fromEmpty.head).toEqual(fromNothing.head);
    expect(fromEmpty.entry.sequence).toBe(1);
  });
});

describe("the canonical serialization of odd values", () => {
  it("writes undefined alone, or inside a list, as null", () => {
    expect(canonicalJson(undefined)).toBe("null");
    expect(canonicalJson([1, undefined, "a"])).toBe('[1,null,"a"]');
  });

  it("sorts keys by their code points, capitals first, at every position", () => {
    expect(canonicalJson({ b: 1, c: 2, a: 3, B: 4 })).toBe('{"B":4,"a":3,"b":1,"c":2}');
    expect(canonicalJson({ a: 1, c: 2, b: 3 })).toBe('{"a":1,"b":3,"c":2}');
  });
});

describe("describing each kind of entry", () => {
  const SENTENCES: Readonly<Record<AuditKind, string>> = {
    ORGANIZATION_REQUESTED: "Acme was requested",
    DEPARTMENT_CREATED: "Department Acme was created",
    DEPARTMENT_SETTINGS_CHANGED: "Department Acme's settings were changed",
    MEMBER_INVITED: "Acme was invited",
    MEMBER_REMOVED: "Acme was removed from the organization",
    MEMBER_DEPARTMENTS_CHANGED: "Acme's departments were changed",
    DEPARTMENT_ROLE_CHANGED: "Acme's department role was changed",
    DEPARTMENT_MEMBER_REMOVED: "Acme was removed from a department",
    SUPER_ADMIN_ADDED: "Acme was made a super admin",
    SUPER_ADMIN_REMOVED: "Acme is no longer a super admin",
    MODEL_ADDED: "Model Acme was added",
    MODEL_REMOVED: "Model Acme was removed",
    DEPARTMENT_MODEL_ASSIGNED: "Model Acme was assigned to a department",
    DEPARTMENT_MODEL_UNASSIGNED: "Model Acme was unassigned from a department",
    POLICY_FILE_ADDED: "Policy file Acme was added",
    POLICY_FILE_REMOVED: "Policy file Acme was removed",
    DEPARTMENT_KEY_CREATED: "Key Acme was created",
    DEPARTMENT_KEY_EDITED: "Key Acme was edited",
    DEPARTMENT_KEY_ROTATED: "Key Acme was rotated",
    DEPARTMENT_KEY_REVOKED: "Key Acme was revoked",
    DEPARTMENT_KEY_DELETED: "Key Acme was deleted",
    SUBSCRIPTION_CHANGED: "Acme's subscription was changed",
    RETENTION_CHANGED: "Acme's retention was changed",
    BUDGET_ALERTS_CHANGED: "Acme's budget alerts were changed",
    WEBHOOK_CHANGED: "Webhook Acme was changed",
    ORGANIZATION_SETTINGS_CHANGED: "Acme's settings were changed",
  };

  it("knows every kind the log records, and no other", () => {
    expect([...AUDIT_KINDS].sort()).toEqual(Object.keys(SENTENCES).sort());
    for (const kind of Object.keys(SENTENCES)) expect(isAuditKind(kind)).toBe(true);
    expect(isAuditKind("MODEL_RENAMED")).toBe(false);
    expect(isAuditKind("model_added")).toBe(false);
  });

  it.each(Object.entries(SENTENCES))("says what a %s entry records", async (kind, sentence) => {
    const draft = AuditDraftMother.draft({
      kind: kind as AuditKind,
      subject: { type: "thing", id: "t-1", name: "Acme" },
    });
    const { entry } = await chainEntry(draft, "2026-12-07T02:00:00.000Z", null, SEAL);
    expect(describeAuditEntry(entry)).toBe(`${sentence} by owner@example.test`);
  });

  it("names no actor for the system even with an address, nor for an actor without one", async () => {
    const at = "2026-12-07T02:00:00.000Z";
    const kind = "MODEL_ADDED";
    const subject = { type: "model", id: "m-1", name: "gpt-x" };
    const system = AuditDraftMother.draft({
      kind,
      subject,
      actor: { id: "system", email: "system@example.test", role: "SYSTEM" },
    });
    const nameless = AuditDraftMother.draft({
      kind,
      subject,
      actor: { id: "u-1", email: "", role: "ADMIN" },
    });
    expect(describeAuditEntry((await chainEntry(system, at, null, SEAL)).entry)).toBe(
      "Model gpt-x was added",
    );
    expect(describeAuditEntry((await chainEntry(nameless, at, null, SEAL)).entry)).toBe(
      "Model gpt-x was added",
    );
  });
});
