import { EmailRule, PasswordRule } from "./credential-rules.ts";

/** The sign-in and sign-up form (SPEC §5). */
export class LogInDto {
  @EmailRule()
  email!: string;

  @PasswordRule()
  password!: string;
}
