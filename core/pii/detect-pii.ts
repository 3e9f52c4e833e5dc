import type { PiiEntity } from "../organization/pii-entities.ts";
import { PII_DETECTORS } from "./pii-detectors.ts";

/** A piece of personal data found in a text: [start, end) of the text. */
export interface PiiFinding {
  readonly entity: PiiEntity;
  readonly start: number;
  readonly end: number;
  readonly value: string;
}

/**
 * The personal data in a text, in reading order and never overlapping, of the kinds asked for (all kinds the
 * detector knows when `entities` is empty).
 */
export function detectPii(text: string, entities: readonly string[] = []): PiiFinding[] {
  const wanted = entities.length > 0 ? new Set(entities) : null;
  const searched = withoutEscapes(text);
  const kept: PiiFinding[] = [];
  for (const detector of PII_DETECTORS) {
    if (wanted && !wanted.has(detector.entity)) continue;
    for (const match of searched.matchAll(detector.pattern)) {
      if (detector.accepts && !detector.accepts(match)) continue;
      const finding = { entity: detector.entity, start: match.index, end: match.index + match[0].length };
      if (kept.some((other) => finding.start < other.end && other.start < finding.end)) continue;
      kept.push({ ...finding, value: text.slice(finding.start, finding.end) });
    }
  }
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * The text with JSON escape sequences blanked out, at the same length: in a JSON string (tool arguments, a
 * document pasted into a prompt) `\nada@example.com` holds the address `ada@example.com`, not `nada@…`; escaped
 * twice (`\\n`) in tool arguments, which are a JSON string inside JSON. Every backslash is blanked, with the
 * character it escapes.
 */
function withoutEscapes(text: string): string {
  return text.replace(/\\(?:[nrtbf"/]|u[0-9A-Fa-f]{4})?/g, (sequence) => " ".repeat(sequence.length));
}
