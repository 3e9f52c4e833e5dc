import { OrganizationRole } from "../../../core/organization/organization-role.ts";
import type { SuperAdmin } from "../../../core/organization/super-admin.entity.ts";
import type { FieldError } from "../../../core/validation/invalid-input-error.ts";
import type { ListLoadState } from "../shared/list-load.ts";
import type { PendingRemovalState } from "../shared/pending-removal.ts";

/** The call in flight; the section's buttons wait while there is one. */
export type SuperAdminsCall = "adding" | "removing" | null;

export interface SuperAdminsState extends ListLoadState, PendingRemovalState<SuperAdmin> {
  /** The owner first, then the super admins, as the gateway lists them. */
  readonly admins: readonly SuperAdmin[];
  /** The email typed to add a super admin. */
  readonly email: string;
  /** Its broken rules, once the person tried to add. */
  readonly fieldErrors: readonly FieldError[];
  readonly call: SuperAdminsCall;
}

export const INITIAL_SUPER_ADMINS_STATE: SuperAdminsState = {
  status: "loading",
  admins: [],
  failure: [],
  email: "",
  fieldErrors: [],
  removal: null,
  call: null,
};

/** The owner stays (the gateway refuses it anyway); removal goes by the account, which an invitation may lack. */
export function isRemovable(admin: SuperAdmin): boolean {
  return admin.role !== OrganizationRole.OWNER && admin.user !== null;
}
