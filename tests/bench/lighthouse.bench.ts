import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { DEMO_ACCOUNT } from "../../adapters/auth-memory/memory-auth.adapter.ts";
import { createLocalCertificate } from "../support/local-certificate.ts";
import { signInThroughPage } from "../support/sign-in-page.ts";
import { type StaticServer, serveDistSecurely } from "../support/static-server.ts";
import { measureFirstDownloads } from "./first-download/first-download-figures.ts";
import {
  auditPage,
  CATEGORIES,
  type FormFactor,
  type LostPoints,
  type PageAudit,
} from "./lighthouse/audit-page.ts";
import { startChromiumWithDebuggingPort } from "./lighthouse/chromium-with-debugging-port.ts";
import {
  type Budget,
  budgetFailures,
  median,
  printScoreTable,
  type ScoreRow,
} from "./lighthouse/score-summary.ts";
import { recordPerformance } from "./performance-page.ts";

// Lighthouse on the production memory build, served as a host serves it (HTTPS, HTTP/2, compressed, with its
// security headers): /auth as a visitor, /playground and /usage signed in, each page loaded RUNS times per form
// factor; the median of each category must meet its budget. Signed in, it first measures what the pages download
// before their heading paints (first-download/).
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const FORM_FACTORS: readonly FormFactor[] = ["mobile", "desktop"];
const SIGNED_IN_PAGES = ["/playground", "/usage"] as const;
const budget: Budget = (formFactor, category) => {
  if (category !== "performance") return 95;
  return formFactor === "desktop" ? 100 : 98;
};

const DIST = fileURLToPath(new URL("../../dist/memory/", import.meta.url));
const RESULTS = fileURLToPath(new URL("../../test-results/lighthouse/", import.meta.url));

interface PageRuns {
  readonly page: string;
  readonly formFactor: FormFactor;
  readonly audits: PageAudit[];
}

/** Audits one page RUNS times per form factor, alternating the form factors so a busy spell hits both alike. */
async function auditRepeatedly(server: StaticServer, page: string, port: number): Promise<PageRuns[]> {
  const runs = FORM_FACTORS.map((formFactor) => ({ page, formFactor, audits: [] as PageAudit[] }));
  for (let run = 1; run <= RUNS; run++) {
    for (const pageRuns of runs) {
      const started = performance.now();
      const audit = await auditPage(`${server.url}${page}`, port, pageRuns.formFactor);
      pageRuns.audits.push(audit);
      const scores = CATEGORIES.map((category) => `${category} ${audit.scores[category]}`).join(", ");
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.info(
        `${page} ${pageRuns.formFactor} run ${run}/${RUNS} (${seconds} s): ${scores} (${audit.metrics.join(", ")})`,
      );
    }
  }
  return runs;
}

async function signIn(server: StaticServer, port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [defaultContext] = browser.contexts();
    if (!defaultContext) throw new Error("Chromium has no default browser context to sign in with");
    const page = await defaultContext.newPage();
    await signInThroughPage(page, server.url, DEMO_ACCOUNT);
    await page.close();
  } finally {
    // Disconnects only: the browser, and the session its default context keeps, stay for Lighthouse.
    await browser.close();
  }
}

/** What, beyond the scores, makes a run unusable: a redirect away from the page, requests to the internet. */
function problemsOf(runs: readonly PageRuns[]): string[] {
  return runs.flatMap(({ page, formFactor, audits }) =>
    audits.flatMap((audit) => [
      ...(audit.finalPath === page ? [] : [`${page} ${formFactor} ended on ${audit.finalPath}`]),
      ...audit.requestsLeavingLoopback.map((address) => `${page} ${formFactor} requested ${address}`),
    ]),
  );
}

async function saveReports(runs: readonly PageRuns[]): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  for (const { page, formFactor, audits } of runs) {
    const last = audits.at(-1);
    if (last) await writeFile(join(RESULTS, `${page.slice(1)}-${formFactor}.json`), last.report);
  }
}

/** Per page and form factor, each audit that cost points in some run, with its worst run. */
function printLostPoints(runs: readonly PageRuns[]): void {
  for (const { page, formFactor, audits } of runs) {
    const worst = new Map<string, LostPoints>();
    for (const lost of audits.flatMap((audit) => audit.lostPoints)) {
      if (lost.score < (worst.get(lost.audit)?.score ?? 101)) worst.set(lost.audit, lost);
    }
    const listed = [...worst.values()].map(
      ({ audit, score, shown }) => `${audit} ${score}${shown ? ` (${shown})` : ""}`,
    );
    if (listed.length > 0)
      console.info(`${page} ${formFactor}, worst run of each audit losing points: ${listed.join("; ")}`);
  }
}

async function main(): Promise<number> {
  if (!existsSync(join(DIST, "index.html"))) {
    console.error(`${DIST}index.html is missing: run npm run build first`);
    return 1;
  }
  // A copy: another build may replace dist/memory during the minutes the runs take.
  const servedBuild = await mkdtemp(join(tmpdir(), "lighthouse-dist-"));
  await cp(DIST, servedBuild, { recursive: true });
  const certificate = await createLocalCertificate();
  const server = await serveDistSecurely(servedBuild, certificate);
  const chromiumProcess = await startChromiumWithDebuggingPort(certificate.spkiSha256);
  const started = performance.now();
  try {
    const visitorRuns = await auditRepeatedly(server, "/auth", chromiumProcess.port);
    await signIn(server, chromiumProcess.port);
    const firstDownloads = await measureFirstDownloads(server.url, chromiumProcess.port);
    const signedInRuns: PageRuns[] = [];
    for (const page of SIGNED_IN_PAGES) {
      signedInRuns.push(...(await auditRepeatedly(server, page, chromiumProcess.port)));
    }
    const runs = [...visitorRuns, ...signedInRuns];
    await saveReports(runs);
    const rows: ScoreRow[] = runs.flatMap(({ page, formFactor, audits }) =>
      CATEGORIES.map((category) => ({
        page,
        formFactor,
        category,
        runs: audits.map((audit) => audit.scores[category]),
      })),
    );
    console.info(
      `\nLighthouse medians of ${RUNS} runs (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    printScoreTable(rows, budget);
    printLostPoints(runs);
    const failures = [...problemsOf(runs), ...budgetFailures(rows, budget), ...firstDownloads.failures];
    await recordPerformance("lighthouse", [
      ...firstDownloads.figures,
      ...rows.map((row) => ({
        name: `${row.page} ${row.formFactor} ${row.category}, median (runs ${row.runs.join(" ")})`,
        value: median(row.runs),
        unit: "",
        budget: budget(row.formFactor, row.category),
        atLeast: true,
      })),
    ]);
    for (const failure of failures) console.error(`FAIL ${failure}`);
    console.info(
      failures.length === 0 ? "Lighthouse budgets met" : `${failures.length} Lighthouse budget(s) missed`,
    );
    return failures.length === 0 ? 0 : 1;
  } finally {
    await chromiumProcess.close();
    await server.close();
    await rm(servedBuild, { recursive: true, force: true });
  }
}

process.exitCode = await main();
