import type { DocHeading } from "../../core/docs/doc-outline.ts";
import type { DocSearchHit } from "../../core/docs/doc-search.ts";

/** A page as the list of pages names it. */
export interface DocsPageEntry {
  readonly slug: string;
  readonly title: string;
}

/** The page on screen: its Markdown and its headings, in the order the renderer writes them. */
export interface ShownDocPage extends DocsPageEntry {
  readonly markdown: string;
  readonly headings: readonly DocHeading[];
}

export interface DocsState {
  readonly pages: readonly DocsPageEntry[];
  readonly page: ShownDocPage;
  /** The heading the address asks for; null for the top of the page. */
  readonly heading: string | null;
  /** A page the address asked for that does not exist (the first page is shown instead); null otherwise. */
  readonly unknownPage: string | null;
  readonly query: string;
  readonly hits: readonly DocSearchHit[];
  /** The hit Enter opens, moved with the arrow keys; -1 when none is chosen yet. */
  readonly activeHit: number;
}
