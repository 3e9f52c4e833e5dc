import { token } from "../wiring/token.ts";
/**
 * Turns untrusted Markdown (a model's answer) into HTML that is safe to insert: headings, lists, code, quotes,
 * tables and links; no raw HTML, no images (their alt text at most), links only to http(s) or mailto, opened in
 * a new tab without a handle on the dashboard.
 */
export interface MarkdownRenderer {
  render(markdown: string): string;
}

export const MarkdownRenderer = token<MarkdownRenderer>("MarkdownRenderer");

/**
 * Loads the renderer when it is first needed: only the playground shows Markdown, so the browser keeps the
 * parser and the sanitizer out of the other screens' downloads.
 */
export type LoadMarkdownRenderer = () => Promise<MarkdownRenderer>;

export const LoadMarkdownRenderer = token<LoadMarkdownRenderer>("LoadMarkdownRenderer");
