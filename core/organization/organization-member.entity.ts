import { AsList } from "../mapping/entity-decorators.ts";
import { MembershipSummary } from "./organization-summary.entity.ts";

/** A person of the organization with the departments they belong to: GET /organization/{orgId}/users/departments. */
export class OrganizationMember {
  /** The user's id, the `{userId}` of the department-user calls. */
  readonly id!: string;
  readonly email!: string;
  @AsList(() => MembershipSummary) readonly departments!: readonly MembershipSummary[];
}
