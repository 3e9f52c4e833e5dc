import type { TextRange } from "../../core/docs/doc-search.ts";

/** A text with the given ranges marked (`<mark>`), as search results show the words that matched. */
export function HighlightedText({
  text,
  ranges,
}: {
  readonly text: string;
  readonly ranges: readonly TextRange[];
}) {
  const parts: { text: string; marked: boolean; at: number }[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start > at) parts.push({ text: text.slice(at, range.start), marked: false, at });
    parts.push({ text: text.slice(range.start, range.end), marked: true, at: range.start });
    at = range.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false, at });
  return (
    <>
      {parts.map((part) =>
        part.marked ? <mark key={part.at}>{part.text}</mark> : <span key={part.at}>{part.text}</span>,
      )}
    </>
  );
}
