// `npm run test:mutation`: Stryker over core, judged by core's own tests (stryker.config.json). Incremental: the
// committed baseline (tests/mutation/stryker-incremental.json.gz) lets a run test only the mutants a change touched;
// `-- --force` tests every mutant again and is the run whose duration the 60-minute budget judges. Prints core's
// score and each rule group's, records them for docs/performance.md, rewrites the baseline to commit, and fails
// below the goals. With `-- --mutate <files>` it tests those files only, keeps its own baseline under test-results/
// and judges nothing.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";
import { recordPerformance } from "../bench/performance-page.ts";
import { announceVerdict } from "../bench/screens/budget-table.ts";
import { groupTally, type MutationReport, type MutationTally, scoreOf, tallyOf } from "./mutation-scores.ts";
import { CORE_GOAL, RULE_GROUP_GOAL, RULE_GROUPS } from "./rule-groups.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const REPORT = `${ROOT}test-results/mutation/mutation.json`;
// Stryker's incremental file holds every mutated and test file's source: about 17 MB of JSON, a twelfth of that
// compressed. Stryker reads and writes the plain file (stryker.config.json's incrementalFile); git keeps it gzipped.
const BASELINE = `${ROOT}tests/mutation/stryker-incremental.json.gz`;
const WORKING_BASELINE = `${ROOT}test-results/mutation/stryker-incremental.json`;
const SUBSET_BASELINE = "test-results/mutation/subset-incremental.json";
const WHOLE_RUN_BUDGET_MINUTES = 60;

const strykerArguments = process.argv.slice(2);
const subset = strykerArguments.some((argument) => argument.startsWith("--mutate"));
const wholeRun = strykerArguments.includes("--force") || !existsSync(BASELINE);

if (!subset && existsSync(BASELINE)) {
  mkdirSync(dirname(WORKING_BASELINE), { recursive: true });
  writeFileSync(WORKING_BASELINE, gunzipSync(readFileSync(BASELINE)));
}

const startedAt = performance.now();
const stryker = spawnSync(
  process.execPath,
  [
    "--import",
    "./tests/support/typescript6-compiler-api.mjs",
    "node_modules/@stryker-mutator/core/bin/stryker.js",
    "run",
    ...strykerArguments,
    // A subset's results would otherwise stand in the committed baseline as the whole of core's.
    ...(subset ? ["--incrementalFile", SUBSET_BASELINE] : []),
  ],
  { cwd: ROOT, stdio: "inherit" },
);
if (stryker.status !== 0) process.exit(stryker.status ?? 1);
const minutes = (performance.now() - startedAt) / 60_000;

const report = JSON.parse(readFileSync(REPORT, "utf8")) as MutationReport;
const rows: { name: string; tally: MutationTally; goal: number }[] = [
  { name: subset ? "the files mutated" : "core", tally: tallyOf(report, () => true), goal: CORE_GOAL },
  ...RULE_GROUPS.map((group) => ({
    name: group.name,
    tally: groupTally(report, group),
    goal: RULE_GROUP_GOAL,
  })),
].filter((row) => scoreOf(row.tally) !== null);

console.info(
  `\n${"rules".padEnd(40)} ${"score".padStart(7)} ${"goal".padStart(6)}  detected / counted, ignored`,
);
const misses: string[] = [];
for (const { name, tally, goal } of rows) {
  const score = scoreOf(tally) ?? 0;
  const counted = tally.detected + tally.undetected;
  console.info(
    `${name.padEnd(40)} ${`${score.toFixed(2)} %`.padStart(7)} ${`≥ ${goal}`.padStart(6)}  ` +
      `${tally.detected} / ${counted}, ${tally.ignored} marked equivalent`,
  );
  if (score < goal) misses.push(`${name}: ${score.toFixed(2)} % < ${goal} %`);
}
const judgedWholeRun = wholeRun && !subset;
console.info(
  `${subset ? "this run" : wholeRun ? "whole run" : "incremental run"}: ${minutes.toFixed(1)} min` +
    (judgedWholeRun ? ` (budget ${WHOLE_RUN_BUDGET_MINUTES} min)` : ""),
);
if (subset) process.exit(0);
writeFileSync(BASELINE, gzipSync(readFileSync(WORKING_BASELINE), { level: 9 }));
console.info("baseline written to tests/mutation/stryker-incremental.json.gz: commit it with the change");

if (wholeRun && minutes > WHOLE_RUN_BUDGET_MINUTES)
  misses.push(`whole run: ${minutes.toFixed(1)} min > ${WHOLE_RUN_BUDGET_MINUTES} min`);
await recordPerformance("mutation-testing", [
  ...rows.map(({ name, tally, goal }) => ({
    name: `${name} score`,
    value: scoreOf(tally) ?? 0,
    unit: "%",
    budget: goal,
    atLeast: true,
  })),
  wholeRun
    ? { name: "whole run over core", value: minutes, unit: "min", budget: WHOLE_RUN_BUDGET_MINUTES }
    : { name: "incremental run (the rest reused from the baseline)", value: minutes, unit: "min" },
]);
process.exitCode = announceVerdict(misses, startedAt);
