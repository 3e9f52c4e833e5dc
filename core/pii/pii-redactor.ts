import { PiiHandling } from "../organization/pii-handling.ts";
import { detectPii } from "./detect-pii.ts";

/**
 * Applies a department's PII handling to the texts of one request. Block PII (ANONYMIZE) replaces each value by
 * its kind, `<EMAIL_ADDRESS>`; Mask PII (PSEUDONYMIZE) by a numbered placeholder, `<EMAIL_ADDRESS_1>`, the same
 * for the same value everywhere in the request, so the model can still tell two people's addresses apart.
 */
export class PiiRedactor {
  private readonly pseudonyms = new Map<string, string>();
  private readonly counts = new Map<string, number>();
  /** Values redacted of each kind, in the order the kinds were first met. */
  private readonly redacted = new Map<string, number>();

  constructor(
    private readonly handling: PiiHandling,
    /** The kinds to look for; empty: every kind the detector knows. */
    private readonly entities: readonly string[] = [],
  ) {}

  redact(text: string): string {
    if (this.handling === PiiHandling.NONE) return text;
    let result = "";
    let from = 0;
    for (const finding of detectPii(text, this.entities)) {
      this.redacted.set(finding.entity, (this.redacted.get(finding.entity) ?? 0) + 1);
      result += text.slice(from, finding.start) + this.placeholderFor(finding.entity, finding.value);
      from = finding.end;
    }
    return result + text.slice(from);
  }

  /** The kinds of personal data redacted so far, in the order first met. */
  get foundEntities(): readonly string[] {
    return [...this.redacted.keys()];
  }

  /**
   * How many values of each kind were redacted so far, every occurrence counted (a value met twice counts twice),
   * `{}` when none were; null when the handling is none: nothing was looked for. What the request log keeps.
   */
  get redactionCounts(): Readonly<Record<string, number>> | null {
    if (this.handling === PiiHandling.NONE) return null;
    return Object.fromEntries(this.redacted);
  }

  private placeholderFor(entity: string, value: string): string {
    if (this.handling === PiiHandling.ANONYMIZE) return `<${entity}>`;
    const key = `${entity}\u0000${value}`;
    const known = this.pseudonyms.get(key);
    if (known) return known;
    const number = (this.counts.get(entity) ?? 0) + 1;
    this.counts.set(entity, number);
    const placeholder = `<${entity}_${number}>`;
    this.pseudonyms.set(key, placeholder);
    return placeholder;
  }
}
