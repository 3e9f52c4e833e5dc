import { describe, expect, it } from "vitest";
import type { AuthGateway } from "../../core/auth/auth-gateway.port.ts";

export function authGatewayConformance(arrange: () => Promise<AuthGateway>): void {
  describe("the auth gateway", () => {
    it("accepts the welcome email request after a login", async () => {
      const gateway = await arrange();
      await expect(gateway.sendWelcome()).resolves.toBeUndefined();
    });
  });
}
