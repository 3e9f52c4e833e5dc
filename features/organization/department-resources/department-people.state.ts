import type { RotationGrace } from "../../../core/api-keys/rotation-grace.ts";
import type { Permission } from "../../../core/organization/acting-role.ts";
import type { DepartmentRole } from "../../../core/organization/organization-role.ts";
import type { ApiKeySettingsFormState } from "../../../ui/api-keys/api-key-settings-draft.ts";
import type { ListedApiKey } from "../../../ui/api-keys/listed-api-key.ts";

/** Someone of the department. */
export interface ListedPerson {
  /** Their account id: what the gateway's calls name them by. */
  readonly userId: string;
  readonly email: string;
  readonly role: DepartmentRole;
  /** When they joined the department: YYYY-MM-DD, local. */
  readonly since: string;
  /** Oldest first. */
  readonly keys: readonly ListedApiKey[];
}

/** The secret a key was just given (made or rotated), shown this once. */
export interface RevealedUserKey {
  readonly userId: string;
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly masked: string;
  readonly value: string;
  /** True when an existing key was rotated, false for a new key. */
  readonly rotated: boolean;
}

/** The call in flight and whom it is about; every button waits while there is one. */
export interface DepartmentPeopleCall {
  readonly kind:
    | "changingRole"
    | "removingPerson"
    | "creatingKey"
    | "updatingKey"
    | "rotatingKey"
    | "revokingKey"
    | "deletingKey";
  readonly userId: string;
}

/** Someone to remove from the department, waiting for the person's confirmation (and while it is removed). */
export interface PeopleRemoval {
  readonly person: ListedPerson;
}

/** A key to revoke or delete, waiting for the person's confirmation (and while it runs). */
export interface KeyQuestion {
  readonly kind: "revoke" | "remove";
  readonly person: ListedPerson;
  readonly key: ListedApiKey;
}

/** The settings form of a key being made for someone (`keyId` null) or edited. */
export interface KeySettingsForm extends ApiKeySettingsFormState {
  readonly userId: string;
}

/** A key about to be rotated, and how long its old secret is to keep working. */
export interface KeyRotation {
  readonly person: ListedPerson;
  readonly key: ListedApiKey;
  readonly grace: RotationGrace;
}

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
  /** manageApiKeys: make, edit, rotate, revoke and delete other people's keys (a person's own are always theirs). */
  readonly manageKeys: Permission;
  /** The models a key may be limited to: the department's, or the organization's when it has none. */
  readonly models: readonly string[];
  /** Whose keys are shown, if anyone's. */
  readonly keysShownFor: string | null;
  readonly call: DepartmentPeopleCall | null;
  readonly removal: PeopleRemoval | null;
  readonly keyQuestion: KeyQuestion | null;
  readonly keyForm: KeySettingsForm | null;
  readonly rotation: KeyRotation | null;
  readonly revealed: RevealedUserKey | null;
}
