import type { PiiEntity } from "../../../core/organization/pii-entities.ts";
import type { CorpusFormat } from "./pii-corpus.ts";
import { type DetectionScore, precisionOf, recallOf, type Tally } from "./score-detection.ts";

const MISSES_SHOWN = Number(process.env.PII_MISSES_SHOWN ?? 8);

/** A table of recall and precision per kind, then per kind and format; then some misses of each kind. */
export function printScores(
  score: DetectionScore,
  entities: readonly PiiEntity[],
  formats: readonly CorpusFormat[],
): void {
  console.info(
    `\n${"kind".padEnd(22)} ${"format".padEnd(6)} ${"labelled".padStart(8)} ${"recall".padStart(8)} ${"findings".padStart(8)} ${"precision".padStart(9)}`,
  );
  for (const entity of entities) {
    for (const format of [null, ...formats]) {
      const tally = score.tallies.get(format ? `${entity} ${format}` : entity);
      if (tally) console.info(row(format ? "" : entity, format ?? "all", tally));
    }
  }
  for (const entity of entities) {
    const ofKind = score.misses.filter((miss) => miss.entity === entity);
    for (const miss of ofKind.slice(0, MISSES_SHOWN))
      console.info(
        `${miss.kind} ${entity} [${miss.form}] ${JSON.stringify(miss.value)} in ${JSON.stringify(miss.text.slice(0, 160))}`,
      );
    if (ofKind.length > MISSES_SHOWN) console.info(`… and ${ofKind.length - MISSES_SHOWN} more of ${entity}`);
  }
}

function row(entity: string, format: string, tally: Tally): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  return `${entity.padEnd(22)} ${format.padEnd(6)} ${String(tally.labelled).padStart(8)} ${percent(recallOf(tally)).padStart(8)} ${String(tally.findings).padStart(8)} ${percent(precisionOf(tally)).padStart(9)}`;
}
