const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Splits Markdown into blocks that render alike apart and together: at blank lines outside fenced code, where the
 * next line starts at the margin (an indented one continues a list item). A reply being streamed then renders
 * again only its last block as it grows, not the whole answer on every frame.
 */
export function markdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let afterBlankLine = false;
  for (const line of markdown.split("\n")) {
    if (fence === null && line.trim() === "") {
      afterBlankLine = current.length > 0;
      current.push(line);
      continue;
    }
    if (fence === null && afterBlankLine && !/^\s/.test(line)) {
      blocks.push(withoutTrailingBlankLines(current));
      current = [];
    }
    afterBlankLine = false;
    current.push(line);
    fence = nextFence(fence, line);
  }
  const last = withoutTrailingBlankLines(current);
  if (last.trim() !== "") blocks.push(last);
  return blocks;
}

/** The fence open after this line: a fence opens with three or more ` or ~ and closes with at least as many. */
function nextFence(open: string | null, line: string): string | null {
  const marker = FENCE.exec(line)?.[1];
  if (open === null) return marker ?? null;
  const closes = marker !== undefined && marker[0] === open[0] && marker.length >= open.length;
  return closes && line.trim() === marker ? null : open;
}

function withoutTrailingBlankLines(lines: readonly string[]): string {
  return lines.join("\n").replace(/\n\s*$/, "");
}
