import { describe, expect, it } from "vitest";
import { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { DepartmentMother } from "../../../core/organization/department.mother.ts";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { OrganizationMemberMother } from "../../../core/organization/organization-member.mother.ts";
import { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import {
  type OrganizationUsageBreakdownQuery,
  UsageAnalyticsGateway,
} from "../../../core/usage-analytics/usage-analytics-gateway.port.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import {
  aBreakdownRow,
  FakeUsageAnalyticsGateway,
  RecordingNotifier,
} from "../../../ui/usage-analytics/usage-analytics.test-helper.ts";
import { ORG } from "../report/organization-report.test-helper.ts";
import { createOrganizationAnalyticsViewModel } from "./organization-analytics.view-model-factory.ts";

const TODAY = new Date("2025-03-20T15:30:00.000Z");
const DEPARTMENTS = [
  DepartmentMother.create({ id: "dep-support", name: "Customer Support", role: DepartmentRole.ADMIN }),
  DepartmentMother.create({ id: "dep-research", name: "Research", role: OrganizationRole.OWNER }),
  DepartmentMother.create({ id: "dep-finance", name: "Finance", role: DepartmentRole.MEMBER }),
];
const MEMBERS = [
  OrganizationMemberMother.memberOf("user-amara", "amara@meridian.example", ["dep-research"]),
  OrganizationMemberMother.memberOf("user-liam", "liam@meridian.example", ["dep-support"]),
  OrganizationMemberMother.memberOf("user-jonas", "jonas@meridian.example", ["dep-finance"]),
];

function open(
  search: string,
  setup: { analytics?: FakeUsageAnalyticsGateway; departmentsFail?: boolean } = {},
) {
  const analytics = setup.analytics ?? new FakeUsageAnalyticsGateway();
  const notifier = new RecordingNotifier();
  const searches: string[] = [];
  const departments = {
    listDepartments: async () => {
      if (setup.departmentsFail) throw GatewayError.http(503, "Departments are resting");
      return DEPARTMENTS;
    },
  };
  const services = screenServicesForTest((bind) => {
    bind(UsageAnalyticsGateway, analytics);
    bind(DepartmentsGateway, departments as unknown as DepartmentsGateway);
    bind(OrganizationMembersGateway, {
      listMembers: async () => MEMBERS,
    } as unknown as OrganizationMembersGateway);
    bind(Notifier, notifier as unknown as Notifier);
    bind(Clock, { now: () => TODAY.getTime() });
  });
  const viewModel = disposedAfterTest(
    createOrganizationAnalyticsViewModel(services, ORG, search, (next) => {
      searches.push(next);
    }),
  );
  return { viewModel, analytics, notifier, searches };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the organization's Usage view", () => {
  it("loads the series and the top departments, people and models of the organization", async () => {
    const analytics = new FakeUsageAnalyticsGateway({
      point: () => ({ requests: 1 }),
      rows: { department: [aBreakdownRow("dep-research", { label: "Research" })] },
    });
    const { viewModel } = open("?from=2025-03-01&to=2025-03-07&bucket=day", { analytics });
    await settle();
    const state = viewModel.analytics.current();
    expect(state.status).toBe("ready");
    expect(state.headline?.requests).toBe(7);
    expect(state.breakdowns?.department.data.map((row) => row.label)).toEqual(["Research"]);
    const tops = analytics.asked.filter((query): query is OrganizationUsageBreakdownQuery => "by" in query);
    expect(tops.map((query) => query.by)).toEqual(["department", "person", "model"]);
    expect(new Set(analytics.organizations)).toEqual(new Set([ORG]));
  });

  it("asks for one department's and one person's figures when the address names them", async () => {
    const { analytics } = open("?department=dep-research&user=user-amara");
    await settle();
    for (const query of analytics.asked)
      expect(query).toMatchObject({ departmentId: "dep-research", userId: "user-amara" });
  });

  it("offers the departments the person may report on, and their people", async () => {
    const { viewModel } = open("");
    await settle();
    expect(viewModel.currentChoices()).toEqual({
      departments: [
        { id: "dep-support", name: "Customer Support" },
        { id: "dep-research", name: "Research" },
      ],
      people: [
        { id: "user-amara", name: "amara@meridian.example" },
        { id: "user-liam", name: "liam@meridian.example" },
      ],
    });
  });

  it("offers only the chosen department's people", async () => {
    const { viewModel } = open("");
    await settle();
    viewModel.showAddress("?from=2025-02-19&to=2025-03-20&bucket=day&department=dep-support");
    await settle();
    expect(viewModel.currentChoices().people).toEqual([{ id: "user-liam", name: "liam@meridian.example" }]);
  });

  it("writes a department chosen into the address, and takes it out for every department", async () => {
    const { viewModel, searches } = open("?from=2025-03-01&to=2025-03-07&bucket=week&department=dep-support");
    await settle();
    viewModel.setView({ departmentId: "dep-research", userId: undefined });
    viewModel.setView({ departmentId: undefined });
    expect(searches).toEqual([
      "?from=2025-03-01&to=2025-03-07&bucket=week&department=dep-research",
      "?from=2025-03-01&to=2025-03-07&bucket=week",
    ]);
  });

  it("still shows the figures when the departments cannot be read, and says so", async () => {
    const { viewModel, notifier } = open("", { departmentsFail: true });
    await settle();
    expect(viewModel.analytics.current().status).toBe("ready");
    expect(viewModel.currentChoices().departments).toEqual([]);
    expect(notifier.toasts.map((toast) => toast.message)).toEqual(["Departments are resting"]);
  });
});
