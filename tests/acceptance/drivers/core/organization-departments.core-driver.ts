import { filter, firstValueFrom } from "rxjs";
import { COMPLIANCE_FRAMEWORKS } from "../../../../core/organization/compliance-framework.ts";
import { CUSTOM_REGIONS, DataResidency } from "../../../../core/organization/data-residency.ts";
import type { Department } from "../../../../core/organization/department.entity.ts";
import { OrganizationStore } from "../../../../core/organization/organization-store.ts";
import { PiiHandling } from "../../../../core/organization/pii-handling.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import { departmentFieldErrorText } from "../../../../features/organization/departments/department-field-error-text.ts";
import { departmentLabels } from "../../../../features/organization/departments/department-labels.ts";
import type { DepartmentSettingsViewModel } from "../../../../features/organization/departments/department-settings.view-model.ts";
import { createDepartmentSettingsViewModel } from "../../../../features/organization/departments/department-settings.view-model-factory.ts";
import type { DepartmentsState } from "../../../../features/organization/departments/departments.state.ts";
import type { DepartmentsViewModel } from "../../../../features/organization/departments/departments.view-model.ts";
import { createDepartmentsViewModel } from "../../../../features/organization/departments/departments.view-model-factory.ts";
import { addressOfSearch } from "../../../../features/organization/departments/departments-address.ts";
import {
  currentOrganizationScope,
  type OrganizationScope,
} from "../../../../features/organization/shared/organization-scope.ts";
import { permissionReason } from "../../../../features/organization/shared/permission-reason.ts";
import type {
  CreateButton,
  OrganizationDepartmentsDriver,
  ShownDepartmentSettings,
} from "../../support/organization-departments-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { organizationIdOf } from "./organization-scope.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.ORGANIZATION_DEPARTMENT_PAGE);

/**
 * The departments page without a browser: its view models made by their factories from the address, as the screen
 * makes them. Showing a department changes the address, which lets go of them; the next read makes the ones the
 * new address asks for, as a page showing that address would.
 */
export class CoreOrganizationDepartmentsDriver implements OrganizationDepartmentsDriver {
  private readonly list: ViewModelOnScreen<DepartmentsViewModel>;
  private readonly settingsTab: ViewModelOnScreen<DepartmentSettingsViewModel>;
  /** The department the address shows, as the list has it: the settings tab is made on it. */
  private shown: { readonly list: DepartmentsViewModel; readonly department: Department } | null = null;

  constructor(private readonly screen: CoreScreenContext) {
    this.list = new ViewModelOnScreen(screen, PATH, (services, address) =>
      createDepartmentsViewModel(
        services,
        {
          organizationId: organizationIdOf(screen),
          hasUnsavedChanges: () => this.settingsTab.made()?.current().dirty ?? false,
        },
        address.search,
        (search) => screen.navigate(`${PATH}${search}`),
      ),
    );
    this.settingsTab = new ViewModelOnScreen(screen, PATH, (services) => {
      const shown = this.shown;
      if (!shown) throw new Error("No department is shown");
      return createDepartmentSettingsViewModel(
        services,
        { organizationId: organizationIdOf(screen), onSaved: (department) => shown.list.replace(department) },
        shown.department,
      );
    });
  }

  async open(): Promise<void> {
    await this.screen.open(PATH);
    await this.ready();
  }

  async leaveAndReturn(): Promise<void> {
    this.screen.navigate(pathOf(RouteName.AVAILABLE_MODELS));
    this.screen.navigate(PATH);
    await this.ready();
  }

  async listedNames(): Promise<readonly string[]> {
    return (await this.ready()).listed.map((department) => department.name);
  }

  async createButton(): Promise<CreateButton> {
    const state = await this.ready();
    const permission = (await this.scope()).can("createDepartment");
    return {
      enabled: permission.allowed && state.status === "ready",
      reason: permissionReason(this.screen.i18n().t, permission),
    };
  }

  async createDepartment(name: string): Promise<void> {
    if (!(await this.createButton()).enabled) throw new Error("Creating a department is disabled");
    const { list } = await this.models();
    list.openCreation();
    list.changeCreation("name", name);
    await list.submitCreation();
  }

  async creationErrors(): Promise<readonly string[]> {
    const { creation } = (await this.models()).list.current();
    const { t } = this.screen.i18n();
    return [...new Set((creation?.fieldErrors ?? []).map((error) => departmentFieldErrorText(t, error)))];
  }

  async openSettings(name: string): Promise<void> {
    const { list } = await this.models();
    list.select(await this.idOf(name));
    await this.ready();
  }

  async settings(): Promise<ShownDepartmentSettings> {
    const settings = (await this.models()).settings;
    if (!settings) throw new Error("No department is shown");
    const { t } = this.screen.i18n();
    const state = settings.current();
    const canEdit = state.edit.allowed && !state.saving;
    return {
      department: state.department.name,
      name: state.draft.name,
      description: state.draft.description,
      frameworks: Object.fromEntries(
        COMPLIANCE_FRAMEWORKS.map((framework) => [
          departmentLabels.framework(t, framework),
          {
            on: state.draft.frameworks[framework],
            enabled: canEdit && !state.access[framework].locked,
            origin: departmentLabels.origin(t, state.access[framework], state.edit.allowed),
          },
        ]),
      ),
      piiHandling: departmentLabels.piiHandling(t, state.draft.piiHandling),
      budget: state.draft.budget,
      residency: departmentLabels.residency(t, state.draft.dataResidency),
      customRegions:
        state.draft.dataResidency === DataResidency.CUSTOM
          ? state.draft.customRegions.map((region) => departmentLabels.residency(t, region))
          : [],
      readOnlyReason: permissionReason(t, state.edit),
      unsavedChanges: state.dirty,
    };
  }

  async shownInAddress(): Promise<{ readonly departmentId: string | null; readonly tab: string | null }> {
    const search = new URL(await this.screen.location(), "http://dashboard.test").search;
    const params = new URLSearchParams(search);
    return { departmentId: params.get("department"), tab: params.get("tab") };
  }

  async idOf(name: string): Promise<string> {
    const found = (await this.ready()).departments.find((department) => department.name === name);
    if (!found) throw new Error(`No department named ${name} is listed`);
    return found.id;
  }

  async setFramework(label: string, on: boolean): Promise<void> {
    const { t } = this.screen.i18n();
    const framework = COMPLIANCE_FRAMEWORKS.find((known) => departmentLabels.framework(t, known) === label);
    if (!framework) throw new Error(`No framework is labelled ${label}`);
    await this.editable(label);
    (await this.settingsModel()).setFramework(framework, on);
  }

  async choosePiiHandling(label: string): Promise<void> {
    const { t } = this.screen.i18n();
    const handling = Object.values(PiiHandling).find(
      (known) => departmentLabels.piiHandling(t, known) === label,
    );
    if (!handling) throw new Error(`No PII handling is labelled ${label}`);
    (await this.settingsModel()).change("piiHandling", handling);
  }

  async chooseResidency(label: string): Promise<void> {
    (await this.settingsModel()).change("dataResidency", this.residencyLabelled(label));
  }

  async chooseCustomRegions(labels: readonly string[]): Promise<void> {
    const settings = await this.settingsModel();
    const wanted = new Set(labels.map((label) => this.residencyLabelled(label)));
    for (const region of CUSTOM_REGIONS) settings.setCustomRegion(region, wanted.has(region));
  }

  private residencyLabelled(label: string): DataResidency {
    const { t } = this.screen.i18n();
    const residency = Object.values(DataResidency).find(
      (known) => departmentLabels.residency(t, known) === label,
    );
    if (!residency) throw new Error(`No data residency is labelled ${label}`);
    return residency;
  }

  async setBudget(dollars: string): Promise<void> {
    (await this.settingsModel()).change("budget", dollars);
  }

  async setDescription(text: string): Promise<void> {
    const settings = await this.settingsModel();
    if (!settings.current().edit.allowed) throw new Error("The settings are read-only");
    settings.change("description", text);
  }

  async saveSettings(): Promise<void> {
    await (await this.settingsModel()).save();
  }

  private async editable(label: string): Promise<void> {
    const shown = (await this.settings()).frameworks[label];
    if (!shown?.enabled) throw new Error(`The switch of ${label} is disabled`);
  }

  private async settingsModel(): Promise<DepartmentSettingsViewModel> {
    const { settings } = await this.models();
    if (!settings) throw new Error("No department is shown");
    return settings;
  }

  /** The organization once the shell has loaded it, as the page waits for it. */
  private async scope(): Promise<OrganizationScope> {
    const store = this.screen.container().get(OrganizationStore);
    await firstValueFrom(store.details$.pipe(filter((loaded) => loaded.ready)));
    return currentOrganizationScope(store);
  }

  /** The page's state once its list has loaded. */
  private async ready(): Promise<DepartmentsState> {
    await this.models();
    return this.list.settled();
  }

  /** The screen's view models, made when the page is first used; let go when the address changes. */
  private async models(): Promise<{
    list: DepartmentsViewModel;
    settings: DepartmentSettingsViewModel | null;
  }> {
    if (!(await this.scope()).organizationId) throw new Error("The signed-in person has no organization");
    const list = await this.list.get();
    const state = await this.list.settled();
    const address = new URL(await this.screen.location(), "http://dashboard.test");
    // The page shows the settings of the department the address names, once the list has it.
    const department =
      state.selected && addressOfSearch(address.search).departmentId === state.selected.id
        ? state.selected
        : null;
    if (!department) return { list, settings: null };
    if (this.shown?.list !== list) this.shown = { list, department };
    return { list, settings: await this.settingsTab.get() };
  }
}
