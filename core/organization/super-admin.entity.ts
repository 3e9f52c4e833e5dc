import { AsEntity } from "../mapping/entity-decorators.ts";
import type { OrganizationRole } from "./organization-role.ts";
import { OrganizationUser } from "./organization-user.entity.ts";

/** Someone who runs the organization with the owner (SPEC §3): GET /organization/{orgId}/users. */
export class SuperAdmin {
  readonly id!: string;
  readonly email!: string;
  readonly phone!: string | null;
  readonly role!: OrganizationRole;
  /** The account behind the invitation; null until the invited person signs up. */
  @AsEntity(() => OrganizationUser) readonly user!: OrganizationUser | null;
}
