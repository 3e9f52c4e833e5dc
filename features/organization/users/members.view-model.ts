import { BehaviorSubject, type Observable } from "rxjs";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import type { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import type { OrganizationMember } from "../../../core/organization/organization-member.entity.ts";
import type { OrganizationMembersGateway } from "../../../core/organization/organization-members-gateway.port.ts";
import {
  type DepartmentsInvitation,
  InviteToDepartmentsDto,
  UserDepartmentsDto,
} from "../../../core/organization/user-departments.dto.ts";
import { validateInput } from "../../../core/validation/validate-input.ts";
import { loadList } from "../shared/list-load.ts";
import { askPendingRemoval, cancelPendingRemoval, confirmPendingRemoval } from "../shared/pending-removal.ts";
import {
  type DepartmentChoice,
  type DepartmentsForm,
  INITIAL_MEMBERS_STATE,
  type MembersState,
} from "./members.state.ts";

/** The screen's own words, read when needed (the language may change). */
export interface MembersTexts {
  invited(email: string): string;
  /** For a failed invitation the server did not explain. */
  inviteFailed(): string;
  saved(email: string): string;
  saveFailed(): string;
  removed(email: string): string;
  removeFailed(): string;
}

export interface MembersDependencies {
  readonly organizationId: string;
  readonly members: OrganizationMembersGateway;
  readonly departments: Pick<DepartmentsGateway, "listDepartments">;
  readonly notifier: Pick<Notifier, "notify">;
  readonly texts: MembersTexts;
  /** Whether the person may invite, move and remove people; without it they only read the list. */
  readonly mayManage: boolean;
  /** Called with the search as it changes, for the address to keep it. */
  readonly showSearch?: (search: string) => void;
}

/**
 * The organization's people and their departments (GET /organization/{orgId}/users/departments): a search over
 * the list; for those who may manage members, inviting by email into departments, changing someone's departments
 * and removing someone after a confirmation. Forms are checked by core's DTOs (SPEC §5) before anything is sent;
 * refusals are reported in an error toast with the server's messages (SPEC §8). One call at a time.
 */
export class MembersViewModel {
  private readonly state: BehaviorSubject<MembersState>;
  /** The form was sent once: its rules are checked again as the person changes it. */
  private tried = false;
  private disposed = false;
  readonly state$: Observable<MembersState>;

  constructor(
    private readonly deps: MembersDependencies,
    search = "",
  ) {
    this.state = new BehaviorSubject<MembersState>({ ...INITIAL_MEMBERS_STATE, search });
    this.state$ = this.state.asObservable();
    void this.load();
  }

  current(): MembersState {
    return this.state.value;
  }

  /** Asks for the list again after it failed to load. */
  retry(): Promise<void> {
    return this.state.value.status === "failed" ? this.load() : Promise.resolve();
  }

  search(text: string): void {
    this.patch({ search: text });
    this.deps.showSearch?.(text.trim());
  }

  /** Opens an empty invitation. */
  startInvitation(): void {
    if (!this.mayStartForm()) return;
    this.openForm({ kind: "invite", member: null, email: "", departments: [], fieldErrors: [] });
  }

  /** Opens the departments of someone listed, as they are now. */
  editDepartments(memberId: string): void {
    const member = this.state.value.members.find((listed) => listed.id === memberId);
    if (!member || !this.mayStartForm()) return;
    const departments = member.departments.map((department) => department.id);
    this.openForm({ kind: "edit", member, email: member.email, departments, fieldErrors: [] });
  }

  changeEmail(email: string): void {
    const { form } = this.state.value;
    if (form?.kind === "invite") this.changeForm({ ...form, email });
  }

  /** Puts the person in a department, or takes them out of it. */
  chooseDepartment(departmentId: string, chosen: boolean): void {
    const { form, departments } = this.state.value;
    if (!form) return;
    const others = form.departments.filter((id) => id !== departmentId);
    const ids = chosen ? [...others, departmentId] : others;
    this.changeForm({ ...form, departments: inOfferedOrder(ids, departments) });
  }

  closeForm(): void {
    if (this.state.value.call !== "sending") this.patch({ form: null });
  }

  /** Sends the form when it keeps every rule; resolves true once the gateway took it. */
  async submitForm(): Promise<boolean> {
    const { form, call } = this.state.value;
    if (!form || call) return false;
    this.tried = true;
    const fieldErrors = brokenRules(form);
    this.patch({ form: { ...form, fieldErrors } });
    if (fieldErrors.length > 0) return false;
    this.patch({ call: "sending" });
    try {
      const member = await this.send(form);
      this.patch({ members: withMember(this.state.value.members, member), form: null });
      const confirmation = form.kind === "invite" ? this.deps.texts.invited : this.deps.texts.saved;
      this.deps.notifier.notify({ message: confirmation(member.email), intent: "positive" });
      return true;
    } catch (error) {
      const fallback = form.kind === "invite" ? this.deps.texts.inviteFailed : this.deps.texts.saveFailed;
      reportFailure(this.deps.notifier, error, fallback());
      return false;
    } finally {
      this.patch({ call: null });
    }
  }

  /** Asks for confirmation before taking someone out of every department. */
  askToRemove(memberId: string): void {
    const member = this.state.value.members.find((listed) => listed.id === memberId);
    askPendingRemoval(this.state.value, this.patch, member, this.deps.mayManage);
  }

  cancelRemoval(): void {
    cancelPendingRemoval(this.state.value, this.patch);
  }

  /** Removes the person the confirmation named. */
  confirmRemoval(): Promise<void> {
    return confirmPendingRemoval(this.state.value, this.patch, {
      notifier: this.deps.notifier,
      remove: async (removal) => {
        await this.deps.members.removeMember(this.deps.organizationId, removal.id);
        this.patch({ members: this.state.value.members.filter((member) => member.id !== removal.id) });
      },
      removed: (removal) => this.deps.texts.removed(removal.email),
      removeFailed: this.deps.texts.removeFailed,
    });
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private async load(): Promise<void> {
    const { organizationId, mayManage } = this.deps;
    await loadList(this.patch, async () => {
      const [members, departments] = await Promise.all([
        this.deps.members.listMembers(organizationId),
        mayManage ? this.deps.departments.listDepartments(organizationId) : Promise.resolve([]),
      ]);
      const choices = departments
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { members: byEmail(members), departments: choices };
    });
  }

  private send(form: DepartmentsForm): Promise<OrganizationMember> {
    const { organizationId, members } = this.deps;
    if (form.member) return members.setMemberDepartments(organizationId, form.member.id, form.departments);
    // Sent as the rules read it: the email trimmed and lowercased.
    const { value } = validateInput(InviteToDepartmentsDto, invitationOf(form));
    return members.inviteToDepartments(organizationId, {
      email: value.email,
      departments: value.departments,
    });
  }

  private mayStartForm(): boolean {
    const { status, call } = this.state.value;
    return this.deps.mayManage && status === "ready" && call === null;
  }

  private openForm(form: DepartmentsForm): void {
    this.tried = false;
    this.patch({ form });
  }

  private changeForm(form: DepartmentsForm): void {
    this.patch({ form: this.tried ? { ...form, fieldErrors: brokenRules(form) } : form });
  }

  private readonly patch = (change: Partial<MembersState>): void => {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  };
}

/** The rules of SPEC §5: an invitation's email (trimmed, lowercased, valid) and at least one department. */
function brokenRules(form: DepartmentsForm) {
  return form.kind === "invite"
    ? validateInput(InviteToDepartmentsDto, invitationOf(form)).fields
    : validateInput(UserDepartmentsDto, { departments: form.departments }).fields;
}

function invitationOf(form: DepartmentsForm): DepartmentsInvitation {
  return { email: form.email, departments: form.departments };
}

function byEmail(members: readonly OrganizationMember[]): OrganizationMember[] {
  return [...members].sort((a, b) => a.email.localeCompare(b.email));
}

/** The list with this person as the gateway now describes them, added or replaced. */
function withMember(
  members: readonly OrganizationMember[],
  member: OrganizationMember,
): OrganizationMember[] {
  return byEmail([...members.filter((listed) => listed.id !== member.id), member]);
}

function inOfferedOrder(ids: readonly string[], offered: readonly DepartmentChoice[]): string[] {
  const rank = (id: string) => {
    const index = offered.findIndex((department) => department.id === id);
    return index === -1 ? offered.length : index;
  };
  return [...ids].sort((a, b) => rank(a) - rank(b));
}
