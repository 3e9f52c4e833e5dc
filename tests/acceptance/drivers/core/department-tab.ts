import type { Observable } from "rxjs";
import type { Department } from "../../../../core/organization/department.entity.ts";
import { DepartmentsGateway } from "../../../../core/organization/departments-gateway.port.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { DepartmentPanelPlace } from "../../../../features/organization/department-resources/department-panel-dependencies.ts";
import type { ScreenServices } from "../../../../ui/wiring/screen-services.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { organizationIdOf } from "./organization-scope.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.ORGANIZATION_DEPARTMENT_PAGE);

interface DepartmentTabViewModel {
  setDepartment(department: Department): void;
  dispose(): void;
}

/**
 * One tab of a department on the departments page (`?department=…&tab=…`) in the core world: its view model made
 * by the tab's factory on the department as the page loaded it, and handed the department again, loaded anew,
 * after each change it reports, as the page does.
 */
export class DepartmentTab<VM extends DepartmentTabViewModel> {
  private opened: { readonly organizationId: string; readonly departmentId: string } | null = null;
  private loaded: Department | null = null;
  private reloading: Promise<void> = Promise.resolve();
  private readonly viewModel: ViewModelOnScreen<VM>;

  constructor(
    private readonly screen: CoreScreenContext,
    private readonly tab: string,
    create: (services: ScreenServices, place: DepartmentPanelPlace) => VM,
  ) {
    this.viewModel = new ViewModelOnScreen(screen, PATH, (services, address) => {
      const shown = address.searchParams.get("tab");
      if (shown !== tab) throw new Error(`The ${shown} tab is open, not the ${tab}`);
      if (!this.opened || !this.loaded) throw new Error(`No department's ${tab} tab was opened`);
      return create(services, {
        organizationId: this.opened.organizationId,
        department: this.loaded,
        changed: () => this.reload(),
      });
    });
  }

  /** Shows the tab of the department of that name, as following a link to it does, and makes its view model. */
  async open(departmentName: string): Promise<void> {
    const organizationId = organizationIdOf(this.screen);
    const departments = this.screen.container().get(DepartmentsGateway);
    const listed = (await departments.listDepartments(organizationId)).find((d) => d.name === departmentName);
    if (!listed) throw new Error(`No department is named ${departmentName}`);
    await this.screen.open(`${PATH}?department=${encodeURIComponent(listed.id)}&tab=${this.tab}`);
    this.opened = { organizationId, departmentId: listed.id };
    this.loaded = await departments.getDepartment(organizationId, listed.id);
    await this.viewModel.get();
  }

  /** The tab's view model, once the department a change made the page load again has reached it. */
  async get(): Promise<VM> {
    await this.reloading;
    return this.viewModel.get();
  }

  /** The tab's state once `done` says it is, after the department loaded again has reached it. */
  async settled<S>(
    this: DepartmentTab<VM & { readonly state$: Observable<S> }>,
    done: (state: S) => boolean,
  ): Promise<S> {
    await this.reloading;
    return this.viewModel.settled(done);
  }

  /** Done once the department a change made the page load again has reached the tab. */
  reloaded(): Promise<void> {
    return this.reloading;
  }

  private reload(): void {
    const opened = this.opened;
    if (!opened) return;
    this.reloading = this.reloading.then(async () => {
      const departments = this.screen.container().get(DepartmentsGateway);
      const again = await departments.getDepartment(opened.organizationId, opened.departmentId);
      this.loaded = again;
      this.viewModel.made()?.setDepartment(again);
    });
  }
}
