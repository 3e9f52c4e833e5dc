import { describe, expect, it, vi } from "vitest";
import {
  CAST_DEPARTMENTS,
  CAST_ORGANIZATION_ID,
} from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntity } from "../../../core/mapping/to-entity.ts";
import { Notifier, type ToastRequest } from "../../../core/notifier/notifier.port.ts";
import { ComplianceFramework } from "../../../core/organization/compliance-framework.ts";
import { DataResidency } from "../../../core/organization/data-residency.ts";
import { Department } from "../../../core/organization/department.entity.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import { createDepartmentSettingsViewModel } from "./department-settings.view-model-factory.ts";
import { type CastPerson, castOrganizationAs } from "./organization-as.test-helper.ts";

/** 10 June 2025, noon UTC: a third of the month gone. */
const JUNE_10 = Date.UTC(2025, 5, 10, 12);

/** The settings tab's view model over these ports, on June 10th, made by its factory. */
function settingsOver(
  ports: {
    gateway: Pick<DepartmentsGateway, "updateDepartment" | "listPiiEntities">;
    notifier: { notify: (toast: ToastRequest) => unknown };
  },
  department: Department,
  organizationId: string = CAST_ORGANIZATION_ID,
  onSaved: (saved: Department) => void = () => {},
) {
  const services = screenServicesForTest((bind) => {
    bind(DepartmentsGateway, ports.gateway as DepartmentsGateway);
    bind(Notifier, ports.notifier as unknown as Notifier);
    bind(Clock, { now: () => JUNE_10 });
  });
  return disposedAfterTest(
    createDepartmentSettingsViewModel(services, { organizationId, onSaved }, department),
  );
}

/** A department's settings tab as the page makes it, for one of the demo organization's people. */
async function settingsOf(departmentId: string = CAST_DEPARTMENTS.research, person: CastPerson = "owner") {
  const organization = castOrganizationAs(person);
  const department = await organization.departments.getDepartment(CAST_ORGANIZATION_ID, departmentId);
  const onSaved = vi.fn();
  const viewModel = settingsOver(
    { gateway: organization.departments, notifier: organization.notifier },
    department,
    CAST_ORGANIZATION_ID,
    onSaved,
  );
  await vi.waitFor(() => expect(viewModel.current().piiEntities.status).toBe("ready"));
  return { viewModel, department, onSaved, ...organization };
}

describe("a department's settings", () => {
  it("starts from the saved settings, with who changed each governed one last", async () => {
    const { viewModel } = await settingsOf();
    const { draft, access, dirty, edit } = viewModel.current();
    expect(draft).toMatchObject({
      name: "Research",
      piiHandling: PiiHandling.PSEUDONYMIZE,
      budget: "2500",
      dataResidency: DataResidency.NONE,
    });
    expect(draft.frameworks).toMatchObject({ SOC2: true, GDPR: false, AI_RMF: true });
    expect(access.SOC2).toEqual({ lastChangedBy: "OWNER", locked: false });
    expect(access.GDPR).toEqual({ lastChangedBy: null, locked: false });
    expect(dirty).toBe(false);
    expect(edit.allowed).toBe(true);
  });

  it("marks unsaved changes, and not once they are undone", async () => {
    const { viewModel } = await settingsOf();
    viewModel.setFramework(ComplianceFramework.GDPR, true);
    expect(viewModel.current().dirty).toBe(true);
    viewModel.setFramework(ComplianceFramework.GDPR, false);
    expect(viewModel.current().dirty).toBe(false);
    viewModel.setPiiEntity("EMAIL_ADDRESS", false);
    viewModel.setPiiEntity("EMAIL_ADDRESS", true);
    expect(viewModel.current().dirty).toBe(false);
  });

  it("saves every setting, records the owner on what changed, says so and tells the page", async () => {
    const { viewModel, departments, toasts, onSaved } = await settingsOf(CAST_DEPARTMENTS.marketing);
    const update = vi.spyOn(departments, "updateDepartment");
    viewModel.setFramework(ComplianceFramework.GDPR, true);
    viewModel.change("piiHandling", PiiHandling.PSEUDONYMIZE);
    viewModel.setPiiEntity("EMAIL_ADDRESS", true);
    viewModel.change("budget", " 1500 ");
    viewModel.change("dataResidency", DataResidency.EU);
    expect(await viewModel.save()).toBe(true);
    expect(update).toHaveBeenCalledWith(
      CAST_ORGANIZATION_ID,
      CAST_DEPARTMENTS.marketing,
      expect.objectContaining({
        name: "Marketing",
        description: "Campaign copy and social media drafts.",
        SOC2: false,
        ISO42001: false,
        GDPR: true,
        HIPAA: false,
        EU_AI_ACT: false,
        AI_RMF: false,
        DORA: false,
        PIIAndSensitive: PiiHandling.PSEUDONYMIZE,
        piiEntities: ["EMAIL_ADDRESS"],
        monthlyBudgetInDollar: 1500,
        dataResidency: DataResidency.EU,
      }),
    );
    const saved = viewModel.current().department;
    expect(saved.lastModifiedByRole).toMatchObject({
      GDPR: "OWNER",
      PIIAndSensitive: "OWNER",
      monthlyBudgetInDollar: "OWNER",
    });
    expect(viewModel.current()).toMatchObject({ dirty: false, saving: false, fieldErrors: [] });
    expect(viewModel.current().access.GDPR.lastChangedBy).toBe("OWNER");
    expect(toasts()).toEqual(["The settings of Marketing were saved."]);
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it("sends nothing while a rule is broken, and says which in core's words", async () => {
    const { viewModel, departments } = await settingsOf();
    const update = vi.spyOn(departments, "updateDepartment");
    viewModel.change("name", " ");
    viewModel.change("budget", "-5");
    expect(await viewModel.save()).toBe(false);
    expect(update).not.toHaveBeenCalled();
    const broken = viewModel.current().fieldErrors.map(({ property, message }) => [property, message]);
    expect(broken).toHaveLength(2);
    expect(broken).toEqual(
      expect.arrayContaining([
        ["name", "name should not be empty"],
        ["monthlyBudgetInDollar", "monthlyBudgetInDollar must not be less than 0"],
      ]),
    );
    viewModel.change("name", "Research");
    expect(viewModel.current().fieldErrors.map((error) => error.property)).toEqual(["monthlyBudgetInDollar"]);
  });

  it("saves a custom residency with the regions ticked, and sends nothing without any", async () => {
    const { viewModel, departments } = await settingsOf(CAST_DEPARTMENTS.marketing);
    const update = vi.spyOn(departments, "updateDepartment");
    viewModel.change("dataResidency", DataResidency.CUSTOM);
    expect(await viewModel.save()).toBe(false);
    expect(viewModel.current().fieldErrors.map((error) => error.message)).toEqual([
      "customRegions must name at least one region for a custom data residency",
    ]);
    expect(update).not.toHaveBeenCalled();
    viewModel.setCustomRegion(DataResidency.EU, true);
    viewModel.setCustomRegion(DataResidency.US, true);
    expect(await viewModel.save()).toBe(true);
    expect(viewModel.current().department).toMatchObject({
      dataResidency: DataResidency.CUSTOM,
      customRegions: ["US", "EU"],
    });
    expect(viewModel.current().draft.customRegions).toEqual(["US", "EU"]);
  });

  it("sends no budget for an empty field", async () => {
    const { viewModel, departments } = await settingsOf();
    const update = vi.spyOn(departments, "updateDepartment");
    viewModel.change("budget", "");
    await viewModel.save();
    expect(update.mock.calls[0]?.[2].monthlyBudgetInDollar).toBeNull();
  });

  it("is read-only for a member, with the role that may edit", async () => {
    const { viewModel, departments } = await settingsOf(CAST_DEPARTMENTS.research, "researcher");
    const update = vi.spyOn(departments, "updateDepartment");
    expect(viewModel.current().edit).toEqual({ allowed: false, requiredRole: "ADMIN" });
    viewModel.change("description", "Mine now");
    expect(await viewModel.save()).toBe(false);
    expect(update).not.toHaveBeenCalled();
  });

  it("keeps what a higher role set out of a department admin's reach, and the rest within it", async () => {
    const { viewModel } = await settingsOf(CAST_DEPARTMENTS.research, "researchAdmin");
    const { access, edit } = viewModel.current();
    expect(edit.allowed).toBe(true);
    expect(access.SOC2).toEqual({ lastChangedBy: "OWNER", locked: true });
    expect(access.monthlyBudgetInDollar).toEqual({ lastChangedBy: "SUPER_ADMIN", locked: true });
    expect(access.AI_RMF).toEqual({ lastChangedBy: "ADMIN", locked: false });
    expect(access.GDPR).toEqual({ lastChangedBy: null, locked: false });
  });

  it("lets a department admin save a description, and shows the gateway's refusal of a locked setting", async () => {
    const { viewModel, toasts } = await settingsOf(CAST_DEPARTMENTS.research, "researchAdmin");
    viewModel.change("description", "Evaluations and fine-tuning");
    expect(await viewModel.save()).toBe(true);
    expect(viewModel.current().department.description).toBe("Evaluations and fine-tuning");
    // The form would not offer it; the gateway refuses it anyway.
    viewModel.setFramework(ComplianceFramework.SOC2, false);
    expect(await viewModel.save()).toBe(false);
    expect(toasts().at(-1)).toBe(
      "SOC2 was last changed by OWNER; only OWNER or a higher role may change it.",
    );
    expect(viewModel.current()).toMatchObject({ dirty: true, saving: false });
  });

  it("says the save failed in its own words when the server gave none", async () => {
    const { viewModel, departments, toasts } = await settingsOf();
    vi.spyOn(departments, "updateDepartment").mockRejectedValueOnce(GatewayError.http(409));
    viewModel.change("description", "Another");
    await viewModel.save();
    expect(toasts()).toEqual(["The settings could not be saved. Please try again."]);
  });

  it("offers the PII list with the kinds the department already has, even when the list cannot be read", async () => {
    const { viewModel, departments, department } = await settingsOf();
    const list = await departments.listPiiEntities(CAST_ORGANIZATION_ID, department.id);
    expect(viewModel.current().piiEntities.entities).toEqual([
      ...new Set([...list, ...department.piiEntities]),
    ]);

    vi.spyOn(departments, "listPiiEntities").mockRejectedValueOnce(GatewayError.http(409));
    const failing = settingsOver({ gateway: departments, notifier: { notify: () => null } }, department);
    await vi.waitFor(() => expect(failing.current().piiEntities.status).toBe("failed"));
    expect(failing.current().piiEntities.entities).toEqual(department.piiEntities);
    await failing.retryPiiEntities();
    expect(failing.current().piiEntities.status).toBe("ready");
  });

  it("throws unsaved changes away only once the person confirms", async () => {
    const { viewModel } = await settingsOf();
    viewModel.change("name", "Research lab");
    viewModel.askToDiscard();
    expect(viewModel.current().confirmingDiscard).toBe(true);
    viewModel.cancelDiscard();
    expect(viewModel.current().draft.name).toBe("Research lab");
    viewModel.askToDiscard();
    viewModel.confirmDiscard();
    expect(viewModel.current()).toMatchObject({ confirmingDiscard: false, dirty: false });
    expect(viewModel.current().draft.name).toBe("Research");
  });

  it("keeps unsaved changes when the department is read again", async () => {
    const { viewModel, departments, department } = await settingsOf();
    viewModel.change("description", "Draft words");
    viewModel.showDepartment(await departments.getDepartment(CAST_ORGANIZATION_ID, department.id));
    expect(viewModel.current()).toMatchObject({ dirty: true });
    expect(viewModel.current().draft.description).toBe("Draft words");
  });

  it("forecasts the month's end from the spend so far, against the budget being typed", () => {
    const department = toEntity(Department, {
      id: "dep-1",
      name: "Ops",
      PIIAndSensitive: PiiHandling.NONE,
      piiEntities: [],
      monthlyBudgetInDollar: 100,
      spentThisMonthInDollar: 40,
      lastModifiedByRole: {},
      role: "OWNER",
    });
    const viewModel = settingsOver(
      {
        gateway: { updateDepartment: vi.fn(), listPiiEntities: async () => [] },
        notifier: { notify: () => null },
      },
      department,
      "org-1",
    );
    // 40 dollars in 9.5 days of a 30-day month: 126.32 by its end.
    expect(viewModel.current().budget).toMatchObject({ spent: 40, budget: 100, spentShare: 0.4 });
    expect(viewModel.current().budget.forecast).toBeCloseTo(126.32, 2);
    expect(viewModel.current().budget.overBudgetAtMonthEnd).toBe(true);
    viewModel.change("budget", "200");
    expect(viewModel.current().budget).toMatchObject({
      budget: 200,
      spentShare: 0.2,
      overBudgetAtMonthEnd: false,
    });
    viewModel.change("budget", "lots");
    expect(viewModel.current().budget.budget).toBe(100);
  });
});
