import type { ApiKeysDriver } from "../../support/api-keys-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

/** The api keys screen without a browser: its view model from the app's container. */
export class CoreApiKeysDriver implements ApiKeysDriver {
  constructor(private readonly screen: CoreScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/api-key");
  }
}
