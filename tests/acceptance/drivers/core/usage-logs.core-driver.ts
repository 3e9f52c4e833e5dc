import type { UsageLogsDriver } from "../../support/usage-logs-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

/** The usage logs screen without a browser: its view model from the app's container. */
export class CoreUsageLogsDriver implements UsageLogsDriver {
  constructor(private readonly screen: CoreScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/usage-logs");
  }
}
