// Scores the PII detectors (core's detectPii, every kind looked for, as a department with an empty PII list asks)
// on a labelled corpus generated in code: per kind, recall and precision, by format; fails below the goals.
// With --write it also updates core/pii/pii-detection-quality.json, the figures the PII list and the docs show.
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PII_ENTITIES } from "../../core/organization/pii-entities.ts";
import { detectPii } from "../../core/pii/detect-pii.ts";
import type { PiiDetectionQuality } from "../../core/pii/pii-detection-quality.ts";
import { recordPerformance } from "./performance-page.ts";
import { FORMATS, piiCorpus } from "./pii-detection/pii-corpus.ts";
import { printScores } from "./pii-detection/print-scores.ts";
import { precisionOf, recallOf, scoreDetection } from "./pii-detection/score-detection.ts";
import { announceVerdict } from "./screens/budget-table.ts";

const PER_KIND = Number(process.env.PII_CORPUS_PER_KIND ?? 510);
const RECALL_GOAL = 0.98;
const PRECISION_GOAL = 0.95;
const QUALITY_FILE = fileURLToPath(new URL("../../core/pii/pii-detection-quality.json", import.meta.url));

const startedAt = performance.now();
const corpus = piiCorpus(PER_KIND);
console.info(
  `PII detection on ${corpus.length} labelled texts: ${PER_KIND} holding a value and ${PER_KIND} near-misses ` +
    `per kind, in ${FORMATS.join(", ")}`,
);
const score = scoreDetection(corpus, (text) => detectPii(text));
printScores(score, PII_ENTITIES, FORMATS);

const misses: string[] = [];
const entities: Record<string, { recall: number; precision: number }> = {};
for (const entity of PII_ENTITIES) {
  const tally = score.tallies.get(entity);
  if (!tally) continue;
  const recall = recallOf(tally);
  const precision = precisionOf(tally);
  entities[entity] = { recall: round(recall), precision: round(precision) };
  if (recall < RECALL_GOAL) misses.push(`${entity} recall ${percent(recall)} < ${percent(RECALL_GOAL)}`);
  if (precision < PRECISION_GOAL)
    misses.push(`${entity} precision ${percent(precision)} < ${percent(PRECISION_GOAL)}`);
}

if (process.argv.includes("--write")) {
  const quality: PiiDetectionQuality = {
    measuredOn: new Date().toISOString().slice(0, 10),
    corpus: { valuesPerKind: PER_KIND, nearMissesPerKind: PER_KIND, formats: [...FORMATS] },
    goals: { recall: RECALL_GOAL, precision: PRECISION_GOAL },
    entities,
  };
  await writeFile(QUALITY_FILE, `${JSON.stringify(quality, null, 2)}\n`);
  // Formatted as the linter wants it, so a run with --write leaves `npm run lint` clean.
  execFileSync("npx", ["biome", "format", "--write", QUALITY_FILE], { stdio: "ignore" });
  console.info("written: core/pii/pii-detection-quality.json");
}
await recordPerformance(
  "pii-detection",
  Object.entries(entities).flatMap(([entity, { recall, precision }]) => [
    { name: `${entity} recall`, value: recall * 100, unit: "%", budget: RECALL_GOAL * 100, atLeast: true },
    {
      name: `${entity} precision`,
      value: precision * 100,
      unit: "%",
      budget: PRECISION_GOAL * 100,
      atLeast: true,
    },
  ]),
);
process.exit(announceVerdict(misses, startedAt));

function round(share: number): number {
  return Math.round(share * 10000) / 10000;
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}
