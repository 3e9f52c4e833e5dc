import { describe, expect, it, vi } from "vitest";
import {
  OrganizationSeedBuilder,
  OrganizationSeedMother,
  type Person,
} from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { Clock } from "../../../core/clock/clock.port.ts";
import { ComplianceEvidenceGateway } from "../../../core/compliance-evidence/compliance-evidence-gateway.port.ts";
import { evidenceZipTexts } from "../../../core/compliance-evidence/evidence-bundle.ts";
import { EVIDENCE_FILES } from "../../../core/compliance-evidence/evidence-file-names.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { Notifier, type ToastRequest } from "../../../core/notifier/notifier.port.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import { createEvidenceDownloadViewModel } from "./evidence-download.view-model-factory.ts";

/** 15 March 2026, noon UTC. */
const MARCH_15 = Date.UTC(2026, 2, 15, 12);
const ORG = OrganizationSeedBuilder.ORGANIZATION_ID;
const LAB = "dep-lab";
const ADMIN: Person = { id: "user-lab-admin", email: "lab.admin@example.test" };
const MEMBER: Person = { id: "user-lab-member", email: "lab.member@example.test" };

/** The Lab under GDPR: two requests in March (one with masked e-mail addresses), one in February. */
function labGateways() {
  return OrganizationSeedMother.create()
    .department({ id: LAB, name: "Lab", GDPR: true })
    .department({ id: "dep-other", name: "Other" })
    .member(ADMIN, LAB, DepartmentRole.ADMIN)
    .member(MEMBER, LAB)
    .request(MEMBER, LAB, { createdAt: "2026-03-02T09:00:00.000Z", piiRedactions: { EMAIL_ADDRESS: 2 } })
    .request(MEMBER, LAB, {
      createdAt: "2026-03-03T09:00:00.000Z",
      status: 429,
      error: "Monthly budget of the department reached: $5.00 of $5.00 spent this month.",
    })
    .request(MEMBER, LAB, { createdAt: "2026-02-27T09:00:00.000Z" })
    .gateways({ now: () => MARCH_15 });
}

const LAB_AS = (role: Department["role"]) => ({ id: LAB, name: "Lab", role });

/** The download's view model as the settings tab makes it, keeping what it saves and the toasts it shows. */
function downloadOver(gateway: ComplianceEvidenceGateway, role: Department["role"]) {
  const saved: { fileName: string; content: Blob }[] = [];
  const toasts: ToastRequest[] = [];
  const services = screenServicesForTest((bind) => {
    bind(ComplianceEvidenceGateway, gateway);
    bind(Notifier, { notify: (toast: ToastRequest) => toasts.push(toast) } as unknown as Notifier);
    bind(Clock, { now: () => MARCH_15 });
  });
  const viewModel = disposedAfterTest(
    createEvidenceDownloadViewModel(
      services,
      { organizationId: ORG, saveFile: (fileName, content) => saved.push({ fileName, content }) },
      LAB_AS(role),
    ),
  );
  return { viewModel, saved, toasts };
}

async function filesOf(content: Blob) {
  return evidenceZipTexts(new Uint8Array(await content.arrayBuffer())) as Record<string, string>;
}

describe("a department's evidence download", () => {
  it("offers this month and the eleven before it, this month chosen, and bodies to the owner", () => {
    const { viewModel } = downloadOver(labGateways().evidence, OrganizationRole.OWNER);
    const state = viewModel.current();
    expect(state.months).toHaveLength(12);
    expect([state.months[0], state.months.at(-1), state.month]).toEqual(["2026-03", "2025-04", "2026-03"]);
    expect([state.mayDownload, state.mayIncludeBodies]).toEqual([true, true]);
  });

  it("saves the chosen month's zip under the department's name, with that month's requests only", async () => {
    const { viewModel, saved, toasts } = downloadOver(labGateways().evidence, OrganizationRole.OWNER);
    expect(await viewModel.download()).toBe(true);
    expect(saved.map((file) => file.fileName)).toEqual(["evidence-lab-2026-03.zip"]);
    const files = await filesOf(saved[0]?.content as Blob);
    const requests = JSON.parse(files[EVIDENCE_FILES.requestsJson] as string);
    expect(requests.map((request: { createdAt: string }) => request.createdAt)).toEqual([
      "2026-03-02T09:00:00.000Z",
      "2026-03-03T09:00:00.000Z",
    ]);
    expect(JSON.parse(files[EVIDENCE_FILES.piiRedactionsJson] as string).byKind).toEqual({
      EMAIL_ADDRESS: 2,
    });
    expect(JSON.parse(files[EVIDENCE_FILES.frameworks] as string).turnedOn).toEqual(["GDPR"]);
    expect(toasts).toEqual([{ message: "Saved evidence-lab-2026-03.zip.", intent: "positive" }]);
    expect(viewModel.current()).toMatchObject({ downloading: false, error: null });
  });

  it("downloads another month when chosen, and ignores a month it does not offer", async () => {
    const { viewModel, saved } = downloadOver(labGateways().evidence, OrganizationRole.OWNER);
    viewModel.chooseMonth("2026-02");
    viewModel.chooseMonth("2019-01");
    await viewModel.download();
    expect(saved.map((file) => file.fileName)).toEqual(["evidence-lab-2026-02.zip"]);
    const requests = JSON.parse(
      (await filesOf(saved[0]?.content as Blob))[EVIDENCE_FILES.requestsJson] as string,
    );
    expect(requests).toHaveLength(1);
  });

  it("asks for request bodies only for a role allowed them", async () => {
    const gateway = { download: vi.fn(async () => new Blob()) };
    const owner = downloadOver(gateway, OrganizationRole.OWNER).viewModel;
    owner.includeBodies(true);
    await owner.download();
    const admin = downloadOver(gateway, DepartmentRole.ADMIN).viewModel;
    expect(admin.current().mayIncludeBodies).toBe(false);
    admin.includeBodies(true);
    await admin.download();
    expect(gateway.download.mock.calls).toEqual([
      [ORG, LAB, { period: "2026-03", bodies: true }],
      [ORG, LAB, { period: "2026-03", bodies: false }],
    ]);
  });

  it("is not offered to a member of the department", async () => {
    const { viewModel, saved } = downloadOver(labGateways().evidence, DepartmentRole.MEMBER);
    expect(viewModel.current().mayDownload).toBe(false);
    expect(await viewModel.download()).toBe(false);
    expect(saved).toEqual([]);
  });

  it("shows that it is preparing the zip, and the gateway's refusal when it fails", async () => {
    let refuse: (error: unknown) => void = () => {};
    const gateway = { download: () => new Promise<Blob>((_, reject) => (refuse = reject)) };
    const { viewModel, saved } = downloadOver(gateway, DepartmentRole.ADMIN);
    const downloading = viewModel.download();
    expect(viewModel.current().downloading).toBe(true);
    expect(await Promise.race([viewModel.download(), Promise.resolve("second refused")])).toBe(false);
    refuse(GatewayError.http(403, "This needs the ADMIN role or higher."));
    expect(await downloading).toBe(false);
    expect(viewModel.current()).toMatchObject({
      downloading: false,
      error: "This needs the ADMIN role or higher.",
    });
    expect(saved).toEqual([]);
  });

  it("says it in its own words when the gateway gave none", async () => {
    const { viewModel } = downloadOver(
      { download: async () => Promise.reject(new Error("offline")) },
      OrganizationRole.OWNER,
    );
    await viewModel.download();
    expect(viewModel.current().error).toBe("The evidence could not be downloaded.");
  });

  it("runs as the department's admin on the memory profile, which refuses bodies to them as the gateway does", async () => {
    const gateways = labGateways();
    gateways.context.db.actAs(ADMIN.id);
    await expect(
      gateways.evidence.download(ORG, LAB, { period: "2026-03", bodies: true }),
    ).rejects.toMatchObject({
      status: 403,
    });
    const zip = await gateways.evidence.download(ORG, LAB, { period: "2026-03", bodies: false });
    expect(JSON.parse((await filesOf(zip))[EVIDENCE_FILES.manifest] as string).generatedBy).toEqual({
      email: ADMIN.email,
      role: "ADMIN",
    });
  });
});

describe("a department's evidence download after the department is read again", () => {
  it("follows the person's new role: no bodies, and no download once they are a member", () => {
    const { viewModel } = downloadOver({ download: async () => new Blob() }, OrganizationRole.OWNER);
    viewModel.includeBodies(true);
    viewModel.setDepartment(LAB_AS(DepartmentRole.ADMIN));
    expect(viewModel.current()).toMatchObject({
      mayDownload: true,
      mayIncludeBodies: false,
      includeBodies: false,
    });
    viewModel.setDepartment(LAB_AS(DepartmentRole.MEMBER));
    expect(viewModel.current().mayDownload).toBe(false);
  });
});
