import { rmSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { writeServiceWorker } from "../../../../ui/service-worker/workbox-plugin.ts";
import { enUS } from "../../../support/en-us-texts.ts";
import { type StaticServer, serveDist } from "../../../support/static-server.ts";
import type { OfflineAndUpdatesDriver, UpdateToast } from "../../support/offline-and-updates-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { textOf } from "./shown-text.ts";

const DIST = fileURLToPath(new URL("../../../../dist/memory-test/", import.meta.url));
// One folder per run, so that runs side by side (CI's worlds, a developer's) never change each other's builds.
const BUILDS = fileURLToPath(
  new URL(`../../../../test-results/offline-and-updates/${process.pid}/`, import.meta.url),
);
const ASYNC_CHUNKS = "static/js/async/";
/** Where removed chunks wait to be put back, outside every served folder. */
const REMOVED = `${BUILDS}removed/`;
type Build = "first" | "second";
const ROUTE_ERROR = "Unexpected Application Error";
/** Long enough for a reload the page should not do to have started. */
const QUIET_MS = 3_000;
const QUIET_POLL_MS = 100;
const NOTICE_TIMEOUT_MS = 5_000;

let buildsMade: Promise<void> | null = null;

/**
 * The two builds of every scenario, made once per run: copies of dist/memory-test told apart by a build label in
 * index.html, each with the sw.js the build plugin writes for it (so the second's worker differs, as a deploy's).
 */
function makeBuilds(): Promise<void> {
  buildsMade ??= (async () => {
    process.once("exit", () => rmSync(BUILDS, { recursive: true, force: true }));
    for (const build of ["first", "second"] as const) {
      const folder = `${BUILDS}${build}/`;
      await cp(DIST, folder, { recursive: true });
      const index = await readFile(`${folder}index.html`, "utf8");
      if (!index.includes("<head>")) throw new Error(`${DIST}index.html has no <head>`);
      const label = `<head>\n    <meta name="dashboard-build" content="${build}" />`;
      await writeFile(`${folder}index.html`, index.replace("<head>", label));
      await writeServiceWorker(folder);
    }
  })();
  return buildsMade;
}

/** A page of its own, on its own server, where the service worker may run (the other scenarios block it). */
export class BrowserOfflineAndUpdatesDriver implements OfflineAndUpdatesDriver {
  private context: BrowserContext | null = null;
  private server: StaticServer | null = null;
  private served: Build = "first";
  private loads = 0;
  private lastNavigationAt = 0;
  private readonly loaded = new Set<string>();
  private removed: string[] = [];

  constructor(private readonly screen: () => BrowserScreenContext) {}

  async openFirstBuild(pathWithQuery: string, serviceWorker: boolean): Promise<void> {
    await makeBuilds();
    this.served = "first";
    this.server = await serveDist(() => `${BUILDS}${this.served}`);
    const browser = this.screen().page().context().browser();
    if (!browser) throw new Error("The scenario's page has no browser to open another context in");
    this.context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: serviceWorker ? "allow" : "block",
    });
    await this.screen().watchPolicyViolations(this.context);
    const page = await this.context.newPage();
    // Counted when they start: a reload is a fact from its first request on, however long it then takes.
    page.on("request", (request) => {
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
      this.loads += 1;
      this.lastNavigationAt = Date.now();
    });
    page.on("response", (response) => this.loaded.add(new URL(response.url()).pathname));
    await page.goto(`${this.server.url}${pathWithQuery}`);
    await this.ready();
    if (!serviceWorker) return;
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The worker controls the pages opened after it was installed: this is the person's next visit.
    await this.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    this.loads = 1;
  }

  async deploySecondBuild(): Promise<void> {
    this.served = "second";
  }

  async checkForUpdate(): Promise<void> {
    await this.page().evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) throw new Error("The page has no service worker registration");
      await registration.update();
    });
  }

  async updateToast(): Promise<UpdateToast> {
    const toast = this.page().locator(".bp6-toast").filter({ hasText: enUS.appUpdate.newContent });
    await toast.waitFor();
    return {
      message: await textOf(toast.locator(".gw-toast__message")),
      caption: await textOf(toast.locator(".gw-toast__caption")),
      // Named buttons only: the close button is an icon with a label of its own.
      buttons: (await toast.getByRole("button").allTextContents()).map((text) => text.trim()).filter(Boolean),
    };
  }

  async clickRefresh(): Promise<void> {
    const page = this.page();
    const reloaded = page.waitForEvent("load");
    await page
      .locator(".bp6-toast")
      .getByRole("button", { name: enUS.appUpdate.refresh, exact: true })
      .click();
    await reloaded;
    await this.ready();
  }

  async runningBuild(): Promise<string> {
    return this.page().evaluate(
      () => document.querySelector('meta[name="dashboard-build"]')?.getAttribute("content") ?? "(none)",
    );
  }

  async pageLoads(): Promise<number> {
    const asked = Date.now();
    // Until nothing has started loading the page for a while, counting from now: a reload may still come.
    while (Date.now() - Math.max(asked, this.lastNavigationAt) < QUIET_MS) {
      await this.page().waitForTimeout(QUIET_POLL_MS);
    }
    await this.page().waitForLoadState("load");
    return this.loads;
  }

  async setOffline(offline: boolean): Promise<void> {
    await this.context?.setOffline(offline);
  }

  async reload(): Promise<void> {
    await this.page().reload();
    await this.ready();
  }

  async heading(): Promise<string> {
    return textOf(this.page().locator("h1").first());
  }

  async offlineNotice(): Promise<string | null> {
    const notice = this.page().getByTestId("offline-callout");
    // It follows the browser's online/offline events: give it a moment to come.
    const shown = await notice
      .waitFor({ timeout: NOTICE_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    if (!shown) return null;
    // Read through the live region it sits in, which is what screen readers announce.
    const region = this.page().getByRole("status").filter({ has: notice });
    return textOf(region);
  }

  async offlineNoticeLeaves(): Promise<boolean> {
    return this.page()
      .getByTestId("offline-callout")
      .waitFor({ state: "detached", timeout: NOTICE_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
  }

  async removeChunksNotYetLoaded(): Promise<void> {
    const folder = `${BUILDS}${this.served}/${ASYNC_CHUNKS}`;
    await mkdir(REMOVED, { recursive: true });
    for (const file of await readdir(folder)) {
      if (this.loaded.has(`/${ASYNC_CHUNKS}${file}`)) continue;
      await rename(`${folder}${file}`, `${REMOVED}${file}`);
      this.removed.push(file);
    }
  }

  async navigateWithinApp(path: string): Promise<void> {
    const page = this.page();
    await page.evaluate((target) => {
      const hooks = (window as unknown as { __dashboardTestHooks?: { navigate(path: string): unknown } })
        .__dashboardTestHooks;
      if (!hooks)
        throw new Error("window.__dashboardTestHooks is missing: serve a build made by npm run build:test");
      void hooks.navigate(target);
    }, path);
  }

  async showsRouteError(): Promise<boolean> {
    return this.page()
      .getByText(ROUTE_ERROR)
      .first()
      .waitFor({ timeout: NOTICE_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
  }

  async stop(): Promise<void> {
    const folder = `${BUILDS}${this.served}/${ASYNC_CHUNKS}`;
    for (const file of this.removed) await rename(`${REMOVED}${file}`, `${folder}${file}`);
    this.removed = [];
    await this.context?.close();
    await this.server?.close();
    this.context = null;
    this.server = null;
  }

  private page(): Page {
    const page = this.context?.pages()[0];
    if (!page) throw new Error("No build is open: start with openFirstBuild");
    return page;
  }

  /** The shell is up: the loading overlay has stepped aside and a heading shows. */
  private async ready(): Promise<void> {
    const page = this.page();
    await page
      .locator('[data-testid="loading-overlay"].app-loading-overlay-hidden')
      .waitFor({ state: "attached" });
    await page.locator("h1").first().waitFor();
  }
}
