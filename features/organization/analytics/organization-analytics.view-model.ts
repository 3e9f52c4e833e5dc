import { BehaviorSubject, type Observable } from "rxjs";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import { permissionFor } from "../../../core/organization/acting-role.ts";
import type { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import type { OrganizationMember } from "../../../core/organization/organization-member.entity.ts";
import type { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import type {
  OrganizationBreakdownBy,
  UsageAnalyticsGateway,
} from "../../../core/usage-analytics/usage-analytics-gateway.port.ts";
import { usageRangeOfView } from "../../../core/usage-analytics/usage-range-view.ts";
import { UsageAnalyticsViewModel } from "../../../ui/usage-analytics/usage-analytics.view-model.ts";
import {
  type OrganizationAnalyticsView,
  organizationAnalyticsAddress,
} from "./organization-analytics-address.ts";

/** Someone or something the filters can show alone: a department by name, a person by email. */
export interface AnalyticsChoice {
  readonly id: string;
  readonly name: string;
}

/** What the department and person filters offer. */
export interface AnalyticsChoices {
  readonly departments: readonly AnalyticsChoice[];
  /** The people of the departments the person may report on (of the chosen one, if any), by email. */
  readonly people: readonly AnalyticsChoice[];
}

export interface OrganizationAnalyticsDependencies {
  readonly organizationId: string;
  readonly analytics: Pick<UsageAnalyticsGateway, "organizationSeries" | "organizationBreakdown">;
  readonly departments: Pick<DepartmentsGateway, "listDepartments">;
  readonly members: Pick<OrganizationMembersGateway, "listMembers">;
  readonly notifier: Pick<Notifier, "notify">;
  /** Shows the view with another address query (the router's navigate). */
  readonly showSearch: (search: string) => void;
  /** The toasts' words when loading fails and the server said nothing. */
  readonly failedMessage: (failure: "load" | "choices") => string;
  readonly now?: () => Date;
}

/** How many groups each top list shows. */
export const TOP_LIST_LENGTH = 10;

/** The translation keys of the toasts when the server said nothing. */
export const ORGANIZATION_ANALYTICS_FAILURE_KEYS = {
  load: "organization.analytics.loadFailed",
  choices: "organization.report.failures.scope",
} as const;

/**
 * The organization's Usage view: the series and top lists (departments, people, models by spend) of the
 * departments the person may report on, over the range in the address, of one department or person if chosen; and
 * the departments and people to choose from. The departments are the report's: those where the person's role
 * reaches ADMIN.
 */
export class OrganizationAnalyticsViewModel {
  /** The figures, charts and top lists, kept in step with the address. */
  readonly analytics: UsageAnalyticsViewModel<OrganizationAnalyticsView, OrganizationBreakdownBy>;
  private readonly choices = new BehaviorSubject<AnalyticsChoices>({ departments: [], people: [] });
  readonly choices$: Observable<AnalyticsChoices> = this.choices.asObservable();
  private members: readonly OrganizationMember[] = [];
  private reportable: readonly AnalyticsChoice[] = [];

  constructor(
    private readonly deps: OrganizationAnalyticsDependencies,
    search: string,
  ) {
    const { organizationId, analytics } = deps;
    this.analytics = new UsageAnalyticsViewModel(
      {
        address: organizationAnalyticsAddress,
        notifier: deps.notifier,
        showSearch: deps.showSearch,
        failedMessage: () => deps.failedMessage("load"),
        ...(deps.now ? { now: deps.now } : {}),
        load: async (view) => {
          const range = usageRangeOfView(view);
          const filters = {
            ...(view.departmentId ? { departmentId: view.departmentId } : {}),
            ...(view.userId ? { userId: view.userId } : {}),
          };
          const top = (by: OrganizationBreakdownBy) =>
            analytics.organizationBreakdown(organizationId, { range, by, ...filters });
          const [series, department, person, model] = await Promise.all([
            analytics.organizationSeries(organizationId, { range, bucket: view.bucket, ...filters }),
            top("department"),
            top("person"),
            top("model"),
          ]);
          return { series, breakdowns: { department, person, model } };
        },
      },
      search,
    );
    void this.fetchChoices();
  }

  currentChoices(): AnalyticsChoices {
    return this.choices.value;
  }

  /** The address changed: shows what it asks for. */
  showAddress(search: string): void {
    this.analytics.showAddress(search);
    this.patchPeople();
  }

  /** Asks for the address of the view with this changed; `departmentId: undefined` shows every department. */
  setView(change: Partial<OrganizationAnalyticsView>): void {
    this.analytics.setView(change);
  }

  refresh(): void {
    this.analytics.refresh();
  }

  dispose(): void {
    this.analytics.dispose();
    this.choices.complete();
  }

  private async fetchChoices(): Promise<void> {
    const { organizationId } = this.deps;
    try {
      const [departments, members] = await Promise.all([
        this.deps.departments.listDepartments(organizationId),
        // Without the members the person filter offers nobody: the figures still show.
        this.deps.members.listMembers(organizationId).catch(() => []),
      ]);
      this.reportable = departments
        .filter((department) => permissionFor("viewReport", department.role).allowed)
        .map((department) => ({ id: department.id, name: department.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      this.members = members;
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.failedMessage("choices"));
    }
    this.patchPeople();
  }

  /** The people of the departments shown, and the one the address names (by id until their email is known). */
  private patchPeople(): void {
    if (this.choices.closed) return;
    const { departmentId, userId } = this.analytics.current().view;
    const shown = new Set(departmentId ? [departmentId] : this.reportable.map((department) => department.id));
    const people = new Map(
      this.members
        .filter((member) => member.departments.some((department) => shown.has(department.id)))
        .map((member) => [member.id, member.email]),
    );
    if (userId && !people.has(userId)) people.set(userId, userId);
    this.choices.next({
      departments: this.reportable,
      people: [...people].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    });
  }
}
