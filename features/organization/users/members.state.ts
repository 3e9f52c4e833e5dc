import type { OrganizationMember } from "../../../core/organization/organization-member.entity.ts";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import type { ListLoadState } from "../shared/list-load.ts";
import type { PendingRemovalState } from "../shared/pending-removal.ts";

/** A department someone may be put in, as the forms offer it. */
export interface DepartmentChoice {
  readonly id: string;
  readonly name: string;
}

/**
 * The departments form, for an invitation (with the email typed) or for someone already listed (their email
 * fixed). Its broken rules show once the person tried to send it.
 */
export interface DepartmentsForm {
  readonly kind: "invite" | "edit";
  /** The listed person whose departments change; null for an invitation. */
  readonly member: OrganizationMember | null;
  readonly email: string;
  /** Department ids, in the order the departments are offered. */
  readonly departments: readonly string[];
  readonly fieldErrors: readonly FieldError[];
}

/** The call in flight; the screen's buttons wait while there is one. */
export type MembersCall = "sending" | "removing" | null;

export interface MembersState extends ListLoadState, PendingRemovalState<OrganizationMember> {
  /** Everyone in a department, by email. */
  readonly members: readonly OrganizationMember[];
  /** What the list is narrowed to: part of an email or of a department's name. */
  readonly search: string;
  /** The departments people may be put in, by name; empty for someone who may not manage members. */
  readonly departments: readonly DepartmentChoice[];
  readonly form: DepartmentsForm | null;
  readonly call: MembersCall;
}

export const INITIAL_MEMBERS_STATE: MembersState = {
  status: "loading",
  members: [],
  failure: [],
  search: "",
  departments: [],
  form: null,
  removal: null,
  call: null,
};

/** The members the search keeps: those whose email, or one of whose departments' names, contains it. */
export function visibleMembers(
  state: Pick<MembersState, "members" | "search">,
): readonly OrganizationMember[] {
  const needle = state.search.trim().toLocaleLowerCase();
  if (!needle) return state.members;
  return state.members.filter(
    (member) =>
      member.email.toLocaleLowerCase().includes(needle) ||
      member.departments.some((department) => department.name.toLocaleLowerCase().includes(needle)),
  );
}
