import Papa from "papaparse";
import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { Notifier, type ToastRequest } from "../../../core/notifier/notifier.port.ts";
import { DataResidency } from "../../../core/organization/data-residency.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import { DepartmentMother } from "../../../core/organization/department.mother.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { OrganizationModelMother } from "../../../core/organization/organization-model.mother.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import { ORG } from "../report/organization-report.test-helper.ts";
import { createComplianceMatrixViewModel } from "./compliance-matrix.view-model-factory.ts";
import { MATRIX_EXPORT_FIELDS } from "./compliance-matrix-csv.ts";

const RESEARCH = DepartmentMother.create({
  id: "dep-research",
  name: "Research",
  SOC2: true,
  ISO42001: true,
  EU_AI_ACT: true,
  AI_RMF: true,
  PIIAndSensitive: PiiHandling.PSEUDONYMIZE,
  piiEntities: ["PERSON", "EMAIL_ADDRESS"],
  monthlyBudgetInDollar: 2500,
  spentThisMonthInDollar: 812.5,
  dataResidency: DataResidency.EU,
  lastModifiedByRole: {
    SOC2: OrganizationRole.OWNER,
    ISO42001: OrganizationRole.SUPER_ADMIN,
    AI_RMF: DepartmentRole.ADMIN,
    PIIAndSensitive: DepartmentRole.ADMIN,
  },
  models: [
    OrganizationModelMother.record({ id: "om-2", name: "llama-3.1-70b-instruct" }),
    OrganizationModelMother.record({ id: "om-1", name: "gpt-4o-mini" }),
  ],
});
const MARKETING = DepartmentMother.create({ id: "dep-marketing", name: "Marketing" });

function openMatrix(answer: () => Promise<Department[]>) {
  const toasts: ToastRequest[] = [];
  const notifier = {
    notify: (toast: ToastRequest) => {
      toasts.push(toast);
      return "1";
    },
  };
  const services = screenServicesForTest((bind) => {
    bind(DepartmentsGateway, { listDepartments: answer } as unknown as DepartmentsGateway);
    bind(Notifier, notifier as unknown as Notifier);
    bind(Clock, { now: () => new Date(2025, 2, 14, 9, 0).getTime() });
  });
  const viewModel = disposedAfterTest(createComplianceMatrixViewModel(services, ORG));
  const settled = () => firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")));
  return { viewModel, toasts, settled };
}

describe("the compliance matrix", () => {
  it("reads each department's frameworks with the role that set them, PII, residency, budget, spend and models", async () => {
    const { viewModel, settled } = openMatrix(async () => [RESEARCH, MARKETING]);
    const { rows } = await settled();
    expect(rows.map((row) => row.name)).toEqual(["Marketing", "Research"]);
    const research = rows[1];
    expect(research?.frameworks.map((cell) => [cell.framework, cell.adopted, cell.setBy])).toEqual([
      ["SOC2", true, "OWNER"],
      ["ISO42001", true, "SUPER_ADMIN"],
      ["GDPR", false, null],
      ["HIPAA", false, null],
      ["EU_AI_ACT", true, null],
      ["AI_RMF", true, "ADMIN"],
      ["DORA", false, null],
    ]);
    expect(research).toMatchObject({
      piiHandling: "PSEUDONYMIZE",
      piiEntities: ["PERSON", "EMAIL_ADDRESS"],
      piiSetBy: "ADMIN",
      dataResidency: DataResidency.EU,
      monthlyBudget: 2500,
      spentThisMonth: 812.5,
      models: ["gpt-4o-mini", "llama-3.1-70b-instruct"],
    });
    expect(rows[0]).toMatchObject({
      models: [],
      monthlyBudget: null,
      dataResidency: null,
      piiHandling: "NONE",
    });
    viewModel.dispose();
  });

  it("exports one CSV row per department, lists kept in one cell, any model said plainly", async () => {
    const { viewModel, settled } = openMatrix(async () => [RESEARCH, MARKETING]);
    await settled();
    const file = await viewModel.exportCsv();
    expect(file?.fileName).toBe("compliance-matrix-2025-03-14.csv");
    const [header = [], ...rows] = Papa.parse<string[]>(file?.content ?? "", { skipEmptyLines: true }).data;
    expect(header).toEqual([...MATRIX_EXPORT_FIELDS]);
    const cell = (row: number, field: string) => rows[row]?.[header.indexOf(field)];
    expect(cell(1, "department")).toBe("Research");
    expect([cell(1, "SOC2"), cell(1, "SOC2_setBy"), cell(1, "GDPR"), cell(1, "GDPR_setBy")]).toEqual([
      "true",
      "OWNER",
      "false",
      "",
    ]);
    expect(cell(1, "piiHandling")).toBe("PSEUDONYMIZE");
    expect(cell(1, "piiEntities")).toBe("PERSON; EMAIL_ADDRESS");
    expect(cell(1, "monthlyBudgetUsd")).toBe("2500.00");
    expect(cell(1, "models")).toBe("gpt-4o-mini; llama-3.1-70b-instruct");
    expect([cell(0, "anyModel"), cell(0, "models"), cell(1, "anyModel")]).toEqual(["true", "", "false"]);
    viewModel.dispose();
  });

  it("says the server's words in a toast when the departments cannot be read, and reads them on retry", async () => {
    let fail = true;
    const { viewModel, toasts, settled } = openMatrix(async () => {
      if (fail) throw GatewayError.http(403, "You do not belong to this organization.");
      return [MARKETING];
    });
    expect((await settled()).status).toBe("failed");
    expect(toasts.map((toast) => toast.message)).toEqual(["You do not belong to this organization."]);
    expect(await viewModel.exportCsv()).toBeNull();
    fail = false;
    await viewModel.retry();
    expect(viewModel.current()).toMatchObject({ status: "ready", rows: [{ name: "Marketing" }] });
    viewModel.dispose();
  });
});
