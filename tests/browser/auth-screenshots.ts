import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { animationsEnded, launchChromium, waitForDashboardReady } from "../support/chromium.ts";
import { serveDist } from "../support/static-server.ts";

/** Screenshots of the sign-in page for design review; run on the normal build (npm run build). */
const DIST = fileURLToPath(new URL("../../dist/memory/", import.meta.url));
const SCREENSHOTS = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url));

interface Shot {
  readonly file: string;
  readonly viewport: { readonly width: number; readonly height: number };
  readonly light: boolean;
}

const SHOTS: readonly Shot[] = [
  { file: "auth-dark.png", viewport: { width: 1440, height: 900 }, light: false },
  { file: "auth-light.png", viewport: { width: 1440, height: 900 }, light: true },
  { file: "auth-mobile-dark.png", viewport: { width: 390, height: 844 }, light: false },
];

async function takeShot(browser: Browser, baseUrl: string, shot: Shot): Promise<string[]> {
  const errors: string[] = [];
  const context = await browser.newContext({ viewport: shot.viewport });
  try {
    const page = await context.newPage();
    page.on("console", (message) => {
      // For a failed load, the location is the resource that failed.
      if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(`${baseUrl}/auth`);
    await waitForDashboardReady(page);
    if (shot.light) {
      await page.getByRole("radio", { name: "Light", exact: true }).click();
      await page.waitForFunction(() => !document.body.classList.contains("bp6-dark"));
    }
    // Let transitions started by the theme switch finish before the picture.
    await animationsEnded(page);
    await page.screenshot({ path: `${SCREENSHOTS}${shot.file}`, fullPage: true });
    console.info(`saved test-results/screenshots/${shot.file}`);
  } finally {
    await context.close();
  }
  return errors.map((error) => `${shot.file}: ${error}`);
}

async function main(): Promise<number> {
  if (!existsSync(`${DIST}index.html`)) {
    console.error(`${DIST}index.html is missing: run npm run build first`);
    return 1;
  }
  await mkdir(SCREENSHOTS, { recursive: true });
  const server = await serveDist(DIST);
  const browser = await launchChromium();
  try {
    const errors: string[] = [];
    for (const shot of SHOTS) errors.push(...(await takeShot(browser, server.url, shot)));
    for (const error of errors) console.error(`console error: ${error}`);
    return errors.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

process.exitCode = await main();
