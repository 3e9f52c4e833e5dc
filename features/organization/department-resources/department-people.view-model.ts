import { BehaviorSubject, type Observable } from "rxjs";
import { maskApiKey } from "../../../core/api-keys/masked-api-key.ts";
import { messagesToReport } from "../../../core/errors/reportable-failure.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import { permissionFor } from "../../../core/organization/acting-role.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import type { DepartmentUser } from "../../../core/organization/department-user.entity.ts";
import type { DepartmentUserApiKeysGateway } from "../../../core/organization/department-user-api-keys-gateway.port.ts";
import type { DepartmentUsersGateway } from "../../../core/organization/department-users-gateway.port.ts";
import type { DepartmentRole } from "../../../core/organization/organization-role.ts";
import type { UserApiKey } from "../../../core/organization/user-api-key.entity.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import type { DepartmentPanelDependencies } from "./department-panel-dependencies.ts";
import type {
  DepartmentPeopleCall,
  DepartmentPeopleState,
  ListedPerson,
  ListedUserKey,
} from "./department-people.state.ts";

/** SPEC §8: a failed key generation is shown for 5 seconds. */
const CREATE_KEY_FAILURE_TOAST_MS = 5000;

/** The panel's own words, read when needed (the language may change). */
export interface DepartmentPeopleTexts {
  roleChanged(email: string, role: DepartmentRole): string;
  removed(email: string): string;
  keyDeleted(maskedKey: string): string;
  /** For failures the server did not explain. */
  roleChangeFailed(): string;
  removeFailed(): string;
  createKeyFailed(): string;
  deleteKeyFailed(): string;
}

/** `changed` also covers the person's own role there, which may have changed. */
export interface DepartmentPeopleDependencies extends DepartmentPanelDependencies<DepartmentPeopleTexts> {
  readonly users: DepartmentUsersGateway;
  readonly apiKeys: DepartmentUserApiKeysGateway;
}

/**
 * The people of a department: their role there (ADMIN or MEMBER), removal after a confirmation, and the API keys
 * each sends requests with: a new key shown in full once, deletion after a confirmation. A member may not see the
 * list (viewDepartmentUsers), so it is not asked for and the screen gives the reason instead. A key's full value
 * is kept only while it is shown.
 */
export class DepartmentPeopleViewModel {
  private readonly state: BehaviorSubject<DepartmentPeopleState>;
  private departmentId: string;
  private disposed = false;
  readonly state$: Observable<DepartmentPeopleState>;

  constructor(private readonly deps: DepartmentPeopleDependencies) {
    this.departmentId = deps.department.id;
    this.state = new BehaviorSubject<DepartmentPeopleState>({
      ...permissionsIn(deps.department),
      status: "loading",
      people: [],
      failure: [],
      keysShownFor: null,
      call: null,
      removal: null,
      revealed: null,
    });
    this.state$ = this.state.asObservable();
    void this.load();
  }

  /** The state now, for the first render. */
  current(): DepartmentPeopleState {
    return this.state.value;
  }

  /** The department as the page loaded it again: the person's role there may have changed. */
  setDepartment(department: Department): void {
    const before = this.state.value.view.allowed;
    this.departmentId = department.id;
    this.patch(permissionsIn(department));
    if (before !== this.state.value.view.allowed) void this.load();
  }

  /** Asks for the list again after it failed to load. */
  retry(): Promise<void> {
    return this.state.value.status === "failed" ? this.load() : Promise.resolve();
  }

  /** Shows someone's keys, or hides them when they are shown: a new key's full value shown there goes for good. */
  toggleKeys(userId: string): void {
    const { keysShownFor, revealed } = this.state.value;
    const shown = keysShownFor === userId ? null : userId;
    this.patch({ keysShownFor: shown, revealed: revealed?.userId === shown ? revealed : null });
  }

  /** Makes someone ADMIN or MEMBER of the department. */
  async changeRole(userId: string, role: DepartmentRole): Promise<void> {
    const person = this.person(userId);
    if (!person || person.role === role || !this.idle() || !this.state.value.manage.allowed) return;
    await this.run({ kind: "changingRole", userId }, this.deps.texts.roleChangeFailed, async () => {
      const changed = await this.deps.users.changeDepartmentRole(
        this.deps.organizationId,
        this.departmentId,
        userId,
        role,
      );
      this.replacePerson(listedPerson(changed));
      this.deps.notifier.notify({
        message: this.deps.texts.roleChanged(person.email, role),
        intent: "positive",
      });
      this.deps.changed();
    });
  }

  /** Asks for confirmation before someone leaves the department. */
  askToRemovePerson(userId: string): void {
    const person = this.person(userId);
    if (person && this.idle() && this.state.value.manage.allowed)
      this.patch({ removal: { kind: "person", person } });
  }

  /** Creates a key for someone and shows its full value, once. */
  async createKey(userId: string): Promise<void> {
    const person = this.person(userId);
    if (!person || !this.idle() || !this.state.value.manageKeys.allowed) return;
    await this.run(
      { kind: "creatingKey", userId },
      this.deps.texts.createKeyFailed,
      async () => {
        const key = await this.deps.apiKeys.createApiKey(this.deps.organizationId, this.departmentId, userId);
        const listed = listedKey(key);
        this.replacePerson({ ...person, keys: [listed, ...person.keys] });
        this.patch({
          keysShownFor: userId,
          revealed: { userId, email: person.email, id: key.id, masked: listed.masked, value: key.value },
        });
      },
      CREATE_KEY_FAILURE_TOAST_MS,
    );
  }

  /** Hides the full value of the new key for good; the list keeps it masked. */
  dismissRevealed(): void {
    this.patch({ revealed: null });
  }

  /** Asks for confirmation before one of someone's keys is deleted. */
  askToRemoveKey(userId: string, keyId: string): void {
    const person = this.person(userId);
    const key = person?.keys.find((listed) => listed.id === keyId);
    if (person && key && this.idle() && this.state.value.manageKeys.allowed)
      this.patch({ removal: { kind: "key", person, key } });
  }

  /** Keeps what the person was asked about (not while its removal runs). */
  cancelRemoval(): void {
    if (!this.state.value.call) this.patch({ removal: null });
  }

  /** Removes what the person confirmed: someone from the department, or one of their keys. */
  async confirmRemoval(): Promise<void> {
    const { removal } = this.state.value;
    if (!removal || !this.idle()) return;
    const { organizationId, texts, notifier } = this.deps;
    const { userId, email } = removal.person;
    if (removal.kind === "person") {
      await this.run({ kind: "removingPerson", userId }, texts.removeFailed, async () => {
        await this.deps.users.removeFromDepartment(organizationId, this.departmentId, userId);
        const { people, revealed } = this.state.value;
        this.patch({
          people: people.filter((person) => person.userId !== userId),
          revealed: revealed?.userId === userId ? null : revealed,
        });
        notifier.notify({ message: texts.removed(email), intent: "positive" });
        this.deps.changed();
      });
    } else {
      const { key } = removal;
      await this.run({ kind: "deletingKey", userId }, texts.deleteKeyFailed, async () => {
        await this.deps.apiKeys.deleteApiKey(organizationId, this.departmentId, userId, key.id);
        const person = this.person(userId);
        if (person) this.replacePerson({ ...person, keys: person.keys.filter((kept) => kept.id !== key.id) });
        const { revealed } = this.state.value;
        this.patch({ revealed: revealed?.id === key.id ? null : revealed });
        notifier.notify({ message: texts.keyDeleted(key.masked), intent: "positive" });
      });
    }
    this.patch({ removal: null });
  }

  /** Stops every update: the panel is gone. */
  dispose(): void {
    this.disposed = true;
    // The last state may hold a new key's value: nothing keeps it once the panel is gone.
    this.state.next({ ...this.state.value, revealed: null });
    this.state.complete();
  }

  private async load(): Promise<void> {
    if (!this.state.value.view.allowed) {
      this.patch({ status: "forbidden", people: [], failure: [], revealed: null, removal: null });
      return;
    }
    this.patch({ status: "loading", failure: [] });
    try {
      const users = await this.deps.users.listDepartmentUsers(this.deps.organizationId, this.departmentId);
      const people = users.map(listedPerson).sort((a, b) => a.email.localeCompare(b.email));
      this.patch({ status: "ready", people });
    } catch (error) {
      this.patch({ status: "failed", failure: messagesToReport(error) ?? [] });
    }
  }

  /** One call at a time: marks it in flight, reports a failure with the server's messages, then clears it. */
  private async run(
    call: DepartmentPeopleCall,
    fallback: () => string,
    work: () => Promise<void>,
    timeoutMs?: number,
  ): Promise<void> {
    this.patch({ call });
    try {
      await work();
    } catch (error) {
      reportFailure(this.deps.notifier, error, fallback(), { timeoutMs });
    } finally {
      this.patch({ call: null });
    }
  }

  private idle(): boolean {
    return this.state.value.status === "ready" && this.state.value.call === null;
  }

  private person(userId: string): ListedPerson | undefined {
    return this.state.value.people.find((person) => person.userId === userId);
  }

  private replacePerson(changed: ListedPerson): void {
    const people = this.state.value.people.map((person) =>
      person.userId === changed.userId ? changed : person,
    );
    this.patch({ people });
  }

  private patch(change: Partial<DepartmentPeopleState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}

function permissionsIn(department: Department) {
  return {
    departmentName: department.name,
    view: permissionFor("viewDepartmentUsers", department.role),
    manage: permissionFor("manageDepartmentUsers", department.role),
    manageKeys: permissionFor("manageApiKeys", department.role),
  };
}

function listedPerson(user: DepartmentUser): ListedPerson {
  return {
    userId: user.user.id,
    email: user.user.email,
    role: user.role,
    since: dateAndTime(user.createdAt).date,
    keys: [...user.apikeys].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map(listedKey),
  };
}

function listedKey(key: UserApiKey): ListedUserKey {
  return { id: key.id, masked: maskApiKey(key.value), createdOn: dateAndTime(key.createdAt).date };
}
