import { AsDate, AsEntity, AsList } from "../mapping/entity-decorators.ts";
import type { DepartmentRole } from "./organization-role.ts";
import { OrganizationUser } from "./organization-user.entity.ts";
import { UserApiKey } from "./user-api-key.entity.ts";

/** Someone's membership of one department, with the API keys they use there (SPEC §3). */
export class DepartmentUser {
  readonly id!: string;
  readonly role!: DepartmentRole;
  @AsList(() => UserApiKey) readonly apikeys!: readonly UserApiKey[];
  @AsEntity(() => OrganizationUser) readonly user!: OrganizationUser;
  @AsDate() readonly createdAt!: Date;
  @AsDate() readonly updatedAt!: Date;
}
