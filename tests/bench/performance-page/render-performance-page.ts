import type { PerformanceFigure, PerformanceRecord } from "../performance-page.ts";
import { BENCHES, type BenchDescription } from "./benches.ts";

const INTRODUCTION = `# Performance

Written by \`npm run performance-page\` from the figures each bench records when it runs
(\`test-results/performance/<bench>.json\`): do not edit it by hand. After running a bench, run
\`npm run performance-page\` to bring its section up to date. A figure with a budget is judged by its bench, which
exits non-zero when one is missed; the others are printed for information. Figures depend on the machine and on
what else runs on it, so each section says where and when it was measured.

How the benches fit among the other tests: [testing.md](testing.md).`;

/** docs/performance.md: a section per bench, with its latest record's figures or "not measured yet". */
export function renderPerformancePage(records: readonly PerformanceRecord[]): string {
  const sections = BENCHES.map((bench) =>
    section(
      bench,
      records.find((record) => record.bench === bench.name),
    ),
  );
  return `${[INTRODUCTION, ...sections].join("\n\n")}\n`;
}

function section(bench: BenchDescription, record: PerformanceRecord | undefined): string {
  const where = bench.inNpmTest ? "A step of `npm test`." : "Not a step of `npm test`: a documented command.";
  const heading = `## ${bench.title}\n\n${bench.measures} ${where}\n\nReproduce: \`${bench.command}\``;
  if (!record) return `${heading}\n\nNot measured yet.`;
  const rows = record.figures.map(
    (figure) =>
      `| ${cell(figure.name)} | ${measured(figure.value, figure.unit)} | ${budget(figure)} | ${verdict(figure)} |`,
  );
  return [
    heading,
    `Measured ${readableDate(record.measuredAt)} on ${record.machine}.`,
    ["| figure | measured | budget | verdict |", "|---|---:|---:|---|", ...rows].join("\n"),
  ].join("\n\n");
}

function measured(value: number, unit: string): string {
  return unit ? `${number(value)} ${unit}` : number(value);
}

function budget(figure: PerformanceFigure): string {
  if (figure.budget === undefined) return "";
  return `${figure.atLeast ? "≥" : "≤"} ${measured(figure.budget, figure.unit)}`;
}

function verdict(figure: PerformanceFigure): string {
  if (figure.budget === undefined) return "information";
  const within = figure.atLeast ? figure.value >= figure.budget : figure.value <= figure.budget;
  return within ? "within budget" : "**over budget**";
}

/** Two decimals under 10, one above: what run-to-run noise leaves meaningful. */
function number(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: Math.abs(value) < 10 ? 2 : 1 });
}

/** A table cell's text: trimmed, with its pipes escaped. */
function cell(text: string): string {
  return text.trim().replaceAll("|", "\\|");
}

function readableDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
