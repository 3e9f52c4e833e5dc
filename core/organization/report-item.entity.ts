import { Exclude } from "class-transformer";
import { AsDate, Derived } from "../mapping/entity-decorators.ts";
import { toEntity } from "../mapping/to-entity.ts";
import type { Wire } from "../mapping/wire.ts";
import { OrganizationUser } from "./organization-user.entity.ts";

/** One request of the organization's report (SPEC §3): who sent it, when, and how it ended. */
export class ReportItem {
  readonly id!: string;
  @AsDate() readonly createdAt!: Date;
  /** The HTTP status the gateway answered the request with. */
  readonly status!: number;
  readonly error!: string | null;
  /** The department whose policies the request went under. */
  readonly departmentId!: string;
  /** The model that served it (for Best Available, the one chosen). */
  readonly model!: string;
  /** USD. */
  readonly totalCost!: number;

  /** The person behind the request: the department user of the API key it was sent with. */
  @Derived((record: ReportItemJson) => {
    const user = record.apikey?.departmentUser?.user;
    return user ? toEntity(OrganizationUser, user) : null;
  })
  readonly user!: OrganizationUser | null;

  @Exclude({ toClassOnly: true }) private readonly apikey?: unknown;
}

/** A report item as the gateway sends it: the user is reached through the API key. */
export type ReportItemJson = Omit<Wire<ReportItem>, "user"> & {
  apikey: { id: string; departmentUser: { id: string; user: Wire<OrganizationUser> } | null } | null;
};
