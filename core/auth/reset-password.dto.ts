import { IsNotEmpty } from "class-validator";
import { PasswordRule } from "./credential-rules.ts";

/** The reset-password screen (SPEC §5): the new password and the out-of-band code from the email link. */
export class ResetPasswordDto {
  @PasswordRule()
  newPassword!: string;

  @IsNotEmpty()
  oobCode!: string;
}
