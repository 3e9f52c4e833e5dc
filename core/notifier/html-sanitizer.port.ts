import { token } from "../wiring/token.ts";
/** Makes untrusted HTML safe to show: no script, no event handler attribute, no javascript: URL survives. */
export interface HtmlSanitizer {
  sanitize(html: string): string;
}

export const HtmlSanitizer = token<HtmlSanitizer>("HtmlSanitizer");

/**
 * Loads the sanitizer when it is first needed: nothing on the first screen shows untrusted HTML, so the browser
 * keeps it out of the initial download.
 */
export type LoadHtmlSanitizer = () => Promise<HtmlSanitizer>;

export const LoadHtmlSanitizer = token<LoadHtmlSanitizer>("LoadHtmlSanitizer");
