import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { launchChromium, waitForDashboardReady } from "../support/chromium.ts";
import { serveDist } from "../support/static-server.ts";
import { recordPerformance } from "./performance-page.ts";

// Budgets for what /auth loads before a person can act. The goal for JS is 150 KB; the libraries the first screen
// needs (React, the data router, inversify, i18next, Blueprint, RxJS) weigh about that alone, so the budget holds
// what is reached until one of them changes (issue 30's note says which would).
const JS_GZIP_BUDGET_KB = 190;
const CSS_GZIP_BUDGET_KB = 37;

const DIST = fileURLToPath(new URL("../../dist/memory/", import.meta.url));
const RESULTS = fileURLToPath(new URL("../../test-results/", import.meta.url));
const KB = 1024;

interface AssetSize {
  readonly file: string;
  readonly kind: "js" | "css";
  readonly rawKb: number;
  readonly gzipKb: number;
}

/** Paths of every JS and CSS file the page fetched while opening /auth, lazily loaded chunks included. */
async function assetsLoadedByAuthPage(): Promise<string[]> {
  const server = await serveDist(DIST);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const loaded = new Set<string>();
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (response.ok() && [".js", ".css"].includes(extname(pathname))) loaded.add(pathname);
    });
    await page.goto(`${server.url}/auth`);
    await waitForDashboardReady(page);
    return [...loaded].sort();
  } finally {
    await browser.close();
    await server.close();
  }
}

function measure(pathname: string): AssetSize {
  const content = readFileSync(join(DIST, pathname));
  return {
    file: pathname.replace(/^\//, ""),
    kind: extname(pathname) === ".css" ? "css" : "js",
    rawKb: content.length / KB,
    gzipKb: gzipSync(content, { level: 9 }).length / KB,
  };
}

function total(assets: readonly AssetSize[], kind: AssetSize["kind"]) {
  const ofKind = assets.filter((asset) => asset.kind === kind);
  return {
    rawKb: ofKind.reduce((sum, asset) => sum + asset.rawKb, 0),
    gzipKb: ofKind.reduce((sum, asset) => sum + asset.gzipKb, 0),
  };
}

function printTable(assets: readonly AssetSize[]): void {
  const width = Math.max(...assets.map((asset) => asset.file.length), 4);
  console.info(`${"file".padEnd(width)}  ${"raw KB".padStart(9)}  ${"gzip KB".padStart(9)}`);
  for (const { file, rawKb, gzipKb } of assets) {
    console.info(`${file.padEnd(width)}  ${rawKb.toFixed(1).padStart(9)}  ${gzipKb.toFixed(1).padStart(9)}`);
  }
}

function roundedKb(_key: string, value: unknown): unknown {
  return typeof value === "number" ? Math.round(value * 100) / 100 : value;
}

async function main(): Promise<number> {
  if (!existsSync(join(DIST, "index.html"))) {
    console.error(`${DIST}index.html is missing: run npm run build first`);
    return 1;
  }
  const assets = (await assetsLoadedByAuthPage()).map(measure);
  const js = total(assets, "js");
  const css = total(assets, "css");
  printTable(assets);
  console.info("");
  console.info(`initial JS (raw):   ${js.rawKb.toFixed(1)} KB`);
  console.info(`initial JS (gzip):  ${js.gzipKb.toFixed(1)} KB / budget ${JS_GZIP_BUDGET_KB} KB`);
  console.info(`initial CSS (raw):  ${css.rawKb.toFixed(1)} KB`);
  console.info(`initial CSS (gzip): ${css.gzipKb.toFixed(1)} KB / budget ${CSS_GZIP_BUDGET_KB} KB`);

  await mkdir(RESULTS, { recursive: true });
  const report = {
    page: "/auth",
    budgetsKb: { jsGzip: JS_GZIP_BUDGET_KB, cssGzip: CSS_GZIP_BUDGET_KB },
    totalsKb: { js, css },
    assets,
  };
  await writeFile(join(RESULTS, "bundle-size.json"), `${JSON.stringify(report, roundedKb, 2)}\n`);
  await recordPerformance("bundle-size", [
    { name: "initial JS, gzip", value: js.gzipKb, unit: "KB", budget: JS_GZIP_BUDGET_KB },
    { name: "initial CSS, gzip", value: css.gzipKb, unit: "KB", budget: CSS_GZIP_BUDGET_KB },
    { name: "initial JS, raw", value: js.rawKb, unit: "KB" },
    { name: "initial CSS, raw", value: css.rawKb, unit: "KB" },
  ]);

  const overBudget = [
    ...(js.gzipKb > JS_GZIP_BUDGET_KB ? [`JS ${js.gzipKb.toFixed(1)} KB > ${JS_GZIP_BUDGET_KB} KB`] : []),
    ...(css.gzipKb > CSS_GZIP_BUDGET_KB
      ? [`CSS ${css.gzipKb.toFixed(1)} KB > ${CSS_GZIP_BUDGET_KB} KB`]
      : []),
  ];
  for (const problem of overBudget) console.error(`over budget: ${problem} (gzip)`);
  return overBudget.length === 0 ? 0 : 1;
}

process.exitCode = await main();
