import {
  After,
  AfterAll,
  Before,
  Status,
  setDefaultTimeout,
  setWorldConstructor,
  World,
} from "@cucumber/cucumber";
import type { DashboardDriver } from "./dashboard-driver.ts";

setDefaultTimeout(30_000);

export interface WorldParameters {
  readonly driver: "core" | "browser";
  /** The build the browser world serves: dist/memory-test unless a profile says otherwise (dist/local-test). */
  readonly build?: "memory-test" | "local-test";
}

/** One world class; the profile's `driver` parameter decides whether scenarios run in core or in Chromium. */
export class DashboardWorld extends World<WorldParameters> {
  dashboard!: DashboardDriver;
  lastToastId: string | null = null;
}

setWorldConstructor(DashboardWorld);

let closeSharedBrowser: (() => Promise<void>) | null = null;

Before(async function (this: DashboardWorld, { pickle }) {
  if (this.parameters.driver === "browser") {
    // Imported only here so the core world never needs Playwright or a built app.
    const browser = await import("../drivers/browser-driver.ts");
    closeSharedBrowser = browser.closeSharedBrowser;
    const driver = new browser.BrowserDriver(this.parameters.build);
    driver.setScenarioName(pickle.name);
    this.dashboard = driver;
  } else {
    const { CoreDriver } = await import("../drivers/core-driver.ts");
    this.dashboard = new CoreDriver();
  }
  await this.dashboard.start();
});

After(async function (this: DashboardWorld, { result }) {
  await this.dashboard?.stop({ failed: result?.status !== Status.PASSED });
});

AfterAll(async () => {
  await closeSharedBrowser?.();
});
