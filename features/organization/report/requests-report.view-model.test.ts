import Papa from "papaparse";
import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { Notifier, type ToastRequest } from "../../../core/notifier/notifier.port.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import { DepartmentMother } from "../../../core/organization/department.mother.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import type { OrganizationMember } from "../../../core/organization/organization-member.entity.ts";
import { OrganizationMemberMother } from "../../../core/organization/organization-member.mother.ts";
import { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import { OrganizationRequestsGateway } from "../../../core/organization/organization-requests-gateway.port.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import type { ReportItemJson } from "../../../core/organization/report-item.entity.ts";
import { ReportItemMother } from "../../../core/organization/report-item.mother.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import { FakeRequestsGateway, ORG } from "./organization-report.test-helper.ts";
import type { ReportChartsState } from "./report-charts.view-model.ts";
import type { RequestsReportState } from "./requests-report.state.ts";
import type { RequestsReportViewModel } from "./requests-report.view-model.ts";
import { createRequestsReportViewModel } from "./requests-report.view-model-factory.ts";

const NOW = new Date(Date.UTC(2025, 2, 14, 12, 0));
const amara = { id: "user-amara", email: "amara@meridian.example" };
const marcus = { id: "user-marcus", email: "marcus@meridian.example" };
const liam = { id: "user-liam", email: "liam@meridian.example" };

const DEPARTMENTS = [
  DepartmentMother.create({ id: "dep-support", name: "Customer Support", role: OrganizationRole.OWNER }),
  DepartmentMother.create({ id: "dep-research", name: "Research", role: OrganizationRole.OWNER }),
  DepartmentMother.create({ id: "dep-finance", name: "Finance", role: DepartmentRole.MEMBER }),
];
const MEMBERS = [
  OrganizationMemberMother.memberOf(amara.id, amara.email, ["dep-research"]),
  OrganizationMemberMother.memberOf(marcus.id, marcus.email, ["dep-research"]),
  OrganizationMemberMother.memberOf(liam.id, liam.email, ["dep-support"]),
];

/** 45 Research requests (amara and marcus by turns) and 5 Support ones, newest first. */
const ITEMS: ReportItemJson[] = [
  ...Array.from({ length: 45 }, (_, index) =>
    ReportItemMother.create({
      id: `r-${index}`,
      departmentId: "dep-research",
      sentBy: index % 2 ? marcus : amara,
      minutesAgo: index * 10,
    }),
  ),
  ...Array.from({ length: 5 }, (_, index) =>
    ReportItemMother.create({
      id: `s-${index}`,
      departmentId: "dep-support",
      sentBy: liam,
      minutesAgo: index * 10 + 5,
    }),
  ),
].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

class RecordingNotifier {
  readonly toasts: ToastRequest[] = [];
  notify(request: ToastRequest) {
    this.toasts.push(request);
    return String(this.toasts.length);
  }
}

interface Setup {
  departments?: Department[] | Error | (() => Promise<Department[]>);
  members?: OrganizationMember[] | Error;
  requests?: FakeRequestsGateway;
}

/** The report as the screen makes it: each address asked for is shown back, as the router would. */
function openReport(search = "", setup: Setup = {}) {
  const requests = setup.requests ?? new FakeRequestsGateway(ITEMS);
  const notifier = new RecordingNotifier();
  const addresses: string[] = [];
  const answer =
    <T>(value: T | Error | undefined, fallback: T) =>
    async () => {
      if (value instanceof Error) throw value;
      return value ?? fallback;
    };
  const listDepartments =
    typeof setup.departments === "function" ? setup.departments : answer(setup.departments, DEPARTMENTS);
  const services = screenServicesForTest((bind) => {
    bind(DepartmentsGateway, { listDepartments } as unknown as DepartmentsGateway);
    bind(OrganizationMembersGateway, {
      listMembers: answer(setup.members, MEMBERS),
    } as unknown as OrganizationMembersGateway);
    bind(OrganizationRequestsGateway, requests);
    bind(Notifier, notifier as unknown as Notifier);
    bind(Clock, { now: () => NOW.getTime() });
  });
  const viewModel: RequestsReportViewModel = disposedAfterTest(
    createRequestsReportViewModel(services, ORG, search, (next) => {
      addresses.push(next);
      viewModel.showAddress(next);
    }),
  );
  return { viewModel, requests, notifier, addresses };
}

function settled(viewModel: RequestsReportViewModel): Promise<RequestsReportState> {
  return firstValueFrom(
    viewModel.state$.pipe(filter((state) => state.status !== "loading" && state.scope !== "loading")),
  );
}

function chartsReady(viewModel: RequestsReportViewModel): Promise<ReportChartsState> {
  return firstValueFrom(viewModel.charts.state$.pipe(filter((state) => state.status === "ready")));
}

const ids = (state: RequestsReportState) => state.items.map((item) => item.id);

describe("the organization's request report", () => {
  it("offers the departments where the person's role reaches ADMIN, by name, and reports on all of them", async () => {
    const { viewModel, requests } = openReport();
    const state = await settled(viewModel);
    expect(state.departments).toEqual([
      { id: "dep-support", name: "Customer Support" },
      { id: "dep-research", name: "Research" },
    ]);
    expect(requests.reportQueries).toEqual([
      { departmentIds: ["dep-support", "dep-research"], page: 1, limit: 20 },
    ]);
    expect(state.total).toBe(50);
    expect(state.items).toHaveLength(20);
    expect(state.pages).toEqual({ current: 1, last: 3, pages: [1, 2, 3] });
  });

  it("filters by department through the address, and shows only that department's requests", async () => {
    const { viewModel, addresses } = openReport();
    await settled(viewModel);
    viewModel.setView({ departmentIds: ["dep-research"] });
    expect(addresses).toEqual(["?view=requests&department=dep-research"]);
    const state = await settled(viewModel);
    expect(state.total).toBe(45);
    expect(state.items.every((item) => item.departmentId === "dep-research")).toBe(true);
    expect(state.items.every((item) => item.user !== null)).toBe(true);
  });

  it("changes rows and the address on the next page, and starts again at page 1 with another filter", async () => {
    const { viewModel, addresses } = openReport("?view=requests&department=dep-research");
    const first = ids(await settled(viewModel));
    viewModel.goToPage(2);
    const second = await settled(viewModel);
    expect(addresses.at(-1)).toBe("?view=requests&department=dep-research&page=2");
    expect(ids(second)).not.toEqual(first);
    expect(ids(second)).toHaveLength(20);
    expect(second.pages.current).toBe(2);
    viewModel.setView({ userId: amara.id });
    expect(addresses.at(-1)).toBe("?view=requests&department=dep-research&user=user-amara");
    const mine = await settled(viewModel);
    expect(mine.items.every((item) => item.user?.id === amara.id)).toBe(true);
    expect(mine.total).toBe(23);
  });

  it("reads a reloaded address back with its filters, page and page size", async () => {
    const { viewModel, requests } = openReport(
      "?view=requests&department=dep-research&user=user-marcus&page=2&limit=10",
    );
    const state = await settled(viewModel);
    expect(requests.reportQueries.at(-1)).toEqual({
      departmentIds: ["dep-research"],
      userId: marcus.id,
      page: 2,
      limit: 10,
    });
    expect(state.view).toMatchObject({
      departmentIds: ["dep-research"],
      userId: marcus.id,
      page: 2,
      limit: 10,
    });
    expect(state.items.length).toBeLessThanOrEqual(10);
  });

  it("leaves out departments the person may not report on, even when the address names them", async () => {
    const { viewModel, requests } = openReport("?department=dep-finance&department=dep-research");
    const state = await settled(viewModel);
    expect(state.view.departmentIds).toEqual(["dep-research"]);
    expect(requests.reportQueries.at(-1)?.departmentIds).toEqual(["dep-research"]);
  });

  it("shows the last page instead of one past the end", async () => {
    const { viewModel, addresses } = openReport("?department=dep-support&page=9");
    await firstValueFrom(
      viewModel.state$.pipe(filter((state) => state.view.page === 1 && state.status === "ready")),
    );
    expect(addresses).toEqual(["?view=requests&department=dep-support"]);
  });

  it("offers to filter by the members of the departments shown, and by anyone seen in the report", async () => {
    const { viewModel } = openReport("?department=dep-research");
    expect((await settled(viewModel)).users).toEqual([amara, marcus]);
    const withoutMembers = openReport("?department=dep-support", { members: GatewayError.http(403, "No") });
    expect((await settled(withoutMembers.viewModel)).users).toEqual([liam]);
    expect(withoutMembers.notifier.toasts).toEqual([]);
  });

  it("makes no call and says there is nothing to report when the person may report on no department", async () => {
    const requests = new FakeRequestsGateway(ITEMS);
    const { viewModel } = openReport("", {
      requests,
      departments: [
        DepartmentMother.create({ id: "dep-research", name: "Research", role: DepartmentRole.MEMBER }),
      ],
    });
    const state = await settled(viewModel);
    expect(state.departments).toEqual([]);
    expect(requests.reportQueries).toEqual([]);
  });

  it("says so in a toast with the server's words when a page fails, and loads it on retry only", async () => {
    const requests = new FakeRequestsGateway(ITEMS);
    requests.failReport = GatewayError.http(403, "This needs the ADMIN role or higher.");
    const { viewModel, notifier } = openReport("", { requests });
    expect((await settled(viewModel)).status).toBe("failed");
    expect(notifier.toasts.map((toast) => [toast.message, toast.intent])).toEqual([
      ["This needs the ADMIN role or higher.", "negative"],
    ]);
    requests.failReport = null;
    viewModel.showAddress("");
    expect(requests.reportQueries).toHaveLength(1);
    viewModel.refresh();
    expect((await settled(viewModel)).items).toHaveLength(20);
  });

  it("says the departments could not be read, and reads them again on retry", async () => {
    let fail = true;
    const { viewModel, notifier } = openReport("", {
      departments: async () => {
        if (fail) throw new Error("offline");
        return DEPARTMENTS;
      },
    });
    expect((await settled(viewModel)).scope).toBe("failed");
    expect(notifier.toasts.map((toast) => toast.message)).toEqual([
      "The departments could not be loaded. Please try again.",
    ]);
    fail = false;
    viewModel.refresh();
    const state = await firstValueFrom(viewModel.state$.pipe(filter((next) => next.status === "ready")));
    expect(state.scope).toBe("ready");
    expect(state.total).toBe(50);
  });

  it("exports every filtered request, page after page, as a dated CSV", async () => {
    const { viewModel, requests } = openReport("?department=dep-research&limit=10");
    await settled(viewModel);
    const exported = await viewModel.exportCsv();
    expect(exported?.file.fileName).toBe("organization-report-2025-03-14.csv");
    expect(exported).toMatchObject({ exported: 45, total: 45 });
    const [header = [], ...rows] = Papa.parse<string[]>(exported?.file.content ?? "", {
      skipEmptyLines: true,
    }).data;
    expect(rows).toHaveLength(45);
    expect(rows.every((row) => row[header.indexOf("department")] === "Research")).toBe(true);
    expect(requests.reportQueries.slice(-1)[0]).toMatchObject({ page: 1, limit: 100 });
    expect(viewModel.current().exportCap).toBeNull();
  });

  it("charts the same departments and user over the range the address asks for, without reloading the page", async () => {
    const { viewModel, requests } = openReport("?department=dep-research&user=user-amara");
    await settled(viewModel);
    const charts = await chartsReady(viewModel);
    expect(requests.seriesQueries).toEqual([{ departmentIds: ["dep-research"], userId: amara.id, days: 30 }]);
    expect(charts.dates).toHaveLength(30);
    expect(charts.query?.departments).toEqual([{ id: "dep-research", name: "Research" }]);
    const pagesAsked = requests.reportQueries.length;
    viewModel.setView({ days: 7 });
    const week = await firstValueFrom(
      viewModel.charts.state$.pipe(filter((state) => state.status === "ready" && state.dates.length === 7)),
    );
    expect(week.series?.requests.rows).toHaveLength(7);
    expect(requests.seriesQueries.at(-1)).toEqual({
      departmentIds: ["dep-research"],
      userId: amara.id,
      days: 7,
    });
    expect(requests.reportQueries).toHaveLength(pagesAsked);
    expect(viewModel.current().view.days).toBe(7);
  });
});
