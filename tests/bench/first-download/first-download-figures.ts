import { enUS } from "../../support/en-us-texts.ts";
import { median } from "../lighthouse/score-summary.ts";
import type { PerformanceFigure } from "../performance-page.ts";
import { type FirstDownload, measureFirstDownload } from "./bytes-before-heading.ts";

const KB = 1024;
const RUNS = 3;
// Two thirds of what /playground loaded before its heading painted when the first download was cut (the
// provenance is in the bench's description, tests/bench/performance-page/benches.ts).
const PLAYGROUND_BUDGET_KB = 264.8;

interface SignedInPage {
  readonly path: string;
  readonly heading: string;
  readonly budgetKb?: number;
}

const PAGES: readonly SignedInPage[] = [
  { path: "/playground", heading: enUS.routes.PLAYGROUND_PAGE, budgetKb: PLAYGROUND_BUDGET_KB },
  { path: "/usage", heading: enUS.usageAnalytics.title },
];

export interface FirstDownloadResult {
  readonly figures: readonly PerformanceFigure[];
  /** The pages over their budget, as sentences. */
  readonly failures: readonly string[];
}

/**
 * What each signed-in page downloads before its heading is shown, RUNS first visits each (the median is judged:
 * a response that finishes in the same frame as the heading may fall either side of it), with the responses of
 * the median visit listed so a change in them can be traced to a file.
 */
export async function measureFirstDownloads(
  dashboardUrl: string,
  debuggingPort: number,
): Promise<FirstDownloadResult> {
  const figures: PerformanceFigure[] = [];
  const failures: string[] = [];
  for (const { path, heading, budgetKb } of PAGES) {
    const visits: FirstDownload[] = [];
    for (let run = 0; run < RUNS; run++) {
      visits.push(await measureFirstDownload(debuggingPort, `${dashboardUrl}${path}`, heading));
    }
    const medianKb = median(visits.map((visit) => visit.encodedBytes)) / KB;
    const medianVisit = visits.find((visit) => visit.encodedBytes / KB === medianKb) ?? visits[0];
    printVisit(path, medianVisit, visits);
    const name = `${path}: bytes before its heading paints, encoded, median of ${RUNS}`;
    figures.push({
      name,
      value: medianKb,
      unit: "KB",
      ...(budgetKb === undefined ? {} : { budget: budgetKb }),
    });
    if (budgetKb !== undefined && medianKb > budgetKb) {
      failures.push(`${path}: ${medianKb.toFixed(1)} KB before its heading paints, over ${budgetKb} KB`);
    }
  }
  return { figures, failures };
}

function printVisit(path: string, shown: FirstDownload | undefined, visits: readonly FirstDownload[]): void {
  const totals = visits.map((visit) => `${(visit.encodedBytes / KB).toFixed(1)} KB`).join(", ");
  console.info(`${path}: bytes before its heading paints, ${RUNS} first visits: ${totals}`);
  if (!shown) return;
  console.info(
    `  median visit: heading shown ${shown.headingPaintedMs.toFixed(0)} ms after the navigation began, ` +
      `${shown.responses.length} responses finished before it:`,
  );
  for (const response of [...shown.responses].sort((a, b) => b.encodedBytes - a.encodedBytes)) {
    console.info(`  ${(response.encodedBytes / KB).toFixed(1).padStart(7)} KB  ${response.path}`);
  }
}
