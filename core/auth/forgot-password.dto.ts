import { EmailRule } from "./credential-rules.ts";

/** The forgot-password form (SPEC §5). */
export class ForgotPasswordDto {
  @EmailRule()
  email!: string;
}
