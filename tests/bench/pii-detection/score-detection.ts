import type { PiiEntity } from "../../../core/organization/pii-entities.ts";
import type { PiiFinding } from "../../../core/pii/detect-pii.ts";
import type { CorpusFormat, LabelledSpan, LabelledText } from "./pii-corpus.ts";

/**
 * A finding matches a labelled span when it is of the span's kind and covers it: it starts at or before the span
 * and ends at or after it, by at most this many characters (an exact span, or one taking a bracket or a letter
 * of an escape sequence with it). Wider findings redact more than the value: they count as misses and as false
 * findings both.
 */
export const COVER_SLACK = 2;

export function covers(finding: PiiFinding, span: LabelledSpan): boolean {
  return (
    finding.entity === span.entity &&
    finding.start <= span.start &&
    finding.end >= span.end &&
    span.start - finding.start + (finding.end - span.end) <= COVER_SLACK
  );
}

export interface Tally {
  labelled: number;
  found: number;
  findings: number;
  correct: number;
}

export interface Miss {
  readonly kind: "missed" | "false finding";
  readonly entity: PiiEntity;
  readonly form: string;
  readonly text: string;
  readonly value: string;
}

export interface DetectionScore {
  /** Per kind, and per kind and format: `${entity}` and `${entity} ${format}`. */
  readonly tallies: Map<string, Tally>;
  readonly misses: Miss[];
}

const empty = (): Tally => ({ labelled: 0, found: 0, findings: 0, correct: 0 });

/**
 * Recall of a kind: its labelled spans a finding covers, over its labelled spans. Precision of a kind: its findings
 * that cover a labelled span, over all its findings anywhere in the corpus (near-misses of other kinds included).
 */
export function scoreDetection(
  corpus: readonly LabelledText[],
  detect: (text: string) => readonly PiiFinding[],
): DetectionScore {
  const tallies = new Map<string, Tally>();
  const misses: Miss[] = [];
  const tally = (entity: PiiEntity, format: CorpusFormat, count: (tally: Tally) => void) => {
    for (const key of [entity, `${entity} ${format}`]) {
      const current = tallies.get(key) ?? empty();
      count(current);
      tallies.set(key, current);
    }
  };
  for (const item of corpus) {
    const findings = detect(item.text);
    for (const span of item.spans) {
      const found = findings.some((finding) => covers(finding, span));
      tally(span.entity, item.format, (counts) => {
        counts.labelled++;
        if (found) counts.found++;
      });
      if (!found)
        misses.push({
          kind: "missed",
          entity: span.entity,
          form: item.form,
          text: item.text,
          value: item.text.slice(span.start, span.end),
        });
    }
    for (const finding of findings) {
      const correct = item.spans.some((span) => covers(finding, span));
      tally(finding.entity, item.format, (counts) => {
        counts.findings++;
        if (correct) counts.correct++;
      });
      if (!correct)
        misses.push({
          kind: "false finding",
          entity: finding.entity,
          form: item.form,
          text: item.text,
          value: finding.value,
        });
    }
  }
  return { tallies, misses };
}

/** 1 when there was nothing to find (or nothing found): no evidence against the detector. */
export const recallOf = (tally: Tally) => (tally.labelled === 0 ? 1 : tally.found / tally.labelled);
export const precisionOf = (tally: Tally) => (tally.findings === 0 ? 1 : tally.correct / tally.findings);
