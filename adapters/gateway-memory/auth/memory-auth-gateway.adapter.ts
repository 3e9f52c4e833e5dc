import type { AuthGateway } from "../../../core/auth/auth-gateway.port.ts";

/** Records welcome-email requests instead of sending mail (memory profile and tests). */
export class MemoryAuthGateway implements AuthGateway {
  welcomeEmailsRequested = 0;

  async sendWelcome(): Promise<void> {
    this.welcomeEmailsRequested += 1;
  }
}
