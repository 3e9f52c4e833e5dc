/** Makes untrusted HTML safe to show: no script, no event handler attribute, no javascript: URL survives. */
export interface HtmlSanitizer {
  sanitize(html: string): string;
}

export const HtmlSanitizer = Symbol.for("HtmlSanitizer");
