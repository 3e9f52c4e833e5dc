import { BehaviorSubject, type Observable, Subject, type Subscription, switchMap } from "rxjs";
import type { Notifier } from "../../core/notifier/notifier.port.ts";
import { type FailedLoad, loadReportingFailure } from "../../core/notifier/reported-task.ts";
import type {
  UsageBreakdownBy,
  UsageBreakdownJson,
  UsageSeriesJson,
} from "../../core/usage-analytics/usage-analytics-json.ts";
import { type UsageHeadline, usageHeadlineOf } from "../../core/usage-analytics/usage-headline.ts";
import type { UsageRangeView } from "../../core/usage-analytics/usage-range-view.ts";

/** How a Usage view's address reads and writes its view: the range and whatever else the screen filters by. */
export interface UsageViewAddress<View extends UsageRangeView> {
  /** The view an address query asks for, always one the gateway answers (defaults relative to today). */
  viewOf(search: string, today: Date): View;
  /** The address query of a view, always written the same way. */
  searchOf(view: View): string;
  /** The view with some of it changed, kept within the gateway's limits. */
  changed(view: View, change: Partial<View>): View;
}

/** What one view loads: its series, and each of its breakdowns. */
export interface UsageAnalyticsLoad<By extends UsageBreakdownBy> {
  readonly series: UsageSeriesJson;
  readonly breakdowns: Readonly<Record<By, UsageBreakdownJson>>;
}

export interface UsageAnalyticsState<View extends UsageRangeView, By extends UsageBreakdownBy> {
  /** `loading` also while a new view loads (what was shown stays until it arrives). */
  readonly status: "loading" | "ready" | "failed";
  /** The address query last shown, as given. */
  readonly address: string;
  /** The view shown (or being loaded). */
  readonly view: View;
  readonly series: UsageSeriesJson | null;
  /** The range's figures; null until a series arrived. */
  readonly headline: UsageHeadline | null;
  readonly breakdowns: Readonly<Record<By, UsageBreakdownJson>> | null;
}

export interface UsageAnalyticsDependencies<View extends UsageRangeView, By extends UsageBreakdownBy> {
  readonly address: UsageViewAddress<View>;
  /** Fetches what a view shows. */
  readonly load: (view: View) => Promise<UsageAnalyticsLoad<By>>;
  readonly notifier: Pick<Notifier, "notify">;
  /** Shows the screen with another address query (the router's navigate): the address holds the view. */
  readonly showSearch: (search: string) => void;
  /** The toast's words when loading fails and the server said nothing. */
  readonly failedMessage: () => string;
  readonly now?: () => Date;
}

/**
 * A Usage view: the series and breakdowns of the range (and filters) the address holds, and the figures they add
 * up to. The view changes by changing the address (`setView` asks for it); the screen passes every address back
 * through `showAddress`, so a shared link, a reload and the back button all show the same thing. A newer view
 * wins: the answer to an older one is dropped.
 */
export class UsageAnalyticsViewModel<View extends UsageRangeView, By extends UsageBreakdownBy> {
  private readonly state: BehaviorSubject<UsageAnalyticsState<View, By>>;
  private readonly loads = new Subject<View>();
  private readonly subscription: Subscription;
  readonly state$: Observable<UsageAnalyticsState<View, By>>;

  constructor(
    private readonly deps: UsageAnalyticsDependencies<View, By>,
    search: string,
  ) {
    const view = this.viewOf(search);
    this.state = new BehaviorSubject<UsageAnalyticsState<View, By>>({
      status: "loading",
      address: search,
      view,
      series: null,
      headline: null,
      breakdowns: null,
    });
    this.state$ = this.state.asObservable();
    this.subscription = this.loads
      .pipe(switchMap((next) => this.load(next)))
      .subscribe((result) => this.apply(result));
    this.loads.next(view);
  }

  current(): UsageAnalyticsState<View, By> {
    return this.state.value;
  }

  /** The address changed (a range chosen, a link followed, back or forward): shows what it asks for. */
  showAddress(search: string): void {
    const { address, view: shown, status } = this.state.value;
    if (search === address) return;
    const view = this.viewOf(search);
    const { searchOf } = this.deps.address;
    this.patch({ address: search, view });
    if (searchOf(view) !== searchOf(shown) || status === "failed") this.loads.next(view);
  }

  /** Asks for the address of the view with this changed. */
  setView(change: Partial<View>): void {
    const { address } = this.deps;
    this.deps.showSearch(address.searchOf(address.changed(this.state.value.view, change)));
  }

  /** Loads the view again (also the retry after a failure). */
  refresh(): void {
    this.loads.next(this.state.value.view);
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.loads.complete();
    this.state.complete();
  }

  private viewOf(search: string): View {
    return this.deps.address.viewOf(search, this.deps.now?.() ?? new Date());
  }

  private load(view: View): Observable<(UsageAnalyticsLoad<By> & { view: View }) | FailedLoad> {
    this.patch({ status: "loading" });
    const loaded = this.deps.load(view).then((answer) => ({ ...answer, view }));
    return loadReportingFailure(loaded, {
      notifier: this.deps.notifier,
      fallback: this.deps.failedMessage(),
    });
  }

  private apply(result: (UsageAnalyticsLoad<By> & { view: View }) | FailedLoad): void {
    if ("failed" in result) {
      this.patch({ status: "failed", series: null, headline: null, breakdowns: null });
      return;
    }
    const { series, breakdowns } = result;
    this.patch({ status: "ready", series, headline: usageHeadlineOf(series), breakdowns });
  }

  private patch(changes: Partial<UsageAnalyticsState<View, By>>): void {
    if (this.state.closed) return;
    this.state.next({ ...this.state.value, ...changes });
  }
}

/** What the screen says in place of its figures, if anything. */
export type UsageNotice = "loading" | "failed" | "empty";

/** What every Usage view shows whatever it filters and breaks down by. */
export type UsageFigures = Pick<
  UsageAnalyticsState<UsageRangeView, UsageBreakdownBy>,
  "status" | "series" | "headline"
>;

export function usageNoticeOf(state: UsageFigures): UsageNotice | null {
  if (state.status === "failed") return "failed";
  if (!state.headline) return "loading";
  if (state.headline.requests > 0) return null;
  // An empty range is said so once the next one has loaded: it may not be empty.
  return state.status === "ready" ? "empty" : "loading";
}
