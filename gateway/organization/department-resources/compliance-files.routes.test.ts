import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  POLICY_FILE_MAX_BYTES,
  POLICY_FILE_TOO_LARGE,
  POLICY_FILE_UNSUPPORTED,
} from "../../../core/organization/policy-file-limits.ts";
import { DEMO_MODEL_NAMES } from "../../../demo/demo-catalogue.ts";
import { DEMO_AVAILABLE_MODELS } from "../../../demo/demo-organization-models.ts";
import { auditEntries } from "../../audit/audit.schema.ts";
import { handWrittenPdf, zippedDocx } from "../../policy-files/policy-documents.test-helper.ts";
import { policyFileChunks } from "../../policy-files/policy-file-chunks.schema.ts";
import { serverPolicyFiles } from "../../policy-files/server-policy-files.ts";
import { departmentModels } from "../organization.schema.ts";
import { seededOrganizationSuite } from "../testing/organization-suite.test-helper.ts";
import { SEEDED } from "../testing/seeded-organization.test-helper.ts";
import { complianceFiles } from "./compliance-files.schema.ts";
import { UNREADABLE_UPLOAD } from "./policy-upload.ts";

const suite = seededOrganizationSuite("before each test");
const { people, call } = suite;

const FILES = `/organization/${SEEDED.organizationId}/departments/${SEEDED.departmentId}/files`;

function upload(
  fields: { name?: string; file?: Blob; fileName?: string },
  headers = people.departmentAdmin.headers,
) {
  const form = new FormData();
  if (fields.name !== undefined) form.append("name", fields.name);
  if (fields.file) form.append("file", fields.file, fields.fileName ?? "policy.txt");
  return fetch(`${suite.gateway.apiUrl}${FILES}`, { method: "POST", headers, body: form });
}

/** The file as stored once the gateway has read it (every document added so far is read one after another). */
async function onceRead(fileId: string) {
  await serverPolicyFiles(suite.gateway.app, suite.gateway.deps).indexer.idle();
  const [stored] = await suite.gateway.db
    .select()
    .from(complianceFiles)
    .where(eq(complianceFiles.id, fileId));
  return stored;
}

/** The department limited to no models: any embedding model may embed its documents. */
async function withoutModelLimits() {
  await suite.gateway.db
    .delete(departmentModels)
    .where(eq(departmentModels.departmentId, SEEDED.departmentId));
}

/** The department's models without the organization's embedding model: its documents are read, not embedded. */
async function withoutTheEmbeddingModel() {
  const embedding = DEMO_AVAILABLE_MODELS.find(({ model }) => model === DEMO_MODEL_NAMES.embeddingSmall);
  await suite.gateway.db
    .delete(departmentModels)
    .where(
      and(
        eq(departmentModels.departmentId, SEEDED.departmentId),
        eq(departmentModels.organizationModelId, embedding?.id ?? ""),
      ),
    );
}

async function auditedKinds(subjectId: string) {
  const rows = await suite.gateway.db
    .select({
      kind: auditEntries.kind,
      before: auditEntries.before,
      after: auditEntries.after,
      role: auditEntries.actorRole,
    })
    .from(auditEntries)
    .where(
      and(eq(auditEntries.organizationId, SEEDED.organizationId), eq(auditEntries.subjectId, subjectId)),
    );
  return rows;
}

describe("uploading a policy document", () => {
  it("answers it PENDING, then reads it: passages counted from its text, its bytes kept, the upload audited", async () => {
    await withoutModelLimits();
    const text = "Prompts are kept for 30 days.\n\n".repeat(150);
    const response = await upload({
      name: "Data retention policy",
      file: new Blob([text], { type: "text/plain" }),
    });
    const file = await response.json();
    expect(response.status).toBe(201);
    expect(file).toMatchObject({
      name: "Dataretentionpolicy",
      status: "PENDING",
      statusReason: null,
      sizeBytes: text.length,
      chunks: 0,
      embeddings: 0,
      lastModifiedByRole: "ADMIN",
    });
    const stored = await onceRead(file.id);
    expect(Buffer.from(stored?.content ?? []).toString()).toBe(text);
    const passages = await suite.gateway.db
      .select()
      .from(policyFileChunks)
      .where(eq(policyFileChunks.fileId, file.id));
    expect(stored).toMatchObject({ status: "INDEXED", statusReason: null, chunks: passages.length });
    expect(passages.length).toBe(Math.ceil((150 * 31 - 2) / 1000));
    expect(stored?.embeddings).toBe(passages.length);
    expect(await auditedKinds(file.id)).toEqual([
      {
        kind: "POLICY_FILE_ADDED",
        before: null,
        after: JSON.stringify({ name: "Dataretentionpolicy", sizeBytes: text.length, source: "upload" }),
        role: "ADMIN",
      },
    ]);
  });

  it("refuses a file of another kind (415) or over 10 MB (413), storing nothing", async () => {
    const renamed = await upload({
      name: "Policy",
      file: new Blob(["MZ\u0000binary"]),
      fileName: "policy.pdf",
    });
    expect(renamed.status).toBe(415);
    expect(await renamed.json()).toMatchObject({ errMsgs: [POLICY_FILE_UNSUPPORTED] });
    const spreadsheet = await upload({ name: "Policy", file: new Blob(["a,b"]), fileName: "policy.csv" });
    expect(spreadsheet.status).toBe(415);
    const huge = await upload({
      name: "Policy",
      file: new Blob([new Uint8Array(POLICY_FILE_MAX_BYTES + 1).fill(97)]),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ errMsgs: [POLICY_FILE_TOO_LARGE] });
    const stored = await suite.gateway.db
      .select()
      .from(complianceFiles)
      .where(eq(complianceFiles.name, "Policy"));
    expect(stored).toEqual([]);
  });

  it("marks a PDF it cannot read FAILED, with the reason", async () => {
    const broken = new Blob([new TextEncoder().encode("%PDF-1.4\nnot a PDF after all")]);
    const response = await upload({ name: "Broken", file: broken, fileName: "broken.pdf" });
    expect(response.status).toBe(201);
    const stored = await onceRead((await response.json()).id);
    expect(stored).toMatchObject({ status: "FAILED", chunks: 0, embeddings: 0 });
    expect(stored?.statusReason).toMatch(/^The PDF could not be read: .+\.$/);
  });

  it("reads a real DOCX into passages of its paragraphs", async () => {
    await withoutModelLimits();
    const docx = zippedDocx([
      "Prompts are kept for thirty days.",
      "Bodies are read by the security team only.",
    ]);
    const response = await upload({ name: "Handbook", file: new Blob([docx]), fileName: "handbook.docx" });
    expect(await onceRead((await response.json()).id)).toMatchObject({
      status: "INDEXED",
      chunks: 1,
      embeddings: 1,
    });
  });

  it("reads a real PDF into passages of its sentences", async () => {
    await withoutModelLimits();
    const pdf = handWrittenPdf([
      "Prompts are kept for thirty days.",
      "Bodies are read by the security team only.",
    ]);
    const response = await upload({ name: "Handbook", file: new Blob([pdf]), fileName: "handbook.pdf" });
    const stored = await onceRead((await response.json()).id);
    expect(stored).toMatchObject({ status: "INDEXED", chunks: 1, embeddings: 1 });
  });

  it("keeps the passages of a department not allowed the embedding model, FAILED in its policy's words", async () => {
    await withoutTheEmbeddingModel();
    const file = new Blob(["Prompts are kept for thirty days."]);
    const stored = await onceRead((await (await upload({ name: "Retention", file })).json()).id);
    expect(stored).toMatchObject({ status: "FAILED", chunks: 1, embeddings: 0 });
    expect(stored?.statusReason).toBe(
      "Its one passage was read but not embedded with text-embedding-3-small: Model text-embedding-3-small is not " +
        "allowed for the department Research. Allowed models: gpt-4o-mini, llama-3.3-70b-versatile, " +
        "qwen2.5-72b-research. It is searched by words.",
    );
  });

  it("names what is missing, and refuses what is not a multipart form", async () => {
    const withoutFile = await upload({ name: "Policy" });
    expect(await withoutFile.json()).toMatchObject({ errMsgs: ["file should not be empty"] });
    const asJson = await call(people.departmentAdmin, "POST", FILES, { name: "Policy" });
    expect(asJson.status).toBe(400);
    expect(asJson.body.errMsgs).toEqual(["name should not be empty", "file should not be empty"]);
    const broken = await fetch(`${suite.gateway.apiUrl}${FILES}`, {
      method: "POST",
      headers: { ...people.departmentAdmin.headers, "Content-Type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nhalf a fi',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ errMsgs: [UNREADABLE_UPLOAD] });
  });
});

describe("adding a policy document from a URL", () => {
  it("refuses http and loopback addresses with the reason, fetching and storing nothing", async () => {
    let fetched = 0;
    const source = createServer((_request, response) => {
      fetched += 1;
      response.end("policy");
    });
    await new Promise<void>((resolve) => source.listen(0, "127.0.0.1", resolve));
    const port = (source.address() as AddressInfo).port;
    try {
      for (const [url, reason] of [
        [`http://127.0.0.1:${port}/vendor.txt`, "Only https URLs are fetched: this one is http."],
        [`http://[::1]:${port}/vendor.txt`, "Only https URLs are fetched: this one is http."],
        [
          "https://169.254.169.254/latest/meta-data",
          "The host 169.254.169.254 is a cloud metadata address, which the gateway does not call.",
        ],
      ]) {
        const added = await call(people.owner, "POST", `${FILES}/url`, { name: "Vendor policy", url });
        expect(added).toMatchObject({ status: 400, body: { errMsgs: [reason] } });
      }
      expect(fetched).toBe(0);
    } finally {
      source.close();
    }
    expect(
      await suite.gateway.db.select().from(complianceFiles).where(eq(complianceFiles.name, "Vendorpolicy")),
    ).toEqual([]);
    expect(
      await call(people.owner, "POST", `${FILES}/url`, { name: "Broken", url: "not a url" }),
    ).toMatchObject({
      status: 400,
      body: { errMsgs: ["url must be a URL address"] },
    });
  });
});

describe("deleting a policy document", () => {
  it("leaves one a higher role added to that role, refuses a blank or unknown id, and audits the removal", async () => {
    const form = new FormData();
    form.append("name", "Board policy");
    form.append("file", new Blob(["The board meets monthly."]), "board.md");
    const added = await (
      await fetch(`${suite.gateway.apiUrl}${FILES}`, {
        method: "POST",
        headers: people.owner.headers,
        body: form,
      })
    ).json();
    const path = `${FILES}/${added.id}`;
    expect(await call(people.departmentAdmin, "DELETE", path)).toMatchObject({
      status: 403,
      body: {
        errMsgs: ["Boardpolicy was last changed by OWNER; only OWNER or a higher role may change it."],
      },
    });
    expect((await call(people.owner, "DELETE", path)).status).toBe(204);
    expect(await call(people.owner, "DELETE", path)).toMatchObject({
      status: 404,
      body: { errMsgs: ["File not found"] },
    });
    expect(await call(people.owner, "DELETE", `${FILES}/%20`)).toMatchObject({
      status: 400,
      body: { errMsgs: ["invalid id"] },
    });
    expect((await auditedKinds(added.id)).map(({ kind, role }) => [kind, role])).toEqual([
      ["POLICY_FILE_ADDED", "OWNER"],
      ["POLICY_FILE_REMOVED", "OWNER"],
    ]);
  });
});
