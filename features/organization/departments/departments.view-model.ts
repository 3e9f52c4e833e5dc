import { BehaviorSubject, type Observable } from "rxjs";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import { CreateDepartmentDto } from "../../../core/organization/create-department.dto.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import type { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { validateInput } from "../../../core/validation/validate-input.ts";
import { loadList } from "../shared/list-load.ts";
import {
  type DepartmentCreation,
  type DepartmentsState,
  initialDepartmentsState,
} from "./departments.state.ts";
import {
  addressOfSearch,
  type DepartmentsAddress,
  type DepartmentTab,
  searchOfAddress,
} from "./departments-address.ts";

/** The screen's own words, read when needed (the language may change). */
export interface DepartmentsTexts {
  /** Confirms a creation, naming the department. */
  created(name: string): string;
  /** For a failed creation the server did not explain. */
  createFailed(): string;
  /** For a failed reading of the shown department the server did not explain. */
  reloadFailed(): string;
}

export interface DepartmentsDependencies {
  readonly gateway: Pick<DepartmentsGateway, "listDepartments" | "createDepartment" | "getDepartment">;
  readonly notifier: Pick<Notifier, "notify">;
  readonly organizationId: string;
  /**
   * Shows the page with another address query (the router's navigate): the address holds the department, tab and
   * search. `replace` for the search, which should not stack up history entries.
   */
  readonly showSearch: (search: string, options: { readonly replace: boolean }) => void;
  readonly texts: DepartmentsTexts;
  /** Whether the settings shown have unsaved changes, which showing another department would lose. */
  readonly hasUnsavedChanges: () => boolean;
}

type CreationField = "name" | "description";

/**
 * The departments page: the organization's departments the person may see, searched by name or description;
 * the one the address names, with its tab; and the creation of a department (core's CreateDepartmentDto checks
 * it before anything is sent). The address is the source of truth: intentions ask for a new address and the
 * screen passes every address back through `showAddress`, so a reload or a shared link shows the same view.
 */
export class DepartmentsViewModel {
  private readonly state: BehaviorSubject<DepartmentsState>;
  /** The addresses asked for that have not come back yet, oldest first. */
  private asked: string[] = [];
  private disposed = false;
  readonly state$: Observable<DepartmentsState>;

  constructor(
    private readonly deps: DepartmentsDependencies,
    search: string,
  ) {
    this.state = new BehaviorSubject(initialDepartmentsState(addressOfSearch(search)));
    this.state$ = this.state.asObservable();
    void this.load();
  }

  current(): DepartmentsState {
    return this.state.value;
  }

  /** The address changed (a link followed, back or forward, or one this view model asked for). */
  showAddress(search: string): void {
    const asked = this.asked.indexOf(search);
    if (asked >= 0) {
      this.asked.splice(0, asked + 1);
      // One of several addresses asked for in a row (a search typed quickly): a later one is on its way.
      if (this.asked.length > 0) return;
    } else {
      this.asked = [];
    }
    this.patchView(addressOfSearch(search), this.state.value.departments);
  }

  /** Asks the list again after it failed to load. */
  retry(): Promise<void> {
    return this.state.value.status === "failed" ? this.load() : Promise.resolve();
  }

  search(query: string): void {
    const address = { ...this.state.value.address, query };
    const search = searchOfAddress(address);
    // Shown at once: the search field must not wait for the address to come back while the person types.
    this.patchView(address, this.state.value.departments);
    this.ask(search, { replace: true });
  }

  /** Shows a department's settings below the list (after a confirmation when unsaved changes would be lost). */
  select(departmentId: string): void {
    const { address } = this.state.value;
    if (departmentId === address.departmentId) return;
    this.leaveTo({ ...address, departmentId, tab: "settings" });
  }

  /** Closes the department shown, back to the list alone. */
  closeSelection(): void {
    this.leaveTo({ ...this.state.value.address, departmentId: null, tab: "settings" });
  }

  showTab(tab: DepartmentTab): void {
    const { address } = this.state.value;
    if (address.departmentId && tab !== address.tab) this.go({ ...address, tab }, { replace: false });
  }

  /** The person agreed to lose their unsaved changes: the view they asked for is shown. */
  confirmLeave(): void {
    const { pendingAddress } = this.state.value;
    if (!pendingAddress) return;
    this.patch({ pendingAddress: null });
    this.go(pendingAddress, { replace: false });
  }

  cancelLeave(): void {
    this.patch({ pendingAddress: null });
  }

  /** Reads the shown department again, after something in it changed (its files, models or people). */
  async reloadSelected(): Promise<void> {
    const { selected } = this.state.value;
    if (!selected) return;
    this.patch({ reloading: true });
    try {
      this.replace(await this.deps.gateway.getDepartment(this.deps.organizationId, selected.id));
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.texts.reloadFailed());
    } finally {
      this.patch({ reloading: false });
    }
  }

  /** A department as saved elsewhere on the page (its settings): the list shows it too. */
  replace(department: Department): void {
    const departments = this.state.value.departments.map((known) =>
      known.id === department.id ? department : known,
    );
    this.patchView(this.state.value.address, departments);
  }

  openCreation(): void {
    if (!this.state.value.creation) {
      this.patch({ creation: { name: "", description: "", fieldErrors: [], saving: false } });
    }
  }

  changeCreation(field: CreationField, value: string): void {
    const { creation } = this.state.value;
    if (!creation) return;
    const changed = { ...creation, [field]: value };
    // Once the rules were shown, they follow the typing.
    const fieldErrors =
      creation.fieldErrors.length > 0 ? validateInput(CreateDepartmentDto, changed).fields : [];
    this.patchCreation({ [field]: value, fieldErrors });
  }

  cancelCreation(): void {
    if (!this.state.value.creation?.saving) this.patch({ creation: null });
  }

  /** Creates the department when core's rules accept it, then shows it; resolves true once created. */
  async submitCreation(): Promise<boolean> {
    const { creation } = this.state.value;
    if (!creation || creation.saving) return false;
    const { value, fields } = validateInput(CreateDepartmentDto, {
      name: creation.name,
      description: creation.description.trim() === "" ? null : creation.description,
    });
    this.patchCreation({ fieldErrors: fields });
    if (fields.length > 0) return false;
    this.patchCreation({ saving: true });
    try {
      const created = await this.deps.gateway.createDepartment(this.deps.organizationId, value);
      const departments = [...this.state.value.departments, created].sort((a, b) =>
        a.name.localeCompare(b.name),
      );
      this.patchView(this.state.value.address, departments, { creation: null });
      this.deps.notifier.notify({ message: this.deps.texts.created(created.name), intent: "positive" });
      this.select(created.id);
      return true;
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.texts.createFailed());
      this.patchCreation({ saving: false });
      return false;
    }
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private load(): Promise<void> {
    return loadList(this.patch, async () => {
      const departments = await this.deps.gateway.listDepartments(this.deps.organizationId);
      return this.viewOf(this.state.value.address, departments, { status: "ready" });
    });
  }

  private leaveTo(address: DepartmentsAddress): void {
    if (this.state.value.selected && this.deps.hasUnsavedChanges()) {
      this.patch({ pendingAddress: address });
      return;
    }
    this.go(address, { replace: false });
  }

  private go(address: DepartmentsAddress, options: { readonly replace: boolean }): void {
    const search = searchOfAddress(address);
    if (search !== searchOfAddress(this.state.value.address)) this.ask(search, options);
  }

  private ask(search: string, options: { readonly replace: boolean }): void {
    this.asked.push(search);
    this.deps.showSearch(search, options);
  }

  /** The address and the list, with what follows from them: the departments kept by the search, the one shown. */
  private patchView(
    address: DepartmentsAddress,
    departments: readonly Department[],
    change: Partial<DepartmentsState> = {},
  ): void {
    this.patch(this.viewOf(address, departments, change));
  }

  /** The same, as a change of the state. */
  private viewOf(
    address: DepartmentsAddress,
    departments: readonly Department[],
    change: Partial<DepartmentsState> = {},
  ): Partial<DepartmentsState> {
    const ready = (change.status ?? this.state.value.status) === "ready";
    const selected = departments.find((department) => department.id === address.departmentId) ?? null;
    return {
      ...change,
      address,
      departments,
      listed: matching(departments, address.query),
      selected,
      selectionMissing: ready && address.departmentId !== null && selected === null,
    };
  }

  private patchCreation(change: Partial<DepartmentCreation>): void {
    const { creation } = this.state.value;
    if (creation) this.patch({ creation: { ...creation, ...change } });
  }

  private readonly patch = (change: Partial<DepartmentsState>): void => {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  };
}

/** The departments whose name or description holds every word of the search, in any case. */
function matching(departments: readonly Department[], query: string): readonly Department[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return departments;
  return departments.filter((department) => {
    const text = `${department.name} ${department.description ?? ""}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
