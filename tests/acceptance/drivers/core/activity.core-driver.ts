import Papa from "papaparse";
import { AUDIT_KINDS } from "../../../../core/audit/audit-kind.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { ActivityState } from "../../../../features/organization/activity/activity.state.ts";
import type { ActivityViewModel } from "../../../../features/organization/activity/activity.view-model.ts";
import { createActivityViewModel } from "../../../../features/organization/activity/activity.view-model-factory.ts";
import {
  actorRoleText,
  auditKindText,
  verificationText,
} from "../../../../features/organization/activity/activity-texts.ts";
import { auditChangeLines } from "../../../../features/organization/activity/audit-change-lines.ts";
import type { ActivityDriver, ShownActivity, ShownVerification } from "../../support/activity-driver.ts";
import type { ExportedFile } from "../../support/usage-logs-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { organizationIdOf, organizationScope } from "./organization-scope.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.ORGANIZATION_ACTIVITY_PAGE);

/**
 * The Activity page without a browser: its view model, made by its factory for the organization the shell loaded,
 * as the page makes it for the owner and super admins. A filter changes the address, which lets go of the view
 * model; the next read makes the one the new address asks for.
 */
export class CoreActivityDriver implements ActivityDriver {
  private readonly activity: ViewModelOnScreen<ActivityViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.activity = new ViewModelOnScreen(screen, PATH, (services, address) => {
      if (!this.mayRead()) throw new Error("The Activity page shows no log to this person");
      return createActivityViewModel(services, organizationIdOf(screen), address.search, (search) =>
        screen.navigate(`${PATH}${search}`),
      );
    });
  }

  async open(): Promise<void> {
    await this.screen.open(PATH);
    if (this.mayRead()) await this.ready();
  }

  async entries(): Promise<readonly ShownActivity[]> {
    const { items } = await this.ready();
    const { t } = this.screen.i18n();
    const none = t("organization.activity.noValue");
    return items.map((entry) => ({
      kind: auditKindText(t, entry.kind),
      subject: entry.subject.name,
      who: entry.actor.email || t("organization.activity.system"),
      role: actorRoleText(t, entry.actor.role),
      changes: auditChangeLines(entry.before, entry.after).map((line) => ({
        field: line.field,
        before: line.before ?? none,
        after: line.after ?? none,
      })),
    }));
  }

  async chooseKind(label: string): Promise<void> {
    const { t } = this.screen.i18n();
    const kind = AUDIT_KINDS.find((each) => auditKindText(t, each) === label);
    if (!kind) throw new Error(`The kind filter offers no "${label}"`);
    await this.ready();
    (await this.activity.get()).setView({ kind });
    await this.ready();
  }

  async verify(): Promise<ShownVerification> {
    await this.ready();
    const viewModel = await this.activity.get();
    await viewModel.verify();
    const { verification } = viewModel.current();
    if (verification.status !== "done") throw new Error(`The verification ended ${verification.status}`);
    const { t, language } = this.screen.i18n();
    return { intact: verification.report.intact, text: verificationText(t, language, verification.report) };
  }

  async head(): Promise<{ readonly count: number; readonly hash: string }> {
    const { head } = await this.ready();
    if (!head) throw new Error("No chain head is shown");
    return head;
  }

  async exportCsv(): Promise<ExportedFile> {
    await this.ready();
    const exported = await (await this.activity.get()).exportEntries("csv");
    if (!exported) throw new Error("Nothing was exported");
    const content = await exported.content.text();
    return {
      fileName: exported.fileName,
      rows: Papa.parse<string[]>(content, { skipEmptyLines: true }).data,
    };
  }

  async notForMe(): Promise<string | null> {
    return this.mayRead() ? null : this.screen.i18n().t("organization.activity.needsRole.title");
  }

  private mayRead(): boolean {
    return organizationScope(this.screen).can("viewAuditLog").allowed;
  }

  /** The entries once the page the address asks for is loaded (or failed). */
  private ready(): Promise<ActivityState> {
    return this.activity.settled();
  }
}
