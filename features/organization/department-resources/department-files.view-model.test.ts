import { describe, expect, it, vi } from "vitest";
import { CAST_ORGANIZATION_ID } from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntity } from "../../../core/mapping/to-entity.ts";
import { ComplianceFile } from "../../../core/organization/compliance-file.entity.ts";
import { ComplianceFileMother } from "../../../core/organization/compliance-file.mother.ts";
import { ComplianceFilesGateway } from "../../../core/organization/compliance-files-gateway.port.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { POLICY_FILE_MAX_BYTES } from "../../../core/organization/policy-file-limits.ts";
import { type CastPerson, researchPanelViewModel } from "./cast-research.test-helper.ts";
import { createDepartmentFilesViewModel } from "./department-files.view-model-factory.ts";
import { held } from "./department-panel.test-helper.ts";
import { statusOf } from "./listed-policy-file.ts";

const setUp = (person: CastPerson = "owner") =>
  researchPanelViewModel(
    person,
    (bind, gateways) => {
      bind(ComplianceFilesGateway, gateways.files);
      bind(DepartmentsGateway, gateways.departments);
    },
    createDepartmentFilesViewModel,
  );

const policy = (text = "Be careful with data.", name = "Data Policy v2.txt") =>
  new File([text], name, { type: "text/plain" });

describe("a department's files", () => {
  it("lists the documents newest first, with each one's status, size and who changed it last", async () => {
    const { viewModel } = await setUp();
    expect(
      viewModel.current().files.map(({ name, status, lastModifiedByRole }) => ({
        name,
        status,
        lastModifiedByRole,
      })),
    ).toEqual([
      {
        name: "Model-Card-Requirements",
        status: { kind: "indexed", chunks: 18, embeddings: 18 },
        lastModifiedByRole: "ADMIN",
      },
      {
        name: "AI-Acceptable-Use-Policy",
        status: { kind: "indexed", chunks: 42, embeddings: 42 },
        lastModifiedByRole: "SUPER_ADMIN",
      },
    ]);
    expect(viewModel.current().files[0]?.sizeBytes).toBe(ComplianceFileMother.record().sizeBytes);
    expect(viewModel.current().files[0]?.addedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("tells counts only once a document is read, and a failed one's reason", () => {
    const counts = { chunks: 0, embeddings: 0, statusReason: null };
    expect(statusOf({ ...counts, status: "PENDING" })).toEqual({ kind: "pending" });
    expect(statusOf({ ...counts, status: "FAILED", statusReason: "No text" })).toEqual({
      kind: "failed",
      reason: "No text",
    });
    expect(statusOf({ status: "INDEXED", statusReason: null, chunks: 3, embeddings: 0 })).toEqual({
      kind: "indexed",
      chunks: 3,
      embeddings: 0,
    });
  });

  it("follows a document the gateway has not read yet until it is indexed, then stops asking", async () => {
    const { viewModel, gateways } = await setUp();
    vi.useFakeTimers();
    try {
      const reads = vi.spyOn(gateways.departments, "getDepartment");
      viewModel.chooseFile(policy("Keep records for 30 days."));
      const uploaded = viewModel.upload();
      await vi.advanceTimersByTimeAsync(1000);
      expect(await uploaded).toBe(true);
      expect(viewModel.current().files[0]).toMatchObject({
        name: "DataPolicyv2",
        status: { kind: "pending" },
      });
      await vi.advanceTimersByTimeAsync(2000);
      // Embedded too: an organization starts with the gateway's default embedding model.
      expect(viewModel.current().files[0]?.status).toEqual({ kind: "indexed", chunks: 1, embeddings: 1 });
      const asked = reads.mock.calls.length;
      expect(asked).toBeGreaterThan(0);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(reads.mock.calls.length).toBe(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it("searches the documents for what was typed, keeping the answer with its words", async () => {
    const { viewModel, gateways } = await setUp("researcher");
    const passage = { fileId: "file-ai-use", fileName: "AI-Acceptable-Use-Policy", chunk: 2, score: 0.5 };
    const search = vi
      .spyOn(gateways.files, "searchFiles")
      .mockResolvedValue({ by: "words", passages: [{ ...passage, text: "<b>Outputs</b> are drafts." }] });
    expect(await viewModel.search()).toBe(false);
    viewModel.changeQuery("  outputs drafts ");
    expect(await viewModel.search()).toBe(true);
    expect(search).toHaveBeenCalledWith(CAST_ORGANIZATION_ID, "dep-research", "outputs drafts");
    expect(viewModel.current().search).toEqual({
      query: "  outputs drafts ",
      searching: false,
      result: {
        query: "outputs drafts",
        by: "words",
        passages: [{ ...passage, text: "<b>Outputs</b> are drafts." }],
      },
    });
  });

  it("reports a refused search with the server's words", async () => {
    const { viewModel, gateways, notifier } = await setUp();
    vi.spyOn(gateways.files, "searchFiles").mockRejectedValueOnce(GatewayError.http(400, "q is too long"));
    viewModel.changeQuery("retention");
    expect(await viewModel.search()).toBe(false);
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "q is too long", intent: "negative" }),
    );
    expect(viewModel.current().search).toMatchObject({ searching: false, result: null });
  });

  it("lets the owner delete every document", async () => {
    const { viewModel } = await setUp("owner");
    expect(viewModel.current().edit.allowed).toBe(true);
    expect(viewModel.current().files.map((file) => file.deletion.allowed)).toEqual([true, true]);
  });

  it("keeps a document a higher role changed last out of a department admin's reach", async () => {
    const { viewModel, gateways } = await setUp("researchAdmin");
    const [modelCards, acceptableUse] = viewModel.current().files;
    expect(modelCards?.deletion).toEqual({ allowed: true, requiredRole: "ADMIN" });
    expect(acceptableUse?.deletion).toEqual({ allowed: false, requiredRole: "SUPER_ADMIN" });
    const remove = vi.spyOn(gateways.files, "deleteFile");
    viewModel.askToRemove(acceptableUse?.id ?? "");
    expect(viewModel.current().removal).toBeNull();
    await viewModel.confirmRemoval();
    expect(remove).not.toHaveBeenCalled();
  });

  it("shows a member the documents without letting them add or delete any", async () => {
    const { viewModel, gateways } = await setUp("researcher");
    const { edit, files } = viewModel.current();
    expect(edit).toEqual({ allowed: false, requiredRole: "ADMIN" });
    expect(files.map((file) => file.deletion)).toEqual([
      { allowed: false, requiredRole: "ADMIN" },
      { allowed: false, requiredRole: "ADMIN" },
    ]);
    const upload = vi.spyOn(gateways.files, "uploadFile");
    viewModel.chooseFile(policy());
    expect(await viewModel.upload()).toBe(false);
    expect(upload).not.toHaveBeenCalled();
  });

  it("names what is missing before uploading, in §5's words, and sends nothing", async () => {
    const { viewModel, gateways } = await setUp();
    const upload = vi.spyOn(gateways.files, "uploadFile");
    expect(await viewModel.upload()).toBe(false);
    expect(viewModel.current().upload.fieldErrors.map((error) => error.message)).toEqual([
      "name should not be empty",
      "file should not be empty",
    ]);
    expect(upload).not.toHaveBeenCalled();
    viewModel.chooseFile(policy());
    expect(viewModel.current().upload.fieldErrors).toEqual([]);
  });

  it("tells a document over the size limit or of a kind not read before sending anything", async () => {
    const { viewModel, gateways } = await setUp();
    const upload = vi.spyOn(gateways.files, "uploadFile");
    const huge = new File([new Uint8Array(POLICY_FILE_MAX_BYTES + 1)], "huge.txt", { type: "text/plain" });
    viewModel.chooseFile(huge);
    expect(await viewModel.upload()).toBe(false);
    expect(viewModel.current().upload.fieldErrors.map((error) => error.constraint)).toEqual([
      "policyFileTooLarge",
    ]);
    viewModel.chooseFile(new File(["MZ"], "setup.exe"));
    expect(viewModel.current().upload.fieldErrors.map((error) => error.constraint)).toEqual([
      "policyFileKind",
    ]);
    viewModel.chooseFile(policy());
    expect(viewModel.current().upload.fieldErrors).toEqual([]);
    expect(upload).not.toHaveBeenCalled();
  });

  it("names a chosen document after its file, without extension or spaces, unless a name was typed", async () => {
    const { viewModel } = await setUp();
    viewModel.chooseFile(policy());
    expect(viewModel.current().upload.name).toBe("DataPolicyv2");
    viewModel.changeUploadName("Retention rules");
    viewModel.chooseFile(policy("x", "other.pdf"));
    expect(viewModel.current().upload.name).toBe("Retention rules");
  });

  it("uploads under the name without spaces, showing the share sent, then lists the document first", async () => {
    const { viewModel, gateways, notifier, changed } = await setUp();
    const stored = held<ComplianceFile>();
    let report!: (share: number) => void;
    const upload = vi
      .spyOn(gateways.files as ComplianceFilesGateway, "uploadFile")
      .mockImplementation((_o, _d, _u, onProgress) => {
        report = onProgress ?? (() => {});
        return stored.promise;
      });
    const file = policy();
    viewModel.chooseFile(file);
    viewModel.changeUploadName("Retention rules");
    const done = viewModel.upload();
    expect(viewModel.current()).toMatchObject({
      call: "uploading",
      progress: { name: "Retentionrules", sentShare: null, done: false },
    });
    expect(upload).toHaveBeenCalledWith(
      CAST_ORGANIZATION_ID,
      "dep-research",
      { name: "Retentionrules", file },
      expect.any(Function),
    );
    report(0.4);
    expect(viewModel.current().progress).toEqual({ name: "Retentionrules", sentShare: 0.4, done: false });
    upload.mockRestore();
    stored.answer(
      await gateways.files.uploadFile(CAST_ORGANIZATION_ID, "dep-research", { name: "Retentionrules", file }),
    );
    expect(await done).toBe(true);
    expect(viewModel.current()).toMatchObject({
      call: null,
      progress: { name: "Retentionrules", sentShare: 1, done: true },
      upload: { name: "", file: null },
    });
    expect(viewModel.current().files[0]).toMatchObject({
      name: "Retentionrules",
      deletion: { allowed: true },
    });
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "Retentionrules was uploaded.",
      intent: "positive",
    });
    expect(changed).toHaveBeenCalledTimes(1);
    viewModel.chooseFile(policy("Next one", "next.txt"));
    expect(viewModel.current().progress).toBeNull();
  });

  it("reports a refused upload with the server's messages and keeps the form", async () => {
    const { viewModel, gateways, notifier, changed } = await setUp();
    vi.spyOn(gateways.files, "uploadFile").mockRejectedValueOnce(GatewayError.http(413, "File too large"));
    viewModel.chooseFile(policy());
    expect(await viewModel.upload()).toBe(false);
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "File too large", intent: "negative" }),
    );
    expect(viewModel.current()).toMatchObject({
      call: null,
      progress: null,
      upload: { name: "DataPolicyv2" },
    });
    expect(changed).not.toHaveBeenCalled();
  });

  it("adds a document from a valid URL under its name without spaces", async () => {
    const { viewModel, notifier, changed, gateways } = await setUp();
    const pending = ComplianceFileMother.record({
      name: "Vendorterms",
      status: "PENDING",
      chunks: 0,
      embeddings: 0,
    });
    vi.spyOn(gateways.files, "addFileFromUrl").mockResolvedValue(toEntity(ComplianceFile, pending));
    viewModel.changeFromUrl({ name: "Vendor terms", url: "not a url" });
    expect(await viewModel.addFromUrl()).toBe(false);
    expect(viewModel.current().fromUrl.fieldErrors.map((error) => error.message)).toEqual([
      "url must be a URL address",
    ]);
    viewModel.changeFromUrl({ url: "https://policies.example.com/vendor-terms.pdf" });
    expect(viewModel.current().fromUrl.fieldErrors).toEqual([]);
    expect(await viewModel.addFromUrl()).toBe(true);
    expect(viewModel.current().files[0]?.name).toBe("Vendorterms");
    expect(viewModel.current().fromUrl).toEqual({ name: "", url: "", fieldErrors: [] });
    expect(notifier.notify).toHaveBeenCalledWith({ message: "Vendorterms was added.", intent: "positive" });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("deletes a document once the person confirms, and says so", async () => {
    const { viewModel, gateways, notifier, changed } = await setUp();
    const remove = vi.spyOn(gateways.files, "deleteFile");
    viewModel.askToRemove("file-model-cards");
    expect(viewModel.current().removal?.name).toBe("Model-Card-Requirements");
    expect(remove).not.toHaveBeenCalled();
    await viewModel.confirmRemoval();
    expect(remove).toHaveBeenCalledWith(CAST_ORGANIZATION_ID, "dep-research", "file-model-cards");
    expect(viewModel.current().files.map((file) => file.id)).toEqual(["file-ai-use"]);
    expect(viewModel.current()).toMatchObject({ removal: null, call: null });
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "Model-Card-Requirements was deleted.",
      intent: "positive",
    });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("keeps the document when the person cancels", async () => {
    const { viewModel, gateways } = await setUp();
    const remove = vi.spyOn(gateways.files, "deleteFile");
    viewModel.askToRemove("file-ai-use");
    viewModel.cancelRemoval();
    await viewModel.confirmRemoval();
    expect(remove).not.toHaveBeenCalled();
    expect(viewModel.current().files).toHaveLength(2);
  });

  it("reports a refused deletion and keeps the document listed", async () => {
    const { viewModel, gateways, notifier } = await setUp();
    vi.spyOn(gateways.files, "deleteFile").mockRejectedValueOnce(GatewayError.http(409, "In use"));
    viewModel.askToRemove("file-ai-use");
    await viewModel.confirmRemoval();
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "In use", intent: "negative" }),
    );
    expect(viewModel.current().files).toHaveLength(2);
    expect(viewModel.current().removal).toBeNull();
  });

  it("follows the department as the page loads it again", async () => {
    const { viewModel, gateways, loadDepartment } = await setUp();
    await gateways.files.deleteFile(CAST_ORGANIZATION_ID, "dep-research", "file-ai-use");
    viewModel.setDepartment(await loadDepartment());
    expect(viewModel.current().files.map((file) => file.id)).toEqual(["file-model-cards"]);
  });
});
