import type { AvailableModelsDriver } from "../../support/available-models-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

/** The available models screen without a browser: its view model from the app's container. */
export class CoreAvailableModelsDriver implements AvailableModelsDriver {
  constructor(private readonly screen: CoreScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/available-models");
  }
}
