export { requestPasswordReset } from "../../core/auth/forgot-password.use-case.ts";
export { logIn } from "../../core/auth/log-in.use-case.ts";
export { resetPassword } from "../../core/auth/reset-password.use-case.ts";
