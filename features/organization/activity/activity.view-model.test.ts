import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { AuditLogGateway } from "../../../core/audit/audit-log-gateway.port.ts";
import { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { Notifier, type ToastRequest } from "../../../core/notifier/notifier.port.ts";
import { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import { OrganizationMemberMother } from "../../../core/organization/organization-member.mother.ts";
import { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import type { ActivityState } from "./activity.state.ts";
import { auditEntry, FakeAuditLog, ORG } from "./activity.test-helper.ts";
import type { ActivityViewModel } from "./activity.view-model.ts";
import { createActivityViewModel } from "./activity.view-model-factory.ts";

const NOW = new Date(Date.UTC(2025, 2, 14, 12, 0));
const amara = { id: "user-amara", email: "amara@meridian.example", role: "SUPER_ADMIN" };
const liam = { id: "user-liam", email: "liam@meridian.example", role: "ADMIN" };

/** 40 entries: amara creates departments by turns with liam, who changes settings; one per hour from 1 March. */
const ENTRIES = Array.from({ length: 40 }, (_, index) =>
  auditEntry(index + 1, {
    actor: index % 2 ? liam : amara,
    kind: index % 2 ? "DEPARTMENT_SETTINGS_CHANGED" : "DEPARTMENT_CREATED",
    ...(index % 2 ? { before: { GDPR: false }, after: { GDPR: true } } : {}),
  }),
);

class RecordingNotifier {
  readonly toasts: ToastRequest[] = [];
  notify(request: ToastRequest) {
    this.toasts.push(request);
    return String(this.toasts.length);
  }
}

/** The page as the screen makes it: each address asked for is shown back, as the router would. */
function openActivity(search = "", auditLog = new FakeAuditLog(ENTRIES)) {
  const notifier = new RecordingNotifier();
  const addresses: string[] = [];
  const services = screenServicesForTest((bind) => {
    bind(AuditLogGateway, auditLog);
    bind(OrganizationMembersGateway, {
      listMembers: async () => [OrganizationMemberMother.memberOf(liam.id, liam.email, ["dep-research"])],
    } as unknown as OrganizationMembersGateway);
    bind(OrganizationGateway, {
      listSuperAdmins: async () => [
        { id: "admin-1", email: "zoe@meridian.example", phone: null, role: "SUPER_ADMIN", user: null },
      ],
    } as unknown as OrganizationGateway);
    bind(Notifier, notifier as unknown as Notifier);
    bind(Clock, { now: () => NOW.getTime() });
  });
  const viewModel: ActivityViewModel = disposedAfterTest(
    createActivityViewModel(services, ORG, search, (next) => {
      addresses.push(next);
      viewModel.showAddress(next);
    }),
  );
  return { viewModel, auditLog, notifier, addresses };
}

function settled(viewModel: ActivityViewModel): Promise<ActivityState> {
  return firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")));
}

describe("the organization's Activity page", () => {
  it("shows the newest entries first, 25 a page, with the total and the chain's head", async () => {
    const { viewModel, auditLog } = openActivity();
    const state = await settled(viewModel);
    expect(state.items.map((entry) => entry.sequence).slice(0, 3)).toEqual([40, 39, 38]);
    expect(state.items).toHaveLength(25);
    expect(state.total).toBe(40);
    expect(state.pages).toEqual({ current: 1, last: 2, pages: [1, 2] });
    expect(state.head).toEqual({ count: 40, hash: "hash-40" });
    expect(auditLog.queries).toEqual([{ page: 1, limit: 25 }]);
  });

  it("keeps the filters in the address, and starts again at page 1 with another filter", async () => {
    const { viewModel, addresses, auditLog } = openActivity("?page=2");
    expect((await settled(viewModel)).items[0]?.sequence).toBe(15);
    viewModel.setView({ actor: liam.email });
    expect(addresses).toEqual([`?actor=${encodeURIComponent(liam.email)}`]);
    const state = await settled(viewModel);
    expect(state.total).toBe(20);
    expect(state.items.every((entry) => entry.actor.id === liam.id)).toBe(true);
    expect(auditLog.queries.at(-1)).toEqual({ actor: liam.email, page: 1, limit: 25 });
  });

  it("filters by kind and by days, first and last included", async () => {
    const { viewModel } = openActivity("?kind=DEPARTMENT_CREATED&from=2025-03-01&to=2025-03-01");
    const state = await settled(viewModel);
    // Entries 1 to 23 fall on 1 March (UTC); the odd ones are departments created.
    expect(state.items.map((entry) => entry.sequence)).toEqual([23, 21, 19, 17, 15, 13, 11, 9, 7, 5, 3, 1]);
    expect(state.view).toEqual({ kind: "DEPARTMENT_CREATED", from: "2025-03-01", to: "2025-03-01", page: 1 });
  });

  it("ignores what cannot be a filter in a stale link, and opens anyway", async () => {
    const { viewModel } = openActivity("?kind=NOT_A_KIND&from=2025-02-30&page=zero");
    const state = await settled(viewModel);
    expect(state.view).toEqual({ page: 1 });
    expect(state.total).toBe(40);
  });

  it("says nothing matches, and clears the filters back to every entry", async () => {
    const { viewModel, addresses } = openActivity("?actor=nobody%40meridian.example");
    const state = await settled(viewModel);
    expect(state.items).toEqual([]);
    expect(state.actors).toContain("nobody@meridian.example");
    viewModel.clearFilters();
    expect(addresses.at(-1)).toBe("");
    expect((await settled(viewModel)).total).toBe(40);
  });

  it("offers the organization's people and everyone seen acting as actors, sorted", async () => {
    const { viewModel } = openActivity();
    await settled(viewModel);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(viewModel.current().actors).toEqual([amara.email, liam.email, "zoe@meridian.example"]);
  });

  it("answers Verify with intact since the first entry", async () => {
    const { viewModel } = openActivity();
    await settled(viewModel);
    await viewModel.verify();
    expect(viewModel.current().verification).toEqual({
      status: "done",
      report: expect.objectContaining({ intact: true, since: ENTRIES[0]?.at, count: 40 }),
    });
  });

  it("answers Verify with the first broken entry when the chain does not hold", async () => {
    const auditLog = new FakeAuditLog(ENTRIES);
    auditLog.verification = {
      intact: false,
      count: 40,
      firstBroken: { sequence: 12, reason: "changed" },
      head: { count: 40, hash: "hash-40" },
    };
    const { viewModel } = openActivity("", auditLog);
    await settled(viewModel);
    await viewModel.verify();
    expect(viewModel.current().verification).toMatchObject({
      status: "done",
      report: { intact: false, firstBroken: { sequence: 12, reason: "changed" } },
    });
  });

  it("tells a failed load in a toast with the server's words, and retries", async () => {
    const auditLog = new FakeAuditLog(ENTRIES);
    auditLog.failList = GatewayError.http(403, "This needs the SUPER_ADMIN role or higher.");
    const { viewModel, notifier } = openActivity("", auditLog);
    expect((await settled(viewModel)).status).toBe("failed");
    expect(notifier.toasts[0]?.message).toBe("This needs the SUPER_ADMIN role or higher.");
    auditLog.failList = null;
    viewModel.refresh();
    expect((await settled(viewModel)).total).toBe(40);
  });

  it("tells a failed verification in its own words when the server said nothing", async () => {
    const auditLog = new FakeAuditLog(ENTRIES);
    auditLog.failVerify = new Error("socket hang up");
    const { viewModel, notifier } = openActivity("", auditLog);
    await settled(viewModel);
    await viewModel.verify();
    expect(viewModel.current().verification).toEqual({ status: "failed" });
    expect(notifier.toasts.at(-1)?.message).toBe("The chain could not be verified.");
  });

  it("exports what the filters show, dated the day it was made, without the page", async () => {
    const { viewModel, auditLog } = openActivity("?kind=DEPARTMENT_CREATED&page=2");
    await settled(viewModel);
    const file = await viewModel.exportEntries("json");
    expect(file?.fileName).toBe("audit-log-2025-03-14.json");
    expect(auditLog.exports).toEqual([{ filters: { kind: "DEPARTMENT_CREATED" }, format: "json" }]);
    expect(viewModel.current().exporting).toBeNull();
  });
});
