import type { AvailableModelsDriver } from "../../support/available-models-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";

/** The available models screen in Chromium. */
export class BrowserAvailableModelsDriver implements AvailableModelsDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/available-models");
  }
}
