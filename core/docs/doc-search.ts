import { foldedText } from "../text/folded-text.ts";
import type { DocOutline, DocSection } from "./doc-outline.ts";

/** A page as search reads it. */
export interface SearchablePage {
  readonly slug: string;
  readonly outline: DocOutline;
}

/** Where a match sits in a text: `start` inclusive, `end` exclusive, in UTF-16 units. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

/** A section that has every word searched for, with the words around the first match. */
export interface DocSearchHit {
  readonly page: string;
  readonly pageTitle: string;
  readonly heading: string;
  readonly headingSlug: string;
  readonly headingMatches: readonly TextRange[];
  /** About a line of the section around the first match, with "…" where it was cut. */
  readonly snippet: string;
  readonly snippetMatches: readonly TextRange[];
  readonly score: number;
}

/** How many hits a search shows: a short list people can move through with the arrow keys. */
const DOC_SEARCH_LIMIT = 8;
const SNIPPET_LENGTH = 160;
/** How much of the snippet comes before its first match. */
const SNIPPET_LEAD = 50;
const ELLIPSIS = "…";

interface Candidate {
  readonly hit: DocSearchHit;
  readonly order: number;
}

/**
 * The sections that hold every word of the query, best first: a word in a section's heading counts most, a word
 * in the page title some, each use in the text (up to five) a little, the whole query as typed a bonus. Ties keep
 * the documentation's own order. An empty query finds nothing.
 */
export function searchDocs(
  pages: readonly SearchablePage[],
  query: string,
  limit = DOC_SEARCH_LIMIT,
): DocSearchHit[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const phrase = terms.length > 1 ? foldedText(query.trim().replace(/\s+/g, " ")) : null;
  const candidates: Candidate[] = [];
  for (const page of pages) {
    const title = foldedText(page.outline.title);
    for (const section of page.outline.sections) {
      const hit = sectionHit(page, section, title, terms, phrase);
      if (hit) candidates.push({ hit, order: candidates.length });
    }
  }
  return candidates
    .sort((a, b) => b.hit.score - a.hit.score || a.order - b.order)
    .slice(0, limit)
    .map(({ hit }) => hit);
}

function sectionHit(
  page: SearchablePage,
  section: DocSection,
  title: string,
  terms: readonly string[],
  phrase: string | null,
): DocSearchHit | null {
  const heading = foldedText(section.heading.text);
  const body = section.text.replace(/\s+/g, " ");
  const foldedBody = foldedText(body);
  let score = 0;
  for (const term of terms) {
    const inHeading = heading.includes(term);
    const inTitle = title.includes(term);
    const uses = occurrences(foldedBody, term);
    if (!inHeading && !inTitle && uses.length === 0) return null;
    if (inHeading) score += startsAWord(heading, term) ? 12 : 8;
    if (inTitle) score += 3;
    score += Math.min(uses.length, 5);
    if (uses.some((at) => isWordStart(foldedBody, at))) score += 1;
  }
  if (phrase !== null) {
    if (heading.includes(phrase)) score += 10;
    if (foldedBody.includes(phrase)) score += 4;
  }
  const snippet = snippetOf(body, foldedBody, terms, phrase);
  return {
    page: page.slug,
    pageTitle: page.outline.title,
    heading: section.heading.text,
    headingSlug: section.heading.slug,
    headingMatches: matchesIn(heading, phrase === null ? terms : [...terms, phrase]),
    snippet: snippet.text,
    snippetMatches: snippet.matches,
    score,
  };
}

function snippetOf(
  body: string,
  foldedBody: string,
  terms: readonly string[],
  phrase: string | null,
): { text: string; matches: TextRange[] } {
  const phraseAt = phrase === null ? -1 : foldedBody.indexOf(phrase);
  const firstUse = Math.min(
    ...terms.map((term) => foldedBody.indexOf(term)).filter((at) => at >= 0),
    Number.POSITIVE_INFINITY,
  );
  const anchor = phraseAt >= 0 ? phraseAt : Number.isFinite(firstUse) ? firstUse : 0;
  let start = Math.max(0, anchor - SNIPPET_LEAD);
  if (start > 0) start = wordBoundaryAfter(body, start, anchor);
  let end = Math.min(body.length, start + SNIPPET_LENGTH);
  if (end < body.length) end = wordBoundaryBefore(body, end, start);
  const prefix = start > 0 ? ELLIPSIS : "";
  const suffix = end < body.length ? ELLIPSIS : "";
  const matches = matchesIn(foldedBody.slice(start, end), phrase === null ? terms : [...terms, phrase]).map(
    (range) => ({
      start: range.start + prefix.length,
      end: range.end + prefix.length,
    }),
  );
  return { text: `${prefix}${body.slice(start, end).trim()}${suffix}`, matches };
}

/** Every place a term (or the whole query) is used, merged where they overlap, in reading order. */
function matchesIn(folded: string, terms: readonly string[]): TextRange[] {
  const ranges = terms
    .flatMap((term) => occurrences(folded, term).map((start) => ({ start, end: start + term.length })))
    .sort((a, b) => a.start - b.start);
  const merged: TextRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end)
      merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, range.end) };
    else merged.push(range);
  }
  return merged;
}

function occurrences(text: string, term: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + term.length)) found.push(at);
  return found;
}

function startsAWord(text: string, term: string): boolean {
  return occurrences(text, term).some((at) => isWordStart(text, at));
}

/** A text's first character starts a word too: charAt(-1) is empty. */
function isWordStart(text: string, at: number): boolean {
  return !/[\p{L}\p{N}]/u.test(text.charAt(at - 1));
}

/** The first word start at or after `from`, never past `limit`. */
function wordBoundaryAfter(text: string, from: number, limit: number): number {
  for (let at = from; at < limit; at++) if (text.charAt(at - 1) === " ") return at;
  return from;
}

/** The last space at or before `from`, never before `floor`. */
function wordBoundaryBefore(text: string, from: number, floor: number): number {
  const space = text.lastIndexOf(" ", from);
  return space > floor ? space : from;
}

/** The words of a search, folded, each once, in the order typed. */
function searchTerms(query: string): string[] {
  return [
    ...new Set(
      foldedText(query)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}
