import type { RotationGrace } from "../../../../core/api-keys/rotation-grace.ts";
import type { UploadProgress } from "../../../../features/organization/department-resources/department-files.state.ts";
import type { DepartmentFilesViewModel } from "../../../../features/organization/department-resources/department-files.view-model.ts";
import { createDepartmentFilesViewModel } from "../../../../features/organization/department-resources/department-files.view-model-factory.ts";
import type { DepartmentModelsViewModel } from "../../../../features/organization/department-resources/department-models.view-model.ts";
import { createDepartmentModelsViewModel } from "../../../../features/organization/department-resources/department-models.view-model-factory.ts";
import type { DepartmentPeopleState } from "../../../../features/organization/department-resources/department-people.state.ts";
import type { DepartmentPeopleViewModel } from "../../../../features/organization/department-resources/department-people.view-model.ts";
import { createDepartmentPeopleViewModel } from "../../../../features/organization/department-resources/department-people.view-model-factory.ts";
import { statusText } from "../../../../features/organization/department-resources/policy-status-text.ts";
import { permissionReason } from "../../../../features/organization/shared/permission-reason.ts";
import { apiKeyRowText } from "../../../../ui/api-keys/api-key-row-text.ts";
import type {
  DepartmentResourcesDriver,
  DepartmentResourceTab,
  FoundPassage,
  ListedDepartmentKey,
  ListedDepartmentPerson,
  ListedPolicyDocument,
  NewDepartmentKey,
  RotationGraceShown,
} from "../../support/organization-department-resources-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { DepartmentTab } from "./department-tab.ts";

const KEYS = "organization.departmentResources";

type ProgressStep = number | "sending" | "done";

/**
 * A department's files, models and people tabs without a browser: each tab's view model made by its factory, as
 * the tab makes it, on the department as the departments page loads it (and loads it again after a change), read
 * as the tab writes it.
 */
export class CoreDepartmentResourcesDriver implements DepartmentResourcesDriver {
  private readonly tabs: {
    readonly files: DepartmentTab<DepartmentFilesViewModel>;
    readonly models: DepartmentTab<DepartmentModelsViewModel>;
    readonly people: DepartmentTab<DepartmentPeopleViewModel>;
  };
  private shown: DepartmentResourceTab | null = null;

  constructor(private readonly screen: CoreScreenContext) {
    this.tabs = {
      files: new DepartmentTab(screen, "files", createDepartmentFilesViewModel),
      models: new DepartmentTab(screen, "models", createDepartmentModelsViewModel),
      people: new DepartmentTab(screen, "people", createDepartmentPeopleViewModel),
    };
  }

  async openTab(departmentName: string, tab: DepartmentResourceTab): Promise<void> {
    await this.tabs[tab].open(departmentName);
    this.shown = tab;
  }

  async listedDocuments(): Promise<readonly ListedPolicyDocument[]> {
    const { t } = this.screen.i18n();
    return (await this.tabs.files.get()).current().files.map((file) => ({
      name: file.name,
      status: statusText(t, file.status),
      lastChangedBy: file.lastModifiedByRole
        ? t(`organization.shared.roles.${file.lastModifiedByRole}`)
        : "—",
      deletable: file.deletion.allowed,
      reason: permissionReason(t, file.deletion),
    }));
  }

  async searchDocuments(query: string): Promise<readonly FoundPassage[]> {
    const viewModel = await this.tabs.files.get();
    viewModel.changeQuery(query);
    if (!(await viewModel.search())) throw new Error(`The search for "${query}" failed`);
    return (viewModel.current().search.result?.passages ?? []).map((passage) => ({
      documentName: passage.fileName,
      text: passage.text,
    }));
  }

  async uploadDocument(
    name: string,
    file: { name: string; content: string },
  ): Promise<readonly ProgressStep[]> {
    const viewModel = await this.tabs.files.get();
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
    await this.tabs.files.reloaded();
    return seen;
  }

  async addDocumentFromUrl(name: string, url: string): Promise<void> {
    const viewModel = await this.tabs.files.get();
    viewModel.changeFromUrl({ name, url });
    if (!(await viewModel.addFromUrl())) throw new Error(`${name} was not added from ${url}`);
    await this.tabs.files.reloaded();
  }

  async askToDeleteDocument(name: string): Promise<void> {
    const viewModel = await this.tabs.files.get();
    const file = viewModel.current().files.find((listed) => listed.name === name);
    if (!file) throw new Error(`${name} is not listed`);
    viewModel.askToRemove(file.id);
    if (!viewModel.current().removal) throw new Error(`${name} cannot be deleted now`);
  }

  async assignedModels(): Promise<readonly string[]> {
    return (await this.tabs.models.get()).current().assigned.map((model) => model.name);
  }

  async offeredModels(): Promise<readonly string[]> {
    const { choice } = await this.tabs.models.settled((state) => state.choice.status !== "loading");
    return choice.candidates.map((model) => model.name);
  }

  async assignModel(name: string): Promise<void> {
    await this.offeredModels();
    const viewModel = await this.tabs.models.get();
    const model = viewModel.current().choice.candidates.find((candidate) => candidate.name === name);
    if (!model) throw new Error(`${name} is not offered`);
    viewModel.choose(model.id);
    await viewModel.assignChosen();
    await this.tabs.models.reloaded();
  }

  async askToRemoveModel(name: string): Promise<void> {
    const viewModel = await this.tabs.models.get();
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
    return state.status === "forbidden" ? permissionReason(this.screen.i18n().t, state.view) : null;
  }

  async createApiKeyFor(email: string, key: NewDepartmentKey): Promise<string | null> {
    const viewModel = await this.tabs.people.get();
    const person = await this.personShowingKeys(email);
    viewModel.openNewKey(person.userId);
    viewModel.changeKeyField("name", key.name);
    if (key.monthlyBudgetUsd !== undefined)
      viewModel.changeKeyField("monthlyBudgetUsd", String(key.monthlyBudgetUsd));
    await viewModel.submitKeyForm();
    return viewModel.current().revealed?.value ?? null;
  }

  async rotateKeyOf(email: string, keyName: string, grace: RotationGraceShown): Promise<string | null> {
    const viewModel = await this.tabs.people.get();
    const { person, key } = await this.keyOf(email, keyName);
    const graces = this.screen.i18n().t("apiKeys.rotate.grace", { returnObjects: true }) as Record<
      string,
      string
    >;
    const chosen = Object.entries(graces).find(([, label]) => label === grace)?.[0] as
      | RotationGrace
      | undefined;
    if (!chosen) throw new Error(`The rotation offers no grace "${grace}"`);
    viewModel.askToRotateKey(person.userId, key.id);
    viewModel.chooseRotationGrace(chosen);
    await viewModel.confirmRotation();
    return viewModel.current().revealed?.value ?? null;
  }

  async askToRevokeKeyOf(email: string, keyName: string): Promise<void> {
    const { person, key } = await this.keyOf(email, keyName);
    (await this.tabs.people.get()).askToRevokeKey(person.userId, key.id);
  }

  async askToDeleteKeyOf(email: string, keyName: string): Promise<void> {
    const { person, key } = await this.keyOf(email, keyName);
    (await this.tabs.people.get()).askToRemoveKey(person.userId, key.id);
  }

  async listedKeysOf(email: string): Promise<readonly ListedDepartmentKey[]> {
    const person = (await this.people()).people.find((listed) => listed.email === email);
    const { t } = this.screen.i18n();
    return (person?.keys ?? []).map((key) => {
      const text = apiKeyRowText(key, t);
      return {
        name: text.name,
        masked: text.key,
        status: text.status,
        budget: text.budget,
        grace: text.grace,
      };
    });
  }

  async revealedKey(): Promise<string | null> {
    return (await this.people()).revealed?.value ?? null;
  }

  async revealedWarning(): Promise<string | null> {
    return (await this.people()).revealed ? this.screen.i18n().t("apiKeys.revealedWarning") : null;
  }

  async hideRevealedKey(): Promise<void> {
    (await this.tabs.people.get()).dismissRevealed();
  }

  async keysOf(email: string): Promise<readonly string[]> {
    const person = (await this.people()).people.find((listed) => listed.email === email);
    return person?.keys.map((key) => key.masked) ?? [];
  }

  async confirmation(): Promise<string | null> {
    const { t } = this.screen.i18n();
    const tab = this.shownTab();
    if (tab === "files") {
      const { removal, departmentName } = (await this.tabs.files.get()).current();
      return removal
        ? t(`${KEYS}.files.confirmDelete`, { name: removal.name, department: departmentName })
        : null;
    }
    if (tab === "models") {
      const { removal, departmentName, assigned } = (await this.tabs.models.get()).current();
      const key = assigned.length === 1 ? "confirmRemoveLast" : "confirmRemove";
      return removal ? t(`${KEYS}.models.${key}`, { model: removal.name, department: departmentName }) : null;
    }
    const { removal, keyQuestion, departmentName } = (await this.tabs.people.get()).current();
    if (keyQuestion) {
      const asked = keyQuestion.kind === "revoke" ? "apiKeys.confirmRevoke" : "apiKeys.confirmDelete";
      return t(asked, { key: keyQuestion.key.name });
    }
    return removal
      ? t(`${KEYS}.people.confirmRemove`, { email: removal.person.email, department: departmentName })
      : null;
  }

  async confirm(): Promise<void> {
    const shown = this.shownTab();
    if (shown === "people" && (await this.tabs.people.get()).current().keyQuestion) {
      await (await this.tabs.people.get()).confirmKeyQuestion();
      await this.tabs.people.reloaded();
      return;
    }
    const tab = this.tabs[shown];
    await (await tab.get()).confirmRemoval();
    await tab.reloaded();
  }

  private shownTab(): DepartmentResourceTab {
    if (!this.shown) throw new Error("No department tab is open");
    return this.shown;
  }

  /** Someone listed, their keys shown. */
  private async personShowingKeys(email: string) {
    const viewModel = await this.tabs.people.get();
    const person = (await this.people()).people.find((listed) => listed.email === email);
    if (!person) throw new Error(`${email} is not listed`);
    if (viewModel.current().keysShownFor !== person.userId) viewModel.toggleKeys(person.userId);
    return person;
  }

  /** One of someone's keys, by name, their keys shown. */
  private async keyOf(email: string, keyName: string) {
    const person = await this.personShowingKeys(email);
    const key = person.keys.find((listed) => listed.name === keyName);
    if (!key) throw new Error(`${email} holds no key named ${keyName}`);
    return { person, key };
  }

  /** The people tab once its list has loaded (or was found not to be the person's to see). */
  private people(): Promise<DepartmentPeopleState> {
    return this.tabs.people.settled((state) => state.status !== "loading");
  }
}

function progressStep(progress: UploadProgress): ProgressStep {
  if (progress.done) return "done";
  return progress.sentShare === null ? "sending" : Math.round(progress.sentShare * 100);
}
