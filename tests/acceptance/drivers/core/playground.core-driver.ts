import type { PlaygroundDriver } from "../../support/playground-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

/** The playground screen without a browser: its view model from the app's container. */
export class CorePlaygroundDriver implements PlaygroundDriver {
  constructor(private readonly screen: CoreScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/playground");
  }
}
