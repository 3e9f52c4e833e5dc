// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  OrganizationSeedBuilder,
  OrganizationSeedMother,
} from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { toEntity } from "../../../core/mapping/to-entity.ts";
import { ComplianceFile } from "../../../core/organization/compliance-file.entity.ts";
import { ComplianceFileMother } from "../../../core/organization/compliance-file.mother.ts";
import { ComplianceFilesGateway } from "../../../core/organization/compliance-files-gateway.port.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import type { PolicyFileUpload } from "../../../core/organization/policy-file.dto.ts";
import { i18nWithEveryText } from "../../../ui/testing/i18n-with-every-text.ts";
import { DepartmentFilesPanel } from "./department-files-panel.tsx";
import { departmentAs, held } from "./department-panel.test-helper.ts";
import { renderedPanel } from "./department-panel-render.test-helper.tsx";
import { statusText } from "./policy-status-text.ts";

const ORG = OrganizationSeedBuilder.ORGANIZATION_ID;
const RESEARCH = { organizationId: ORG, departmentId: "dep-research" };
const PEOPLE = {
  owner: OrganizationSeedBuilder.OWNER,
  researchAdmin: { id: "user-admin", email: "admin@example.test" },
  researcher: { id: "user-member", email: "member@example.test" },
};

/** Research with two documents: the older one last changed by a super admin, the newer by a department admin. */
function organization() {
  return OrganizationSeedMother.create()
    .department({ id: RESEARCH.departmentId, name: "Research" })
    .member(PEOPLE.researchAdmin, RESEARCH.departmentId, DepartmentRole.ADMIN)
    .member(PEOPLE.researcher, RESEARCH.departmentId)
    .file(RESEARCH.departmentId, {
      name: "AI-Acceptable-Use-Policy",
      chunks: 42,
      embeddings: 42,
      lastModifiedByRole: OrganizationRole.SUPER_ADMIN,
      createdAt: "2025-01-10T00:00:00.000Z",
    })
    .file(RESEARCH.departmentId, {
      name: "Model-Card-Requirements",
      chunks: 18,
      embeddings: 18,
      lastModifiedByRole: DepartmentRole.ADMIN,
      createdAt: "2025-02-10T00:00:00.000Z",
    })
    .file(RESEARCH.departmentId, {
      name: "Scanned-Policy",
      status: "FAILED",
      statusReason: "The PDF holds no text: <i>scanned</i> pages need OCR.",
      chunks: 0,
      embeddings: 0,
      createdAt: "2024-12-10T00:00:00.000Z",
    });
}

/** The files tab of Research as one of its people; a change makes the "page" load the department again. */
async function openFiles(person: keyof typeof PEOPLE = "owner") {
  const research = await departmentAs(organization().gateways(), RESEARCH, PEOPLE[person].id);
  return renderedPanel(research, DepartmentFilesPanel, (container, gateways) => {
    container.rebind(ComplianceFilesGateway).toConstantValue(gateways.files);
    container.rebind(DepartmentsGateway).toConstantValue(gateways.departments);
  });
}

const rows = () => screen.queryAllByTestId("policy-file-row");
const rowOf = (name: string) => rows().find((row) => row.dataset.fileName === name) as HTMLElement;
const cell = (row: HTMLElement, column: string) =>
  row.querySelector(`[data-column="${column}"]`)?.textContent?.trim() ?? "";
const fileInput = () => document.querySelector("#policy-file") as HTMLInputElement;
const policy = () => new File(["Keep records for 30 days."], "Data Policy v2.txt", { type: "text/plain" });

describe("a department's files tab", () => {
  it("lists the documents newest first with their status, size and who changed them last", async () => {
    await openFiles();
    expect(rows().map((row) => row.dataset.fileName)).toEqual([
      "Model-Card-Requirements",
      "AI-Acceptable-Use-Policy",
      "Scanned-Policy",
    ]);
    const acceptableUse = rowOf("AI-Acceptable-Use-Policy");
    expect(cell(acceptableUse, "status")).toBe("Indexed: 42 chunks, 42 embeddings");
    expect(cell(acceptableUse, "size")).toBe("4 kB");
    expect(cell(acceptableUse, "lastChangedBy")).toBe("Super admin");
    expect(cell(rowOf("Model-Card-Requirements"), "lastChangedBy")).toBe("Department admin");
  });

  it("words one chunk, a document not read yet and one that failed", async () => {
    const { t } = await i18nWithEveryText();
    expect(statusText(t, { kind: "indexed", chunks: 1, embeddings: 1 })).toBe(
      "Indexed: 1 chunk, 1 embedding",
    );
    expect(statusText(t, { kind: "pending" })).toBe("Pending: being read");
    expect(statusText(t, { kind: "failed", reason: null })).toBe("Failed");
  });

  it("shows a failed document's reason as text, never as markup", async () => {
    await openFiles();
    const scanned = rowOf("Scanned-Policy");
    expect(cell(scanned, "status")).toBe("FailedThe PDF holds no text: <i>scanned</i> pages need OCR.");
    expect(scanned.querySelector("i")).toBeNull();
  });

  it("states the kinds and size accepted, and offers only those kinds to choose", async () => {
    await openFiles();
    expect(document.querySelector("#policy-file-help")?.textContent).toBe(
      "PDF, DOCX, plain text or Markdown (.pdf, .docx, .txt, .md, .markdown), at most 10 MB each.",
    );
    expect(fileInput().accept).toBe(".pdf,.docx,.txt,.md,.markdown");
  });

  it("says a chosen file of a kind not read cannot be uploaded, before sending it", async () => {
    const { gateways } = await openFiles();
    const upload = vi.spyOn(gateways.files, "uploadFile");
    // The chooser offers only the kinds read; a person can still pick "All files".
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(["MZ"], "setup.exe"));
    await user.click(screen.getByTestId("policy-upload-submit"));
    expect(
      within(screen.getByTestId("policy-upload-form"))
        .getAllByTestId("field-error")
        .map((error) => error.textContent),
    ).toEqual(["Choose a PDF, DOCX, plain text or Markdown file."]);
    expect(upload).not.toHaveBeenCalled();
  });

  it("finds passages and shows each as the document's text, with its file and place", async () => {
    const { gateways, user } = await openFiles("researcher");
    vi.spyOn(gateways.files, "searchFiles").mockResolvedValue({
      by: "meaning",
      passages: [
        {
          fileId: "f",
          fileName: "AI-Acceptable-Use-Policy",
          chunk: 3,
          text: "<b>Outputs</b> are drafts.",
          score: 0.8,
        },
      ],
    });
    await user.type(screen.getByTestId("policy-search-query"), "are outputs final?");
    await user.click(screen.getByTestId("policy-search-submit"));
    const passage = await screen.findByTestId("policy-passage");
    expect(passage.textContent).toBe("AI-Acceptable-Use-Policy, passage 3<b>Outputs</b> are drafts.");
    expect(passage.querySelector("b")).toBeNull();
    expect(screen.getByText("Found by meaning")).toBeTruthy();
  });

  it("says when no passage matches", async () => {
    const { gateways, user } = await openFiles();
    vi.spyOn(gateways.files, "searchFiles").mockResolvedValue({ by: "words", passages: [] });
    await user.type(screen.getByTestId("policy-search-query"), "vacation");
    await user.click(screen.getByTestId("policy-search-submit"));
    expect((await screen.findByTestId("policy-search-none")).textContent).toBe(
      "No passage matches “vacation”.",
    );
    expect(screen.getByText("Found by words: the documents are not embedded.")).toBeTruthy();
  });

  it("uploads a chosen document under its file's name without spaces, showing its progress", async () => {
    const { view, gateways, onChanged, user } = await openFiles();
    const stored = held<ComplianceFile>();
    let report!: (share: number) => void;
    let sent!: PolicyFileUpload;
    const upload = vi
      .spyOn(gateways.files as ComplianceFilesGateway, "uploadFile")
      .mockImplementationOnce((_org, _dep, given, onProgress) => {
        sent = given;
        report = onProgress ?? (() => {});
        return stored.promise;
      });
    await user.upload(fileInput(), policy());
    expect((screen.getByTestId("policy-name-input") as HTMLInputElement).value).toBe("DataPolicyv2");
    await user.click(screen.getByTestId("policy-upload-submit"));
    expect(screen.getByText("Uploading DataPolicyv2…")).toBeTruthy();
    report(0.5);
    await waitFor(() =>
      expect(screen.getByTestId("policy-upload-progress").getAttribute("aria-valuenow")).toBe("50"),
    );
    expect(screen.getByText("Uploading DataPolicyv2: 50%")).toBeTruthy();
    expect(sent).toMatchObject({ name: "DataPolicyv2" });
    upload.mockRestore();
    stored.answer(await gateways.files.uploadFile(ORG, RESEARCH.departmentId, sent));
    await waitFor(() => expect(rows()[0]?.dataset.fileName).toBe("DataPolicyv2"));
    expect(screen.getByTestId("policy-upload-progress").getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByText("DataPolicyv2 was uploaded to the department.")).toBeTruthy();
    expect(view.toasts()).toContain("DataPolicyv2 was uploaded.");
    expect(onChanged).toHaveBeenCalled();
  });

  it("says what is missing, in §5's words, before uploading anything", async () => {
    const { gateways, user } = await openFiles();
    const upload = vi.spyOn(gateways.files, "uploadFile");
    await user.click(screen.getByTestId("policy-upload-submit"));
    const form = screen.getByTestId("policy-upload-form");
    expect(
      within(form)
        .getAllByTestId("field-error")
        .map((error) => error.textContent),
    ).toEqual(["file should not be empty", "name should not be empty"]);
    expect(upload).not.toHaveBeenCalled();
  });

  it("adds a document from a valid URL, named without spaces", async () => {
    const { view, user, gateways } = await openFiles();
    const pending = ComplianceFileMother.record({
      name: "Vendorterms",
      status: "PENDING",
      chunks: 0,
      embeddings: 0,
    });
    const add = vi
      .spyOn(gateways.files, "addFileFromUrl")
      .mockResolvedValue(toEntity(ComplianceFile, pending));
    await user.type(screen.getByTestId("policy-url-input"), "not a url");
    await user.type(screen.getByTestId("policy-url-name-input"), "Vendor terms");
    await user.click(screen.getByTestId("policy-url-submit"));
    expect(within(screen.getByTestId("policy-url-form")).getByTestId("field-error").textContent).toBe(
      "url must be a URL address",
    );
    await user.clear(screen.getByTestId("policy-url-input"));
    await user.type(screen.getByTestId("policy-url-input"), "https://policies.example.com/vendor-terms.pdf");
    await user.click(screen.getByTestId("policy-url-submit"));
    await waitFor(() => expect(view.toasts()).toContain("Vendorterms was added."));
    expect(add).toHaveBeenCalledWith(ORG, RESEARCH.departmentId, {
      name: "Vendorterms",
      url: "https://policies.example.com/vendor-terms.pdf",
    });
  });

  it("deletes a document once the person confirms in an alert naming it", async () => {
    const { view, user } = await openFiles();
    await user.click(
      within(rowOf("Model-Card-Requirements")).getByRole("button", {
        name: "Delete Model-Card-Requirements",
      }),
    );
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("removal-question").textContent).toContain(
      "Delete the document Model-Card-Requirements from Research?",
    );
    await user.click(within(alert).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(rows().map((row) => row.dataset.fileName)).toEqual([
        "AI-Acceptable-Use-Policy",
        "Scanned-Policy",
      ]),
    );
    expect(view.toasts()).toContain("Model-Card-Requirements was deleted.");
  });

  it("keeps the document when the person cancels", async () => {
    const { gateways, user } = await openFiles();
    const remove = vi.spyOn(gateways.files, "deleteFile");
    await user.click(within(rowOf("AI-Acceptable-Use-Policy")).getByRole("button"));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    expect(rows()).toHaveLength(3);
  });

  it("gives a department admin no way to delete a document a super admin changed last, and says why", async () => {
    await openFiles("researchAdmin");
    const locked = within(rowOf("AI-Acceptable-Use-Policy")).getByRole("button") as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(within(rowOf("AI-Acceptable-Use-Policy")).getByTestId("permission-reason").title).toBe(
      "Needs the Super admin role or higher.",
    );
    expect((within(rowOf("Model-Card-Requirements")).getByRole("button") as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("shows a member the documents, without the forms, and why", async () => {
    await openFiles("researcher");
    expect(rows()).toHaveLength(3);
    expect(screen.queryByTestId("policy-upload-form")).toBeNull();
    expect(screen.getByTestId("files-reason").textContent).toBe(
      "You may read these documents but not add or delete any. Needs the Department admin role or higher.",
    );
  });
});
