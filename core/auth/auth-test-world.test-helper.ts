import type { AuthGateway } from "./auth-gateway.port.ts";

/** A welcome-email gateway that counts requests and can be made to fail. */
export function countingWelcome(): AuthGateway & { requests: number; fail: boolean } {
  const welcome = {
    requests: 0,
    fail: false,
    async sendWelcome() {
      welcome.requests += 1;
      if (welcome.fail) throw new Error("gateway down");
    },
  };
  return welcome;
}
