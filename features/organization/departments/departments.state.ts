import type { Department } from "../../../core/organization/department.entity.ts";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import type { DepartmentsAddress } from "./departments-address.ts";

/** The form that creates a department, while it is open. */
export interface DepartmentCreation {
  readonly name: string;
  readonly description: string;
  /** The rules the form broke at the last attempt (and since, as the person types). */
  readonly fieldErrors: readonly FieldError[];
  readonly saving: boolean;
}

/** The departments page: the list with its search, the department shown, the creation form. */
export interface DepartmentsState {
  /** The list: loading, shown, or failed (with a retry). */
  readonly status: "loading" | "ready" | "failed";
  /** Why the list could not be loaded, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
  /** Every department the person may see, as the gateway lists them. */
  readonly departments: readonly Department[];
  /** Those the search keeps. */
  readonly listed: readonly Department[];
  /** What the address asks for. */
  readonly address: DepartmentsAddress;
  /** The department the address names, once the list has it. */
  readonly selected: Department | null;
  /** The address names a department that is not among the person's (gone, or never theirs). */
  readonly selectionMissing: boolean;
  /** The shown department is being read again. */
  readonly reloading: boolean;
  readonly creation: DepartmentCreation | null;
  /** A view the person asked for while the settings shown have unsaved changes, waiting for them to confirm. */
  readonly pendingAddress: DepartmentsAddress | null;
}

export function initialDepartmentsState(address: DepartmentsAddress): DepartmentsState {
  return {
    status: "loading",
    failure: [],
    departments: [],
    listed: [],
    address,
    selected: null,
    selectionMissing: false,
    reloading: false,
    creation: null,
    pendingAddress: null,
  };
}
