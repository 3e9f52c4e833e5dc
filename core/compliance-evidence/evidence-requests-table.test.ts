import { describe, expect, it } from "vitest";
import { requestsDocument, requestsTable } from "./evidence-requests-table.ts";
import { EvidenceMother } from "./evidence-source.mother.ts";

const METADATA = [
  "id",
  "createdAt",
  "userEmail",
  "apiKeyId",
  "endpoint",
  "model",
  "servedModel",
  "statusCode",
  "error",
  "totalTokens",
  "totalCostUsd",
  "piiRedactions",
];

describe("the requests as the evidence tabulates them", () => {
  it("give each request's metadata in its column, the redactions as canonical JSON", () => {
    const request = EvidenceMother.request({ piiRedactions: { PHONE_NUMBER: 1, EMAIL_ADDRESS: 2 } });
    expect(requestsTable([request], false)).toEqual({
      columns: METADATA,
      rows: [
        [
          "req-1",
          "2026-03-10T09:00:00.000Z",
          "member@example.test",
          "key-1",
          "chat",
          "gpt-test",
          "gpt-test",
          200,
          null,
          30,
          0.0012,
          '{"EMAIL_ADDRESS":2,"PHONE_NUMBER":1}',
        ],
      ],
    });
  });

  it("leave the redactions empty for a request logged without PII handling", () => {
    const [row] = requestsTable([EvidenceMother.request({ piiRedactions: null })], false).rows;
    expect(row?.at(-1)).toBeNull();
  });

  it("add the bodies' two columns in a bundle made with them, empty when retention removed them", () => {
    const kept = EvidenceMother.request({ bodies: { request: "Q", response: "A" } });
    const removed = EvidenceMother.request({ id: "req-2" });
    const table = requestsTable([kept, removed], true);
    expect(table.columns).toEqual([...METADATA, "requestBody", "responseBody"]);
    expect(table.rows.map((row) => row.slice(-2))).toEqual([
      ["Q", "A"],
      [null, null],
    ]);
    expect(table.rows[0]).toHaveLength(METADATA.length + 2);
  });

  it("list requests.json with bodies, null when removed, only in a bundle made with them", () => {
    const kept = EvidenceMother.request({ bodies: { request: "Q", response: null } });
    const removed = EvidenceMother.request({ id: "req-2" });
    expect(requestsDocument([kept, removed], true).map((request) => request.bodies)).toEqual([
      { request: "Q", response: null },
      { request: null, response: null },
    ]);
    expect(requestsDocument([kept], false)).toEqual([EvidenceMother.request()]);
  });
});
