/**
 * Rendered Markdown with every heading one level lower (h1 → h2 … h5 → h6), so a document's own title sits under
 * the page's single h1. Only the renderer's bare heading tags are rewritten; nothing else of the HTML changes.
 */
export function demotedHeadings(html: string): string {
  return html.replace(
    /<(\/?)h([1-5])>/g,
    (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}>`,
  );
}

/** The Markdown without its first level-1 heading line, for pages whose title the page header already shows. */
export function withoutTitle(markdown: string): string {
  return markdown.replace(/^\s*# [^\n]*\n?/, "");
}
