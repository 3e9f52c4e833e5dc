import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditDraftMother } from "../../core/audit/audit-draft.mother.ts";
import type { OpenDatabase } from "../database/database.ts";
import { SecretCipher } from "../secrets/secret-cipher.ts";
import { openTestDatabase, testEngine } from "../testing/test-database.ts";
import { auditExportFile } from "./audit-export-file.ts";
import { auditSealFrom } from "./gateway-audit-seal.ts";
import { recordAudit } from "./record-audit.ts";

const ORGANIZATION = "org-export";
const ENTRIES = 1_001;
const deps = {
  clock: { now: () => Date.UTC(2026, 11, 7) },
  auditSeal: auditSealFrom(new SecretCipher(randomBytes(32))),
};
let database: OpenDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.transaction(async (tx) => {
    for (let index = 0; index < ENTRIES; index++)
      await recordAudit(
        tx,
        deps,
        AuditDraftMother.draft({
          organizationId: ORGANIZATION,
          kind: index % 2 === 0 ? "DEPARTMENT_SETTINGS_CHANGED" : "MODEL_ADDED",
          after: { budget: index },
        }),
      );
  });
});
afterAll(() => database.close());

async function fileText(format: "csv" | "json", kind?: "MODEL_ADDED"): Promise<string> {
  let text = "";
  const filters = kind ? { kind } : {};
  for await (const piece of await auditExportFile(database.db, ORGANIZATION, filters, format)) text += piece;
  return text;
}

describe(`an audit log export longer than one batch (${testEngine()})`, () => {
  it("holds every entry once, oldest first, with the head, as JSON", async () => {
    const file = JSON.parse(await fileText("json"));
    expect(file.organizationId).toBe(ORGANIZATION);
    expect(file.head.count).toBe(ENTRIES);
    expect(file.entries.map((entry: { sequence: number }) => entry.sequence)).toEqual(
      Array.from({ length: ENTRIES }, (_, index) => index + 1),
    );
    expect(file.entries.at(-1).hash).toBe(file.head.hash);
  });

  it("holds only the entries passing the filters, one row each, then the head, as CSV", async () => {
    const lines = (await fileText("csv", "MODEL_ADDED")).split("\r\n");
    const rows = lines.slice(1, lines.indexOf(""));
    expect(rows).toHaveLength((ENTRIES - 1) / 2);
    expect(rows.every((row) => row.includes(",MODEL_ADDED,"))).toBe(true);
    expect(lines.slice(lines.indexOf("") + 1)).toEqual([
      "headCount,headHash",
      expect.stringMatching(/^1001,[0-9a-f]{64}$/),
    ]);
  });

  it("is a header and the head for an organization that recorded nothing", async () => {
    let text = "";
    for await (const piece of await auditExportFile(database.db, "org-silent", {}, "csv")) text += piece;
    expect(text.split("\r\n").slice(1)).toEqual(["", "headCount,headHash", `0,${"0".repeat(64)}`]);
  });
});
