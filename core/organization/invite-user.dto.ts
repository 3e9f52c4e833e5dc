import { IsEmail } from "class-validator";
import { allOf } from "../mapping/all-of.ts";
import { Lowercased, Trimmed } from "../validation/text-transforms.ts";

/** An invited person's email: trimmed, lowercased, valid (SPEC §5). */
export const InvitedEmail = (): PropertyDecorator => allOf(IsEmail(), Lowercased(), Trimmed());

/** POST /organization/{orgId}/users: a super admin invited by email. */
export class InviteUserDto {
  @InvitedEmail() readonly email!: string;
}
