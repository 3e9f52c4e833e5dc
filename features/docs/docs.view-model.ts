import { BehaviorSubject, type Observable } from "rxjs";
import { outlineOf } from "../../core/docs/doc-outline.ts";
import { type SearchablePage, searchDocs } from "../../core/docs/doc-search.ts";
import { type DocsAddress, docsAddress } from "../../core/docs/docs-address.ts";
import type { DocsState, ShownDocPage } from "./docs.state.ts";

/** A page of the documentation as written: its slug (its address) and its Markdown. */
export interface DocSource {
  readonly slug: string;
  readonly markdown: string;
}

export interface DocsDependencies {
  /** Every page, in reading order; the first is shown when the address names none. */
  readonly pages: readonly DocSource[];
  /** Moves to another address of the app (the router's navigate). */
  readonly navigate: (path: string) => void;
}

/**
 * The product documentation: the page and heading the address names, and a search over every page whose hits are
 * chosen with the arrow keys and opened with Enter (which moves the address to the hit's page and heading).
 */
export class DocsViewModel {
  private readonly shown: readonly ShownDocPage[];
  private readonly searchable: readonly SearchablePage[];
  private readonly state: BehaviorSubject<DocsState>;
  private disposed = false;
  readonly state$: Observable<DocsState>;

  constructor(
    private readonly deps: DocsDependencies,
    address: DocsAddress,
  ) {
    if (deps.pages.length === 0) throw new Error("The documentation has no page");
    const outlined = deps.pages.map((page) => ({ ...page, outline: outlineOf(page.markdown, page.slug) }));
    this.searchable = outlined;
    this.shown = outlined.map(({ slug, markdown, outline }) => ({
      slug,
      title: outline.title,
      markdown,
      headings: outline.headings,
    }));
    this.state = new BehaviorSubject<DocsState>({
      pages: this.shown.map(({ slug, title }) => ({ slug, title })),
      ...this.placeOf(address),
      query: "",
      hits: [],
      activeHit: -1,
    });
    this.state$ = this.state.asObservable();
  }

  current(): DocsState {
    return this.state.value;
  }

  /** Shows what a new address asks for (a followed link, back or forward). */
  show(address: DocsAddress): void {
    this.patch(this.placeOf(address));
  }

  /** Searches every page as the person types. */
  search(query: string): void {
    this.patch({ query, hits: searchDocs(this.searchable, query), activeHit: -1 });
  }

  /** Moves the chosen hit down (1) or up (-1), going round at either end. */
  moveActiveHit(step: 1 | -1): void {
    const { hits, activeHit } = this.state.value;
    if (hits.length === 0) return;
    const from = activeHit < 0 ? (step > 0 ? -1 : 0) : activeHit;
    this.patch({ activeHit: (from + step + hits.length) % hits.length });
  }

  /** Opens a hit (the chosen one, else the first) at its heading, and closes the search. */
  openHit(index = this.state.value.activeHit): void {
    const { hits } = this.state.value;
    const hit = hits[index < 0 ? 0 : index];
    if (!hit) return;
    this.clearSearch();
    this.deps.navigate(docsAddress(hit.page, hit.headingSlug));
  }

  clearSearch(): void {
    this.patch({ query: "", hits: [], activeHit: -1 });
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private placeOf(address: DocsAddress): Pick<DocsState, "page" | "heading" | "unknownPage"> {
    const asked = this.shown.find((page) => page.slug === address.page);
    const page = asked ?? (this.shown[0] as ShownDocPage);
    const known = asked !== undefined && page.headings.some((heading) => heading.slug === address.heading);
    return {
      page,
      heading: known ? address.heading : null,
      unknownPage: address.page !== null && asked === undefined ? address.page : null,
    };
  }

  private patch(change: Partial<DocsState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}
