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
