import type { Permission } from "../../../core/organization/acting-role.ts";
import type { DepartmentRole } from "../../../core/organization/organization-role.ts";

/** A department user's key as lists show it: never its full value. */
export interface ListedUserKey {
  readonly id: string;
  /** First and last characters only. */
  readonly masked: string;
  /** YYYY-MM-DD, local. */
  readonly createdOn: string;
}

/** Someone of the department. */
export interface ListedPerson {
  /** Their account id: what the gateway's calls name them by. */
  readonly userId: string;
  readonly email: string;
  readonly role: DepartmentRole;
  /** When they joined the department: YYYY-MM-DD, local. */
  readonly since: string;
  readonly keys: readonly ListedUserKey[];
}

/** The key just created for someone, whose full value is shown this once. */
export interface RevealedUserKey {
  readonly userId: string;
  readonly email: string;
  readonly id: string;
  readonly masked: string;
  readonly value: string;
}

/** The call in flight and whom it is about; every button waits while there is one. */
export interface DepartmentPeopleCall {
  readonly kind: "changingRole" | "removingPerson" | "creatingKey" | "deletingKey";
  readonly userId: string;
}

/** What the person asked to remove, waiting for their confirmation (and while it is removed). */
export type PeopleRemoval =
  | { readonly kind: "person"; readonly person: ListedPerson }
  | { readonly kind: "key"; readonly person: ListedPerson; readonly key: ListedUserKey };

export interface DepartmentPeopleState {
  readonly departmentName: string;
  /** viewDepartmentUsers: a member is refused the list, so it is not even asked for. */
  readonly view: Permission;
  /** "forbidden": the role may not see the list (see `view`). */
  readonly status: "forbidden" | "loading" | "ready" | "failed";
  /** By email. */
  readonly people: readonly ListedPerson[];
  /** Why the list could not be loaded, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
  /** manageDepartmentUsers: change roles, remove people. */
  readonly manage: Permission;
  /** manageApiKeys: create and delete other people's keys. */
  readonly manageKeys: Permission;
  /** Whose keys are shown, if anyone's. */
  readonly keysShownFor: string | null;
  readonly call: DepartmentPeopleCall | null;
  readonly removal: PeopleRemoval | null;
  readonly revealed: RevealedUserKey | null;
}
