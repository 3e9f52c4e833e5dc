import {
  BehaviorSubject,
  catchError,
  from,
  type Observable,
  of,
  Subject,
  type Subscription,
  switchMap,
} from "rxjs";
import type { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import { INVOICE_PAGE_SIZE, type InvoicePage } from "../../core/billing/invoice-page.entity.ts";
import { messagesToReport } from "../../core/errors/reportable-failure.ts";
import { INITIAL_INVOICES_STATE, type InvoicesState } from "./invoices.state.ts";
import { afterOfSearch, searchOfAfter } from "./invoices-address.ts";
import { listedInvoice } from "./listed-invoice.ts";

/** How many pages an address naming an unknown page may read to find it: years of monthly invoices. */
const MAX_PAGES_WALKED = 50;

export interface InvoicesDependencies {
  readonly gateway: Pick<BillingGateway, "listInvoices">;
  /** Shows the invoices for another address query (the router's navigate); `replace` adds no history entry. */
  readonly showSearch: (search: string, replace: boolean) => void;
}

/** A page to read: after which invoice it starts, and the cursors of the pages before it when they are known. */
interface Request {
  readonly after: string | undefined;
  readonly trail: readonly string[] | null;
}

/** A page read, with the cursors of the pages before it; `stale` when the address named no invoice found. */
interface Shown {
  readonly trail: readonly string[];
  readonly page: InvoicePage;
  readonly stale?: boolean;
}

type Outcome = Shown | { readonly failure: readonly string[] };

/**
 * The invoices, a page at a time, newest first. The gateway pages forward only (startingAfter), so the view model
 * keeps the trail of cursors that led to the page shown: Previous goes one back, the page number is the trail's
 * length plus one. The address holds the page (`?after=<id>`), so a reload, a shared link and the back button show
 * it too; an address whose trail is not known (a fresh page) is found by reading forward from the newest page.
 */
export class InvoicesViewModel {
  private readonly state = new BehaviorSubject<InvoicesState>(INITIAL_INVOICES_STATE);
  private readonly requests = new Subject<Request>();
  private readonly subscription: Subscription;
  /** The cursor the page shown (or being read) starts after; undefined for the newest page. */
  private after: string | undefined;
  private shown: Shown = { trail: [], page: { data: [], hasMore: false } };
  readonly state$: Observable<InvoicesState> = this.state.asObservable();

  constructor(
    private readonly deps: InvoicesDependencies,
    search: string,
  ) {
    // A newer page asked for wins: the answer for an older one is dropped.
    this.subscription = this.requests
      .pipe(
        switchMap((request) =>
          from(this.read(request)).pipe(
            catchError((error: unknown) => of({ failure: messagesToReport(error) ?? [] })),
          ),
        ),
      )
      .subscribe((outcome) => this.apply(outcome));
    this.after = afterOfSearch(search);
    this.request(this.after === undefined ? [] : null);
  }

  current(): InvoicesState {
    return this.state.value;
  }

  /** The address changed (Next, Previous, a link followed, back or forward): shows the page it names. */
  showAddress(search: string): void {
    const after = afterOfSearch(search);
    if (after === this.after && this.state.value.status !== "failed") return;
    this.after = after;
    this.request(this.knownTrail(after));
  }

  /** Asks for the address of the next (older) page. */
  next(): void {
    const last = this.shown.page.data.at(-1);
    if (this.state.value.status !== "ready" || !this.state.value.hasNext || !last) return;
    this.deps.showSearch(searchOfAfter(last.id), false);
  }

  /** Asks for the address of the previous (newer) page. */
  previous(): void {
    const { trail } = this.shown;
    if (this.state.value.status !== "ready" || trail.length === 0) return;
    this.deps.showSearch(searchOfAfter(trail.at(-2)), false);
  }

  /** Reads the page again after it failed. */
  retry(): void {
    if (this.state.value.status === "failed") this.request(this.knownTrail(this.after));
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.requests.complete();
    this.state.complete();
  }

  private request(trail: readonly string[] | null): void {
    this.patch({ status: "loading", failure: [] });
    this.requests.next({ after: this.after, trail });
  }

  /** The cursors before the page starting after `after`, when the page shown tells them; null when it does not. */
  private knownTrail(after: string | undefined): readonly string[] | null {
    if (after === undefined) return [];
    const { trail, page } = this.shown;
    const index = trail.indexOf(after);
    if (index >= 0) return trail.slice(0, index + 1);
    return page.hasMore && page.data.at(-1)?.id === after ? [...trail, after] : null;
  }

  private async read({ after, trail }: Request): Promise<Shown> {
    if (trail) return { trail, page: await this.page(after) };
    return this.locate(after);
  }

  /** Reads forward from the newest page to the one starting after `after`, noting the cursors on the way. */
  private async locate(after: string | undefined): Promise<Shown> {
    const trail: string[] = [];
    let newest: InvoicePage | undefined;
    let startingAfter: string | undefined;
    for (let read = 0; read < MAX_PAGES_WALKED; read++) {
      const page = await this.page(startingAfter);
      newest ??= page;
      if (page.data.some((invoice) => invoice.id === after)) {
        return { trail: [...trail, after as string], page: await this.page(after) };
      }
      const last = page.data.at(-1);
      if (!page.hasMore || !last) break;
      trail.push(last.id);
      startingAfter = last.id;
    }
    return { trail: [], page: newest ?? (await this.page(undefined)), stale: true };
  }

  private page(startingAfter: string | undefined): Promise<InvoicePage> {
    return this.deps.gateway.listInvoices({ limit: INVOICE_PAGE_SIZE, startingAfter });
  }

  private apply(outcome: Outcome): void {
    if ("failure" in outcome) {
      this.patch({
        status: "failed",
        failure: outcome.failure,
        invoices: [],
        hasPrevious: false,
        hasNext: false,
      });
      return;
    }
    this.shown = outcome;
    const { trail, page } = outcome;
    this.patch({
      status: "ready",
      invoices: page.data.map(listedInvoice),
      pageNumber: trail.length + 1,
      hasPrevious: trail.length > 0,
      hasNext: page.hasMore && page.data.length > 0,
    });
    if (outcome.stale) {
      // The address named an invoice that is not there (a hand-edited link): it now shows the newest page.
      this.after = undefined;
      this.deps.showSearch("", true);
    }
  }

  private patch(change: Partial<InvoicesState>): void {
    if (!this.state.closed) this.state.next({ ...this.state.value, ...change });
  }
}
