import type { UsageLogsDriver } from "../../support/usage-logs-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";

/** The usage logs screen in Chromium. */
export class BrowserUsageLogsDriver implements UsageLogsDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/usage-logs");
  }
}
