import { ArrayMinSize, IsString } from "class-validator";
import { InvitedEmail } from "./invite-user.dto.ts";

export const DEPARTMENTS_MIN_MESSAGE = "Departments must contain at least 1 elements.";

/** PUT /organization/{orgId}/users/departments/{userId}: the departments a person belongs to (SPEC §5). */
export class UserDepartmentsDto {
  @IsString({ each: true })
  @ArrayMinSize(1, { message: DEPARTMENTS_MIN_MESSAGE })
  readonly departments!: readonly string[];
}

/** POST /organization/{orgId}/users/departments: a person invited by email into departments. */
export class InviteToDepartmentsDto extends UserDepartmentsDto {
  @InvitedEmail() readonly email!: string;
}

/** What inviting someone into departments takes. */
export interface DepartmentsInvitation {
  readonly email: string;
  /** Department ids, at least one. */
  readonly departments: readonly string[];
}
