import type { ApiKeysDriver } from "../../support/api-keys-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";

/** The api keys screen in Chromium. */
export class BrowserApiKeysDriver implements ApiKeysDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/api-key");
  }
}
