/** The documentation page on screen: its title, and the heading brought into view (null at the top). */
export interface ShownDocumentation {
  readonly title: string;
  readonly heading: string | null;
}

/** What a person can do on the documentation pages, in words of the product; both worlds implement it. */
export interface DocsDriver {
  /** Opens the documentation (anyone may), at a page and a heading (by slug) when given. */
  open(page?: string, heading?: string): Promise<void>;
  /** Types a search; the hits as shown, best first: "Page title › Heading" ("Page title" for a page's top). */
  search(query: string): Promise<readonly string[]>;
  /** Moves down the hits with the arrow keys to the one at this position (1 for the first) and presses Enter. */
  openHitWithKeyboard(position: number): Promise<void>;
  shownPage(): Promise<ShownDocumentation>;
  /** The table of contents of the page shown, top to bottom. */
  tableOfContents(): Promise<readonly string[]>;
  /** The sections of a legal page (the terms at /tos, the privacy policy at /privacy-policy), once opened. */
  legalSections(): Promise<readonly string[]>;
}
