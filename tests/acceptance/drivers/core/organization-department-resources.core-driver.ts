import { filter, firstValueFrom } from "rxjs";
import { Notifier } from "../../../../core/notifier/notifier.port.ts";
import type { Permission } from "../../../../core/organization/acting-role.ts";
import { ComplianceFilesGateway } from "../../../../core/organization/compliance-files-gateway.port.ts";
import type { Department } from "../../../../core/organization/department.entity.ts";
import { DepartmentUserApiKeysGateway } from "../../../../core/organization/department-user-api-keys-gateway.port.ts";
import { DepartmentUsersGateway } from "../../../../core/organization/department-users-gateway.port.ts";
import { DepartmentsGateway } from "../../../../core/organization/departments-gateway.port.ts";
import { OrganizationModelsGateway } from "../../../../core/organization/organization-models-gateway.port.ts";
import { OrganizationStore } from "../../../../core/organization/organization-store.ts";
import { readOrganizationSummary } from "../../../../core/organization/read-organization-summary.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { UploadProgress } from "../../../../features/organization/department-resources/department-files.state.ts";
import { DepartmentFilesViewModel } from "../../../../features/organization/department-resources/department-files.view-model.ts";
import { DepartmentModelsViewModel } from "../../../../features/organization/department-resources/department-models.view-model.ts";
import type { DepartmentPeopleState } from "../../../../features/organization/department-resources/department-people.state.ts";
import { DepartmentPeopleViewModel } from "../../../../features/organization/department-resources/department-people.view-model.ts";
import { indexingText } from "../../../../features/organization/department-resources/policy-indexing-text.ts";
import type {
  DepartmentResourcesDriver,
  DepartmentResourceTab,
  ListedDepartmentPerson,
  ListedPolicyDocument,
} from "../../support/organization-department-resources-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

const PATH = pathOf(RouteName.ORGANIZATION_DEPARTMENT_PAGE);
const KEYS = "organization.departmentResources";

type ProgressStep = number | "sending" | "done";

/** The tab open now: its view model, on the department as the page loaded it last. */
type OpenTab =
  | { readonly tab: "files"; readonly viewModel: DepartmentFilesViewModel }
  | { readonly tab: "models"; readonly viewModel: DepartmentModelsViewModel }
  | { readonly tab: "people"; readonly viewModel: DepartmentPeopleViewModel };

/**
 * A department's files, models and people tabs without a browser: each tab's view model from the app's container,
 * made as the panel makes it, on the department as the departments page loads it (and loads it again after a
 * change), read as the panel writes it.
 */
export class CoreDepartmentResourcesDriver implements DepartmentResourcesDriver {
  private open: OpenTab | null = null;
  /** The department being loaded again after a change, as the page does. */
  private reloading: Promise<void> = Promise.resolve();

  constructor(private readonly screen: CoreScreenContext) {}

  async openTab(departmentName: string, tab: DepartmentResourceTab): Promise<void> {
    const organizationId = this.organizationId();
    const departments = this.gateway<DepartmentsGateway>(DepartmentsGateway);
    const listed = (await departments.listDepartments(organizationId)).find((d) => d.name === departmentName);
    if (!listed) throw new Error(`No department is named ${departmentName}`);
    await this.screen.open(`${PATH}?department=${encodeURIComponent(listed.id)}&tab=${tab}`);
    const department = await departments.getDepartment(organizationId, listed.id);
    const changed = () => {
      this.reloading = this.reloading.then(async () => {
        const again = await departments.getDepartment(organizationId, listed.id);
        this.open?.viewModel.setDepartment(again);
      });
    };
    this.open = this.tabOf(tab, organizationId, department, changed);
    const opened = this.open;
    this.screen.onLeave(() => {
      opened.viewModel.dispose();
      if (this.open === opened) this.open = null;
    });
  }

  async listedDocuments(): Promise<readonly ListedPolicyDocument[]> {
    const { t } = this.screen.i18n();
    return (await this.files()).current().files.map((file) => ({
      name: file.name,
      status: indexingText(t, file.indexing),
      lastChangedBy: file.lastModifiedByRole
        ? t(`organization.shared.roles.${file.lastModifiedByRole}`)
        : "—",
      deletable: file.deletion.allowed,
      reason: this.reason(file.deletion),
    }));
  }

  async uploadDocument(
    name: string,
    file: { name: string; content: string },
  ): Promise<readonly ProgressStep[]> {
    const viewModel = await this.files();
    const seen: ProgressStep[] = [];
    const watching = viewModel.state$.subscribe(({ progress }) => {
      const step = progress ? progressStep(progress) : null;
      if (step !== null && seen.at(-1) !== step) seen.push(step);
    });
    viewModel.chooseFile(new File([file.content], file.name, { type: "text/plain" }));
    viewModel.changeUploadName(name);
    try {
      if (!(await viewModel.upload())) throw new Error(`${name} was not uploaded`);
    } finally {
      watching.unsubscribe();
    }
    await this.reloading;
    return seen;
  }

  async addDocumentFromUrl(name: string, url: string): Promise<void> {
    const viewModel = await this.files();
    viewModel.changeFromUrl({ name, url });
    if (!(await viewModel.addFromUrl())) throw new Error(`${name} was not added from ${url}`);
    await this.reloading;
  }

  async askToDeleteDocument(name: string): Promise<void> {
    const viewModel = await this.files();
    const file = viewModel.current().files.find((listed) => listed.name === name);
    if (!file) throw new Error(`${name} is not listed`);
    viewModel.askToRemove(file.id);
    if (!viewModel.current().removal) throw new Error(`${name} cannot be deleted now`);
  }

  async assignedModels(): Promise<readonly string[]> {
    return (await this.models()).current().assigned.map((model) => model.name);
  }

  async allModelsAllowedNotice(): Promise<string | null> {
    const { assigned, departmentName } = (await this.models()).current();
    return assigned.length === 0
      ? this.screen.i18n().t(`${KEYS}.models.allAllowed`, { department: departmentName })
      : null;
  }

  async offeredModels(): Promise<readonly string[]> {
    const viewModel = await this.models();
    const { choice } = await firstValueFrom(
      viewModel.state$.pipe(filter((state) => !["loading"].includes(state.choice.status))),
    );
    return choice.candidates.map((model) => model.name);
  }

  async assignModel(name: string): Promise<void> {
    await this.offeredModels();
    const viewModel = await this.models();
    const model = viewModel.current().choice.candidates.find((candidate) => candidate.name === name);
    if (!model) throw new Error(`${name} is not offered`);
    viewModel.choose(model.id);
    await viewModel.assignChosen();
    await this.reloading;
  }

  async askToRemoveModel(name: string): Promise<void> {
    const viewModel = await this.models();
    const model = viewModel.current().assigned.find((assigned) => assigned.name === name);
    if (!model) throw new Error(`${name} is not assigned`);
    viewModel.askToRemove(model.id);
    if (!viewModel.current().removal) throw new Error(`${name} cannot be removed now`);
  }

  async listedPeople(): Promise<readonly ListedDepartmentPerson[]> {
    const { t } = this.screen.i18n();
    return (await this.people()).people.map((person) => ({
      email: person.email,
      role: t(`organization.shared.roles.${person.role}`),
      keys: person.keys.length,
    }));
  }

  async peopleReason(): Promise<string | null> {
    const state = await this.people();
    return state.status === "forbidden" ? this.reason(state.view) : null;
  }

  async createApiKeyFor(email: string): Promise<string | null> {
    const viewModel = this.peopleViewModel();
    const person = (await this.people()).people.find((listed) => listed.email === email);
    if (!person) throw new Error(`${email} is not listed`);
    if (viewModel.current().keysShownFor !== person.userId) viewModel.toggleKeys(person.userId);
    await viewModel.createKey(person.userId);
    return viewModel.current().revealed?.value ?? null;
  }

  async revealedKey(): Promise<string | null> {
    return (await this.people()).revealed?.value ?? null;
  }

  async revealedWarning(): Promise<string | null> {
    return (await this.people()).revealed ? this.screen.i18n().t("apiKeys.revealedWarning") : null;
  }

  async hideRevealedKey(): Promise<void> {
    this.peopleViewModel().dismissRevealed();
  }

  async keysOf(email: string): Promise<readonly string[]> {
    const person = (await this.people()).people.find((listed) => listed.email === email);
    return person?.keys.map((key) => key.masked) ?? [];
  }

  async confirmation(): Promise<string | null> {
    const { t } = this.screen.i18n();
    const open = this.shown();
    if (open.tab === "files") {
      const { removal, departmentName } = open.viewModel.current();
      return removal
        ? t(`${KEYS}.files.confirmDelete`, { name: removal.name, department: departmentName })
        : null;
    }
    if (open.tab === "models") {
      const { removal, departmentName, assigned } = open.viewModel.current();
      const key = assigned.length === 1 ? "confirmRemoveLast" : "confirmRemove";
      return removal ? t(`${KEYS}.models.${key}`, { model: removal.name, department: departmentName }) : null;
    }
    const { removal, departmentName } = open.viewModel.current();
    if (!removal) return null;
    return removal.kind === "key"
      ? t(`${KEYS}.people.confirmDeleteKey`, { key: removal.key.masked, email: removal.person.email })
      : t(`${KEYS}.people.confirmRemove`, { email: removal.person.email, department: departmentName });
  }

  async confirm(): Promise<void> {
    await this.shown().viewModel.confirmRemoval();
    await this.reloading;
  }

  private tabOf(
    tab: DepartmentResourceTab,
    organizationId: string,
    department: Department,
    changed: () => void,
  ): OpenTab {
    const { t } = this.screen.i18n();
    const notifier = this.gateway<Notifier>(Notifier);
    const base = { notifier, organizationId, department, changed };
    switch (tab) {
      case "files":
        return {
          tab,
          viewModel: new DepartmentFilesViewModel({
            ...base,
            gateway: this.gateway<ComplianceFilesGateway>(ComplianceFilesGateway),
            texts: {
              uploaded: (name) => t(`${KEYS}.files.uploaded`, { name }),
              addedFromUrl: (name) => t(`${KEYS}.files.addedFromUrl`, { name }),
              removed: (name) => t(`${KEYS}.files.deleted`, { name }),
              uploadFailed: () => t(`${KEYS}.files.uploadFailed`),
              addFromUrlFailed: () => t(`${KEYS}.files.addFromUrlFailed`),
              removeFailed: () => t(`${KEYS}.files.deleteFailed`),
            },
          }),
        };
      case "models":
        return {
          tab,
          viewModel: new DepartmentModelsViewModel({
            ...base,
            gateway: this.gateway<OrganizationModelsGateway>(OrganizationModelsGateway),
            texts: {
              assigned: (model) => t(`${KEYS}.models.assigned`, { model }),
              removed: (model) => t(`${KEYS}.models.removed`, { model }),
              assignFailed: () => t(`${KEYS}.models.assignFailed`),
              removeFailed: () => t(`${KEYS}.models.removeFailed`),
            },
          }),
        };
      case "people":
        return {
          tab,
          viewModel: new DepartmentPeopleViewModel({
            ...base,
            users: this.gateway<DepartmentUsersGateway>(DepartmentUsersGateway),
            apiKeys: this.gateway<DepartmentUserApiKeysGateway>(DepartmentUserApiKeysGateway),
            texts: {
              roleChanged: (email, role) =>
                t(`${KEYS}.people.roleChanged`, { email, role: t(`organization.shared.roles.${role}`) }),
              removed: (email) => t(`${KEYS}.people.removed`, { email }),
              keyDeleted: (key) => t("apiKeys.deleted", { key }),
              roleChangeFailed: () => t(`${KEYS}.people.roleChangeFailed`),
              removeFailed: () => t(`${KEYS}.people.removeFailed`),
              createKeyFailed: () => t("apiKeys.createFailed"),
              deleteKeyFailed: () => t("apiKeys.removeFailed"),
            },
          }),
        };
    }
  }

  /** "Needs the Super admin role or higher.", as the panels word a permission they lack. */
  private reason(permission: Permission): string | null {
    if (permission.allowed || !permission.requiredRole) return null;
    const { t } = this.screen.i18n();
    return t("organization.shared.needsRole", {
      role: t(`organization.shared.roles.${permission.requiredRole}`),
    });
  }

  private organizationId(): string {
    const summary = readOrganizationSummary(
      this.screen.container().get(OrganizationStore).current().organization,
    );
    if (!summary?.id) throw new Error("The signed-in person has no organization");
    return summary.id;
  }

  private gateway<T>(token: symbol): T {
    return this.screen.container().get<T>(token);
  }

  private shown(): OpenTab {
    if (!this.open) throw new Error("No department tab is open");
    return this.open;
  }

  private async files(): Promise<DepartmentFilesViewModel> {
    await this.reloading;
    const open = this.shown();
    if (open.tab !== "files") throw new Error(`The ${open.tab} tab is open, not the files`);
    return open.viewModel;
  }

  private async models(): Promise<DepartmentModelsViewModel> {
    await this.reloading;
    const open = this.shown();
    if (open.tab !== "models") throw new Error(`The ${open.tab} tab is open, not the models`);
    return open.viewModel;
  }

  private peopleViewModel(): DepartmentPeopleViewModel {
    const open = this.shown();
    if (open.tab !== "people") throw new Error(`The ${open.tab} tab is open, not the people`);
    return open.viewModel;
  }

  /** The people tab once its list has loaded (or was found not to be the person's to see). */
  private async people(): Promise<DepartmentPeopleState> {
    await this.reloading;
    return firstValueFrom(this.peopleViewModel().state$.pipe(filter((state) => state.status !== "loading")));
  }
}

function progressStep(progress: UploadProgress): ProgressStep {
  if (progress.done) return "done";
  return progress.sentShare === null ? "sending" : Math.round(progress.sentShare * 100);
}
