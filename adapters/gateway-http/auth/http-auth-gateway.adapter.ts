import type { AuthGateway } from "../../../core/auth/auth-gateway.port.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";

export class HttpAuthGateway implements AuthGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async sendWelcome(): Promise<void> {
    await this.http.post("/auth/send-welcome");
  }
}
