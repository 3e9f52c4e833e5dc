import type { PlaygroundDriver } from "../../support/playground-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";

/** The playground screen in Chromium. */
export class BrowserPlaygroundDriver implements PlaygroundDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/playground");
  }
}
