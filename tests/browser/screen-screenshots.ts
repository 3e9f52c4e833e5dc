import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { DEMO_ACCOUNT } from "../../adapters/auth-memory/memory-auth.adapter.ts";
import { DEMO_DEPARTMENT_IDS } from "../../demo/demo-organization.ts";
import { animationsEnded, launchChromium, waitForDashboardReady } from "../support/chromium.ts";
import { enUS } from "../support/en-us-texts.ts";
import { signInThroughPage } from "../support/sign-in-page.ts";
import { serveDist } from "../support/static-server.ts";

/**
 * Screenshots of the screens in both themes, for design review: the playground with a conversation, the available
 * models, the API keys with a new key shown, the usage logs with a request's drawer open, the subscription tiers,
 * billing, feedback, the documentation and the API documentation with an operation open, and the organization's
 * overview, a department's settings and files, users, models, report with its charts and the compliance matrix. Run on the normal build
 * (npm run build): the memory profile, signed in as its demo account.
 */
const DIST = fileURLToPath(new URL("../../dist/memory/", import.meta.url));
const SCREENSHOTS = fileURLToPath(new URL("../../test-results/screenshots/screens/", import.meta.url));
const THEMES = ["light", "dark"] as const;
/** The playground again in a right-to-left language and in one written in another script, in the dark theme. */
const LANGUAGES = ["ar-SA", "ja-JP"] as const;
type Theme = (typeof THEMES)[number];
const MODEL = "gpt-4o-mini";
const PROMPT = "Explain in three short points why a gateway logs every request.";

interface Screen {
  readonly name: string;
  /** Opens the screen (`open`: in the theme of the picture) and brings it to the state worth a picture. */
  show(page: Page, open: (path: string) => Promise<void>): Promise<void>;
}

/**
 * Opens a path and chooses the system theme through the header's switch, as a person would (the memory profile
 * keeps preferences in memory only, so every page load starts from the default theme): the pictures of both themes
 * are then taken on one visit, the operating system's preference turning from light to dark between them.
 */
async function openFollowingTheSystem(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(`${baseUrl}${path}`);
  await waitForDashboardReady(page);
  await page.getByRole("radio", { name: enUS.theme.SYSTEM, exact: true }).click();
  await shownIn(page, "light");
}

/** Turns the operating system's preference to `theme` and waits for the dashboard to have followed it. */
async function preferTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await shownIn(page, theme);
  await animationsEnded(page);
}

async function shownIn(page: Page, theme: Theme): Promise<void> {
  await page.waitForFunction(
    (dark) => document.body.classList.contains("bp6-dark") === dark,
    theme === "dark",
  );
}

const SCREENS: readonly Screen[] = [
  {
    name: "playground",
    async show(page, open) {
      await open("/playground");
      await page.getByTestId("playground-model").selectOption({ label: MODEL });
      await page.getByTestId("playground-prompt").fill(PROMPT);
      await page.getByTestId("playground-send").click();
      await page.locator('[data-testid="playground-reply"][data-streaming="false"]').last().waitFor();
    },
  },
  {
    name: "available-models",
    async show(page, open) {
      await open("/available-models");
      await page.getByTestId("available-model-row").first().waitFor();
    },
  },
  {
    name: "api-keys",
    async show(page, open) {
      await open("/api-key");
      await page.getByTestId("api-key-create").click();
      const dialog = page.getByTestId("api-key-settings-dialog");
      // The name field has the focus when the dialog opens.
      await dialog.getByRole("textbox").first().fill("Release pipeline");
      await dialog.getByTestId("api-key-settings-submit").click();
      await page.getByTestId("new-api-key-value").waitFor();
    },
  },
  {
    name: "usage-logs-list",
    async show(page, open) {
      await open("/usage-logs");
      await page.getByTestId("usage-log-row").first().waitFor();
      // The totals follow the rows' first paint.
      await page.locator('[data-testid="usage-logs-totals"][aria-busy="false"]').waitFor();
    },
  },
  {
    name: "usage-logs",
    async show(page, open) {
      await open("/usage-logs");
      await page.getByTestId("usage-log-row").first().click();
      await page.getByTestId("usage-log-drawer").waitFor();
      await page.locator('[data-testid="usage-logs-totals"][aria-busy="false"]').waitFor();
    },
  },
  {
    name: "subscription",
    async show(page, open) {
      await open("/subscription");
      await page.getByTestId("tier-card").first().waitFor();
    },
  },
  {
    name: "billing",
    async show(page, open) {
      await open("/billing");
      await page.getByTestId("invoice-row").first().waitFor();
    },
  },
  {
    name: "feedback",
    async show(page, open) {
      await open("/feedback");
      await page.getByRole("button", { name: enUS.feedback.send, exact: true }).waitFor();
    },
  },
  {
    name: "document",
    async show(page, open) {
      await open("/document");
      await page.locator('.docs-article[aria-busy="false"]').waitFor();
    },
  },
  {
    name: "api-document",
    async show(page, open) {
      await open("/api-document");
      await page.getByTestId("api-operation").first().getByRole("button").first().click();
    },
  },
  {
    name: "organization",
    async show(page, open) {
      await open("/organization");
      await page.getByTestId("organization-summary").waitFor();
    },
  },
  {
    name: "organization-department-settings",
    async show(page, open) {
      await open(`/organization/departments?department=${DEMO_DEPARTMENT_IDS.research}&tab=settings`);
      await page.getByTestId("department-detail").waitFor();
    },
  },
  {
    name: "organization-department-files",
    async show(page, open) {
      await open(`/organization/departments?department=${DEMO_DEPARTMENT_IDS.research}&tab=files`);
      await page.getByTestId("policy-file-row").first().waitFor();
    },
  },
  {
    name: "organization-users",
    async show(page, open) {
      await open("/organization/users");
      await page.getByTestId("member-department").first().waitFor();
    },
  },
  {
    name: "organization-models",
    async show(page, open) {
      await open("/organization/models");
      await page.getByTestId("renewable-share").first().waitFor();
    },
  },
  {
    name: "organization-report",
    async show(page, open) {
      await open("/organization/report");
      await page.getByTestId("report-row").first().waitFor();
      await page.getByTestId("report-charts").locator("svg").first().waitFor();
    },
  },
  {
    name: "organization-compliance-matrix",
    async show(page, open) {
      await open("/organization/report?view=matrix");
      await page.getByTestId("matrix-row").first().waitFor();
    },
  },
];

async function shootScreens(browser: Browser, baseUrl: string): Promise<string[]> {
  const errors: string[] = [];
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    await signInThroughPage(page, baseUrl, DEMO_ACCOUNT);
    for (const screen of SCREENS) {
      try {
        await screen.show(page, (path) => openFollowingTheSystem(page, baseUrl, path));
        for (const theme of THEMES) {
          await preferTheme(page, theme);
          const file = `${screen.name}-${theme}.png`;
          await page.screenshot({ path: `${SCREENSHOTS}${file}` });
          console.info(`saved test-results/screenshots/screens/${file}`);
        }
      } catch (error) {
        errors.push(`${screen.name} could not be brought to its state: ${(error as Error).message}`);
      }
    }
  } finally {
    await context.close();
  }
  return errors;
}

async function shootLanguage(browser: Browser, baseUrl: string, iso: string): Promise<string[]> {
  const errors: string[] = [];
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: "dark" });
  try {
    const page = await context.newPage();
    page.on("pageerror", (error) => errors.push(String(error)));
    await signInThroughPage(page, baseUrl, DEMO_ACCOUNT);
    const playground = SCREENS.find((screen) => screen.name === "playground") as Screen;
    await playground.show(page, async (path) => {
      await page.goto(`${baseUrl}${path}`);
      await waitForDashboardReady(page);
      await page.locator(".app-language-picker select").first().selectOption(iso);
      await page.waitForFunction((wanted) => document.documentElement.lang === wanted, iso);
    });
    await animationsEnded(page);
    const file = `playground-${iso}.png`;
    await page.screenshot({ path: `${SCREENSHOTS}${file}` });
    console.info(`saved test-results/screenshots/screens/${file}`);
  } catch (error) {
    errors.push(`the playground in ${iso}: ${(error as Error).message}`);
  } finally {
    await context.close();
  }
  return errors;
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
    errors.push(...(await shootScreens(browser, server.url)));
    for (const iso of LANGUAGES) errors.push(...(await shootLanguage(browser, server.url, iso)));
    for (const error of errors) console.error(`error: ${error}`);
    return errors.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

process.exitCode = await main();
