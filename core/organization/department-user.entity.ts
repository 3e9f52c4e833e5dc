import { ApiKey } from "../api-keys/api-key.entity.ts";
import { AsDate, AsEntity, AsList } from "../mapping/entity-decorators.ts";
import type { DepartmentRole } from "./organization-role.ts";
import { OrganizationUser } from "./organization-user.entity.ts";

/** Someone's membership of one department, with the API keys they use there, masked (SPEC §3). */
export class DepartmentUser {
  readonly id!: string;
  readonly role!: DepartmentRole;
  @AsList(() => ApiKey) readonly apikeys!: readonly ApiKey[];
  @AsEntity(() => OrganizationUser) readonly user!: OrganizationUser;
  @AsDate() readonly createdAt!: Date;
  @AsDate() readonly updatedAt!: Date;
}
