import { BehaviorSubject, type Observable } from "rxjs";
import type { ApiKey } from "../../../core/api-keys/api-key.entity.ts";
import { unlimitedKeySettings } from "../../../core/api-keys/api-key-settings.dto.ts";
import { RotationGrace } from "../../../core/api-keys/rotation-grace.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { messagesToReport } from "../../../core/errors/reportable-failure.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import { permissionFor } from "../../../core/organization/acting-role.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import type { DepartmentUser } from "../../../core/organization/department-user.entity.ts";
import type {
  DepartmentKeyHolder,
  DepartmentUserApiKeysGateway,
} from "../../../core/organization/department-user-api-keys-gateway.port.ts";
import type { DepartmentUsersGateway } from "../../../core/organization/department-users-gateway.port.ts";
import type { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import type { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import {
  type ApiKeySettingsDraft,
  type ApiKeySettingsField,
  apiKeySettingsErrorsOf,
  apiKeySettingsForm,
  checkedApiKeySettings,
  withApiKeySettingsField,
} from "../../../ui/api-keys/api-key-settings-draft.ts";
import { type ListedApiKey, listedApiKey } from "../../../ui/api-keys/listed-api-key.ts";
import type { DepartmentPanelDependencies } from "./department-panel-dependencies.ts";
import type { DepartmentPeopleCall, DepartmentPeopleState, ListedPerson } from "./department-people.state.ts";

/** SPEC §8: a failed key generation is shown for 5 seconds. */
const CREATE_KEY_FAILURE_TOAST_MS = 5000;

/** The panel's own words, read when needed (the language may change). */
export interface DepartmentPeopleTexts {
  roleChanged(email: string, role: DepartmentRole): string;
  removed(email: string): string;
  keySaved(name: string): string;
  keyRevoked(name: string): string;
  keyDeleted(name: string): string;
  /** For failures the server did not explain. */
  roleChangeFailed(): string;
  removeFailed(): string;
  createKeyFailed(): string;
  changeKeyFailed(): string;
  deleteKeyFailed(): string;
}

/** `changed` also covers the person's own role there, which may have changed. */
export interface DepartmentPeopleDependencies extends DepartmentPanelDependencies<DepartmentPeopleTexts> {
  readonly users: DepartmentUsersGateway;
  readonly apiKeys: DepartmentUserApiKeysGateway;
  /** The organization's models, offered to limit a key to when the department has none of its own. */
  readonly models: Pick<OrganizationModelsGateway, "listModels">;
  /** Milliseconds since the epoch: whether a key expired, or is about to. */
  readonly now: () => number;
}

/**
 * The people of a department: their role there (ADMIN or MEMBER), removal after a confirmation, and the API keys
 * each sends requests with, each with everything it carries (name, status, expiry, budget and spend, limits,
 * models, who made it, last use, requests this month). Keys are made and edited in a settings form, rotated with
 * a grace period, revoked or deleted after a confirmation; a secret just issued is shown in full once. A member may
 * not see the list (viewDepartmentUsers), so it is not asked for and the screen gives the reason instead. A
 * secret is kept only while it is shown.
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
      models: [],
      keysShownFor: null,
      call: null,
      removal: null,
      keyQuestion: null,
      keyForm: null,
      rotation: null,
      revealed: null,
    });
    this.state$ = this.state.asObservable();
    void this.load();
  }

  /** The state now, for the first render. */
  current(): DepartmentPeopleState {
    return this.state.value;
  }

  /** The department as the page loaded it again: the person's role there, or its models, may have changed. */
  setDepartment(department: Department): void {
    const before = this.state.value.view.allowed;
    this.departmentId = department.id;
    this.patch(permissionsIn(department));
    if (before !== this.state.value.view.allowed) void this.load();
    else void this.loadModels(department);
  }

  /** Asks for the list again after it failed to load. */
  retry(): Promise<void> {
    return this.state.value.status === "failed" ? this.load() : Promise.resolve();
  }

  /** Shows someone's keys, or hides them when they are shown: a secret shown there goes for good. */
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
      this.replacePerson(this.listedPerson(changed));
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
    if (person && this.idle() && this.state.value.manage.allowed) this.patch({ removal: { person } });
  }

  /** Keeps the person in the department (not while their removal runs). */
  cancelRemoval(): void {
    if (!this.state.value.call) this.patch({ removal: null });
  }

  /** Removes the person confirmed from the department. */
  async confirmRemoval(): Promise<void> {
    const { removal } = this.state.value;
    if (!removal || !this.idle()) return;
    const { organizationId, texts, notifier } = this.deps;
    const { userId, email } = removal.person;
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
    this.patch({ removal: null });
  }

  /** Opens the settings form of a new key for someone, named as the gateway would name it. */
  openNewKey(userId: string): void {
    const person = this.person(userId);
    if (!person || !this.idle() || !this.state.value.manageKeys.allowed) return;
    const form = apiKeySettingsForm(null, unlimitedKeySettings(`Key ${person.keys.length + 1}`));
    this.patch({ keyForm: { ...form, userId } });
  }

  /** Opens the settings form of one of someone's keys, as they stand. */
  openKeySettings(userId: string, keyId: string): void {
    const key = this.key(userId, keyId);
    if (!key || !this.idle() || !this.state.value.manageKeys.allowed) return;
    this.patch({ keyForm: { ...apiKeySettingsForm(keyId, key.settings), userId } });
  }

  changeKeyField<F extends ApiKeySettingsField>(field: F, value: ApiKeySettingsDraft[F]): void {
    const { keyForm } = this.state.value;
    if (keyForm && !this.state.value.call)
      this.patch({ keyForm: { ...withApiKeySettingsField(keyForm, field, value), userId: keyForm.userId } });
  }

  cancelKeyForm(): void {
    if (!this.state.value.call) this.patch({ keyForm: null });
  }

  /**
   * Makes the key, or saves its settings: the rules broken are shown under their fields without a call, and so
   * are those the gateway refused (400). A new key's secret is shown in full, once.
   */
  async submitKeyForm(): Promise<void> {
    const { keyForm } = this.state.value;
    const person = keyForm ? this.person(keyForm.userId) : undefined;
    if (!keyForm || !person || !this.idle()) return;
    const checked = checkedApiKeySettings(keyForm.draft, this.deps.now());
    if ("fieldErrors" in checked) {
      this.patch({ keyForm: { ...keyForm, fieldErrors: checked.fieldErrors } });
      return;
    }
    const { keyId, userId } = keyForm;
    const creating = keyId === null;
    this.patch({ call: { kind: creating ? "creatingKey" : "updatingKey", userId } });
    try {
      const key = creating
        ? await this.deps.apiKeys.create(this.holder(userId), checked.settings)
        : await this.deps.apiKeys.update(this.holder(userId), keyId, checked.settings);
      this.keyChanged(person, key);
      this.patch({ keyForm: null });
      if (!creating)
        this.deps.notifier.notify({ message: this.deps.texts.keySaved(key.name), intent: "positive" });
    } catch (error) {
      if (error instanceof GatewayError && error.status === 400 && error.serverMessages.length > 0) {
        this.patch({ keyForm: { ...keyForm, fieldErrors: apiKeySettingsErrorsOf(error.serverMessages) } });
      } else {
        const { createKeyFailed, changeKeyFailed } = this.deps.texts;
        reportFailure(this.deps.notifier, error, creating ? createKeyFailed() : changeKeyFailed(), {
          timeoutMs: creating ? CREATE_KEY_FAILURE_TOAST_MS : undefined,
        });
      }
    } finally {
      this.patch({ call: null });
    }
  }

  /** Asks how long the old secret of one of someone's keys is to keep working once it is rotated. */
  askToRotateKey(userId: string, keyId: string): void {
    const person = this.person(userId);
    const key = this.key(userId, keyId);
    if (person && key && key.status !== "revoked" && this.idle() && this.state.value.manageKeys.allowed)
      this.patch({ rotation: { person, key, grace: RotationGrace.ONE_HOUR } });
  }

  chooseRotationGrace(grace: RotationGrace): void {
    const { rotation, call } = this.state.value;
    if (rotation && !call) this.patch({ rotation: { ...rotation, grace } });
  }

  cancelRotation(): void {
    if (!this.state.value.call) this.patch({ rotation: null });
  }

  /** Rotates the key: its new secret is shown in full, once; the old one works until the grace ends. */
  async confirmRotation(): Promise<void> {
    const { rotation } = this.state.value;
    if (!rotation || !this.idle()) return;
    const { person, key, grace } = rotation;
    await this.run(
      { kind: "rotatingKey", userId: person.userId },
      this.deps.texts.changeKeyFailed,
      async () => {
        this.keyChanged(person, await this.deps.apiKeys.rotate(this.holder(person.userId), key.id, grace));
      },
    );
    this.patch({ rotation: null });
  }

  /** Asks for confirmation before one of someone's keys is revoked (refused from the next request on). */
  askToRevokeKey(userId: string, keyId: string): void {
    this.ask("revoke", userId, keyId);
  }

  /** Asks for confirmation before one of someone's keys is deleted. */
  askToRemoveKey(userId: string, keyId: string): void {
    this.ask("remove", userId, keyId);
  }

  /** Keeps the key as it is (not while the call runs). */
  cancelKeyQuestion(): void {
    if (!this.state.value.call) this.patch({ keyQuestion: null });
  }

  /** Revokes or deletes the key the person confirmed. */
  async confirmKeyQuestion(): Promise<void> {
    const { keyQuestion } = this.state.value;
    if (!keyQuestion || !this.idle()) return;
    const { kind, person, key } = keyQuestion;
    const { texts, notifier } = this.deps;
    const holder = this.holder(person.userId);
    if (kind === "revoke") {
      await this.run({ kind: "revokingKey", userId: person.userId }, texts.changeKeyFailed, async () => {
        this.keyChanged(person, await this.deps.apiKeys.revoke(holder, key.id));
        notifier.notify({ message: texts.keyRevoked(key.name), intent: "positive" });
      });
    } else {
      await this.run({ kind: "deletingKey", userId: person.userId }, texts.deleteKeyFailed, async () => {
        await this.deps.apiKeys.remove(holder, key.id);
        const shown = this.person(person.userId);
        if (shown) this.replacePerson({ ...shown, keys: shown.keys.filter((kept) => kept.id !== key.id) });
        const { revealed } = this.state.value;
        this.patch({ revealed: revealed?.id === key.id ? null : revealed });
        notifier.notify({ message: texts.keyDeleted(key.name), intent: "positive" });
      });
    }
    this.patch({ keyQuestion: null });
  }

  /** Hides the secret just shown for good; the list keeps the key masked. */
  dismissRevealed(): void {
    this.patch({ revealed: null });
  }

  /** Stops every update: the panel is gone. */
  dispose(): void {
    this.disposed = true;
    // The last state may hold a secret: nothing keeps it once the panel is gone.
    this.state.next({ ...this.state.value, revealed: null });
    this.state.complete();
  }

  private ask(kind: "revoke" | "remove", userId: string, keyId: string): void {
    const person = this.person(userId);
    const key = this.key(userId, keyId);
    if (!person || !key || !this.idle() || !this.state.value.manageKeys.allowed) return;
    if (kind === "revoke" && key.status === "revoked") return;
    this.patch({ keyQuestion: { kind, person, key } });
  }

  private async load(): Promise<void> {
    if (!this.state.value.view.allowed) {
      this.patch({
        status: "forbidden",
        people: [],
        failure: [],
        revealed: null,
        removal: null,
        keyQuestion: null,
        keyForm: null,
        rotation: null,
      });
      return;
    }
    this.patch({ status: "loading", failure: [] });
    void this.loadModels(this.deps.department);
    try {
      const users = await this.deps.users.listDepartmentUsers(this.deps.organizationId, this.departmentId);
      const people = users
        .map((user) => this.listedPerson(user))
        .sort((a, b) => a.email.localeCompare(b.email));
      this.patch({ status: "ready", people });
    } catch (error) {
      this.patch({ status: "failed", failure: messagesToReport(error) ?? [] });
    }
  }

  /** The department's models; the organization's when it has none (a key may then be limited to any of them). */
  private async loadModels(department: Department): Promise<void> {
    const own = department.models.map((model) => model.name);
    if (own.length > 0) {
      this.patch({ models: own });
      return;
    }
    try {
      const models = await this.deps.models.listModels(this.deps.organizationId);
      this.patch({ models: models.map((model) => model.name) });
    } catch {
      // The form still makes keys for every model.
      this.patch({ models: [] });
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

  /** The key as the gateway answered it, listed in place (or added); a secret it carries is shown this once. */
  private keyChanged(person: ListedPerson, key: ApiKey): void {
    const listed = listedApiKey(key, this.deps.now());
    const shown = this.person(person.userId) ?? person;
    const known = shown.keys.some((kept) => kept.id === key.id);
    const keys = known
      ? shown.keys.map((kept) => (kept.id === key.id ? listed : kept))
      : [...shown.keys, listed];
    this.replacePerson({ ...shown, keys });
    if (!key.secretInFull) return;
    this.patch({
      keysShownFor: person.userId,
      revealed: {
        userId: person.userId,
        email: person.email,
        id: key.id,
        name: key.name,
        masked: listed.masked,
        value: key.value,
        rotated: known,
      },
    });
  }

  private holder(userId: string): DepartmentKeyHolder {
    return { organizationId: this.deps.organizationId, departmentId: this.departmentId, userId };
  }

  private idle(): boolean {
    return this.state.value.status === "ready" && this.state.value.call === null;
  }

  private person(userId: string): ListedPerson | undefined {
    return this.state.value.people.find((person) => person.userId === userId);
  }

  private key(userId: string, keyId: string): ListedApiKey | undefined {
    return this.person(userId)?.keys.find((key) => key.id === keyId);
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

  private listedPerson(user: DepartmentUser): ListedPerson {
    return {
      userId: user.user.id,
      email: user.user.email,
      role: user.role,
      since: dateAndTime(user.createdAt).date,
      keys: [...user.apikeys]
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((key) => listedApiKey(key, this.deps.now())),
    };
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
