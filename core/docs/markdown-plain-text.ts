/**
 * The words of one line of Markdown as a reader sees them: links and images give their text, emphasis and code
 * marks go, block markers (quote, list, table pipes) go. Good enough for headings and search, not a renderer.
 */
export function markdownPlainText(line: string): string {
  return (
    line
      .replace(/^\s{0,3}(?:>\s?)+/, "")
      // One space after a task box is enough to tell it: any more are collapsed below.
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s)?/, "")
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/`+([^`]*)`+/g, "$1")
      .replace(/(\*\*|__)(.+?)\1/g, "$2")
      .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, "$1$2")
      .replace(/~~(.+?)~~/g, "$1")
      .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, "$1")
      .replace(/\s*\|\s*/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}
