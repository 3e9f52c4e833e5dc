// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  OrganizationSeedBuilder,
  OrganizationSeedMother,
  type Person,
} from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { ComplianceEvidenceGateway } from "../../../core/compliance-evidence/compliance-evidence-gateway.port.ts";
import { monthOf } from "../../../core/compliance-evidence/evidence-period.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { renderApp } from "../../../ui/testing/render-app.tsx";

const LAB = "dep-lab";
const PEOPLE: Record<"owner" | "labAdmin" | "labMember", Person> = {
  owner: OrganizationSeedBuilder.OWNER,
  labAdmin: { id: "user-lab-admin", email: "lab.admin@example.test" },
  labMember: { id: "user-lab-member", email: "lab.member@example.test" },
};

/** The Lab's settings tab open as one of its people; `evidence` replaces the memory profile's download if given. */
async function openLabSettings(person: keyof typeof PEOPLE, evidence?: ComplianceEvidenceGateway) {
  const gateways = OrganizationSeedMother.create()
    .department({ id: LAB, name: "Lab", GDPR: true })
    .member(PEOPLE.labAdmin, LAB, DepartmentRole.ADMIN)
    .member(PEOPLE.labMember, LAB)
    .request(PEOPLE.labMember, LAB, { createdAt: new Date().toISOString() })
    .gateways();
  gateways.context.db.actAs(PEOPLE[person].id);
  const app = await renderApp(`/organization/departments?department=${LAB}&tab=settings`, {
    signedIn: true,
    organizationGateway: gateways.organization,
    rebind: (container: Container) => {
      container.rebind(DepartmentsGateway).toConstantValue(gateways.departments);
      container.rebind(ComplianceEvidenceGateway).toConstantValue(evidence ?? gateways.evidence);
    },
  });
  await screen.findByTestId("department-settings");
  return app;
}

/** What the browser was asked to save: the file names of the links clicked, and their contents. */
function browserDownloads() {
  const saved: { fileName: string; blob: Blob }[] = [];
  let latest: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    latest = blob;
    return "blob:evidence";
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (latest) saved.push({ fileName: this.download, blob: latest });
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

describe("the evidence download on a department's settings", () => {
  it("lets the owner choose a month and request bodies, and saves the zip", async () => {
    const saved = browserDownloads();
    const app = await openLabSettings("owner");
    const section = await screen.findByTestId("evidence-download");
    expect(within(section).getByRole("heading", { name: "Compliance evidence" })).toBeTruthy();
    const month = within(section).getByRole("combobox", { name: "Month" }) as HTMLSelectElement;
    expect(month.value).toBe(monthOf(new Date()));
    expect(month.options).toHaveLength(12);
    await userEvent.click(within(section).getByRole("checkbox", { name: "Include request bodies" }));
    await userEvent.click(within(section).getByRole("button", { name: "Download evidence" }));
    await waitFor(() =>
      expect(saved.map((file) => file.fileName)).toEqual([`evidence-lab-${month.value}.zip`]),
    );
    expect(saved[0]?.blob.type).toBe("application/zip");
    await waitFor(() => expect(app.toasts()).toContain(`Saved evidence-lab-${month.value}.zip.`));
  });

  it("does not offer request bodies to the department's admin, and says who may include them", async () => {
    await openLabSettings("labAdmin");
    const section = await screen.findByTestId("evidence-download");
    expect(within(section).queryByRole("checkbox", { name: "Include request bodies" })).toBeNull();
    expect(within(section).getByText(/offered to the owner and super admins only/)).toBeTruthy();
  });

  it("is not shown to a member of the department", async () => {
    await openLabSettings("labMember");
    expect(screen.queryByTestId("evidence-download")).toBeNull();
  });

  it("shows that it is preparing the zip, then the gateway's refusal", async () => {
    let refuse: (error: unknown) => void = () => {};
    const failing = { download: () => new Promise<Blob>((_, reject) => (refuse = reject)) };
    await openLabSettings("owner", failing);
    const section = await screen.findByTestId("evidence-download");
    await userEvent.click(within(section).getByRole("button", { name: "Download evidence" }));
    expect(within(section).getByRole("status").textContent).toBe("Preparing the evidence…");
    expect(section.getAttribute("aria-busy")).toBe("true");
    refuse(GatewayError.http(403, "Request bodies are included only for the owner and super admins."));
    expect((await within(section).findByRole("alert")).textContent).toBe(
      "Request bodies are included only for the owner and super admins.",
    );
    expect(section.getAttribute("aria-busy")).toBe("false");
  });
});
