import { describe, expect, it, vi } from "vitest";
import { policyChunks } from "../../../core/organization/policy-chunks.ts";
import { POLICY_FILE_MAX_BYTES } from "../../../core/organization/policy-file-limits.ts";
import { MemoryComplianceFilesGateway } from "./memory-compliance-files-gateway.adapter.ts";
import { MemoryPolicyLibrary } from "./memory-policy-library.ts";
import { READ_ONLY_THROUGH_THE_GATEWAY } from "./memory-policy-reading.ts";
import { organizationContext } from "./organization-context.ts";
import { OrganizationDatabase } from "./organization-database.ts";
import { OrganizationSeedBuilder, OrganizationSeedMother } from "./organization-seed.mother.ts";

const ORGANIZATION_ID = OrganizationSeedBuilder.ORGANIZATION_ID;
const DEPARTMENT = "dep-test";
/** The owner's organization with one department. */
const context = () =>
  organizationContext(
    new OrganizationDatabase(OrganizationSeedMother.create().department({ id: DEPARTMENT }).build()),
  );

const textFile = (text: string, fileName = "retention.txt") =>
  new File([text], fileName, { type: "text/plain" });
const upload = { name: "Retention", file: textFile("Keep records for seven years.") };

/** A department's files adapter that reads documents at once, over its own library (no embedding model). */
function reader(library = new MemoryPolicyLibrary(null)) {
  const shared = context();
  return { files: new MemoryComplianceFilesGateway(shared, 0, library, 0), shared, library };
}

/** The stored file once the adapter has read it. */
async function settled(shared: ReturnType<typeof context>, fileId: string) {
  await vi.waitFor(() => expect(shared.db.files.get(fileId).status).not.toBe("PENDING"));
  return shared.db.files.get(fileId);
}

const POLICY = [
  "Prompts that hold customer data are kept for 30 days, then deleted.",
  "Every model is reached through the company gateway.",
  `${"Budget alerts go to the admins. ".repeat(40)}`,
].join("\n\n");

describe("a policy document read in memory", () => {
  it("answers PENDING, then is INDEXED with its chunks counted by core's rule and nothing embedded", async () => {
    const { files, shared } = reader();
    const stored = await files.uploadFile(ORGANIZATION_ID, DEPARTMENT, {
      name: "Data",
      file: textFile(POLICY),
    });
    expect(stored).toMatchObject({ status: "PENDING", chunks: 0, embeddings: 0, sizeBytes: POLICY.length });
    const read = await settled(shared, stored.id);
    expect(read).toMatchObject({ status: "INDEXED", statusReason: null, embeddings: 0 });
    expect(read.chunks).toBe(policyChunks(POLICY).length);
    expect(read.chunks).toBeGreaterThan(1);
  });

  it("is found by its words, the passage's text as read", async () => {
    const { files, shared } = reader();
    const stored = await files.uploadFile(ORGANIZATION_ID, DEPARTMENT, {
      name: "Data",
      file: textFile(POLICY),
    });
    await settled(shared, stored.id);
    const found = await files.searchFiles(ORGANIZATION_ID, DEPARTMENT, "customer data");
    expect(found.by).toBe("words");
    expect(found.passages[0]).toMatchObject({ fileId: stored.id, fileName: "Data", chunk: 1 });
    expect(found.passages[0]?.text).toContain("kept for 30 days");
  });

  it("is embedded and found by meaning once the organization has an embedding model", async () => {
    const library = new MemoryPolicyLibrary(null);
    library.chooseEmbeddingModel(ORGANIZATION_ID, "text-embedding-3-small");
    const { files, shared } = reader(library);
    const stored = await files.uploadFile(ORGANIZATION_ID, DEPARTMENT, {
      name: "Data",
      file: textFile(POLICY),
    });
    const read = await settled(shared, stored.id);
    expect(read.embeddings).toBe(read.chunks);
    const found = await files.searchFiles(ORGANIZATION_ID, DEPARTMENT, "customer data kept");
    expect(found.by).toBe("meaning");
    expect(found.passages[0]?.text).toContain("customer data");
  });

  it("fails a PDF, saying the in-browser demo reads it only through the gateway", async () => {
    const { files, shared } = reader();
    const pdf = new File(["%PDF-1.7\n%fake"], "policy.pdf", { type: "application/pdf" });
    const stored = await files.uploadFile(ORGANIZATION_ID, DEPARTMENT, { name: "Scan", file: pdf });
    expect(await settled(shared, stored.id)).toMatchObject({
      status: "FAILED",
      statusReason: READ_ONLY_THROUGH_THE_GATEWAY,
      chunks: 0,
    });
  });

  it("refuses a kind it does not read (415) and a document over the limit (413), storing nothing", async () => {
    const { files, shared } = reader();
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0])], "logo.png");
    await expect(
      files.uploadFile(ORGANIZATION_ID, DEPARTMENT, { name: "Logo", file: image }),
    ).rejects.toMatchObject({
      status: 415,
    });
    const huge = textFile("a".repeat(POLICY_FILE_MAX_BYTES + 1));
    await expect(
      files.uploadFile(ORGANIZATION_ID, DEPARTMENT, { name: "Huge", file: huge }),
    ).rejects.toMatchObject({
      status: 413,
    });
    expect(shared.db.files.where(() => true)).toEqual([]);
  });

  it("refuses a search without words", async () => {
    const { files } = reader();
    await expect(files.searchFiles(ORGANIZATION_ID, DEPARTMENT, "  ")).rejects.toMatchObject({ status: 400 });
  });
});

describe("a policy file upload in memory", () => {
  it("is heard in a few growing steps, a pause apart, then 1 once stored", async () => {
    const files = new MemoryComplianceFilesGateway(context(), 20);
    const heard: { share: number; at: number }[] = [];
    const started = performance.now();
    await files.uploadFile(ORGANIZATION_ID, DEPARTMENT, upload, (share) =>
      heard.push({ share, at: performance.now() - started }),
    );
    expect(heard.map(({ share }) => share)).toEqual([0.25, 0.5, 0.75, 1]);
    expect(heard[0]?.at).toBeGreaterThanOrEqual(15);
    expect(heard[3]?.at).toBeGreaterThanOrEqual(60);
  });

  it("is refused at once, before any progress, when it would be", async () => {
    const files = new MemoryComplianceFilesGateway(context(), 20);
    const heard: number[] = [];
    await expect(
      files.uploadFile(ORGANIZATION_ID, DEPARTMENT, { ...upload, name: " " }, (share) => heard.push(share)),
    ).rejects.toMatchObject({ status: 400 });
    expect(heard).toEqual([]);
  });
});
