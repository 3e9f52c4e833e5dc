import { filter, firstValueFrom, type Observable } from "rxjs";
import type { Disposable } from "../../../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../../../ui/wiring/screen-services.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

/** A view model whose state says when it is still loading. */
interface LoadingState {
  readonly status: string;
}

/**
 * A screen's view model in the core world: made by the feature's factory the first time the open page is used, as
 * the page makes it when it mounts, and disposed when the address changes, as the page is unmounted.
 */
export class ViewModelOnScreen<VM extends Disposable> {
  private viewModel: VM | null = null;

  constructor(
    private readonly screen: CoreScreenContext,
    /** The page's path, or a test of it for a page with parameters. */
    private readonly path: string | RegExp,
    /** The feature's factory; the address shown gives a page its query and parameters. */
    private readonly create: (services: ScreenServices, address: URL) => VM,
  ) {}

  /** The view model of the page shown; fails when another page is shown. */
  async get(): Promise<VM> {
    // A navigation the view model asked for finishes first: it lets go of the view model of the address it left.
    const address = new URL(await this.screen.location(), "http://dashboard.test");
    if (this.viewModel) return this.viewModel;
    const { pathname } = address;
    const shown = typeof this.path === "string" ? pathname === this.path : this.path.test(pathname);
    if (!shown) throw new Error(`Not on ${this.path} but at ${pathname}`);
    const viewModel = this.create(this.screen.services(), address);
    this.viewModel = viewModel;
    this.screen.onLeave(() => {
      viewModel.dispose();
      this.viewModel = null;
    });
    return viewModel;
  }

  /** The view model made for the page shown, or null before the page is first used. */
  made(): VM | null {
    return this.viewModel;
  }

  /** The page's state once it no longer says `loading`, as a person waits for the spinner to go. */
  settled<S extends LoadingState>(
    this: ViewModelOnScreen<VM & { readonly state$: Observable<S> }>,
  ): Promise<S>;
  /** The page's state once `done` says it is, for a page whose state says more than `loading`. */
  settled<S>(
    this: ViewModelOnScreen<VM & { readonly state$: Observable<S> }>,
    done: (state: S) => boolean,
  ): Promise<S>;
  async settled<S>(
    this: ViewModelOnScreen<VM & { readonly state$: Observable<S> }>,
    done: (state: S) => boolean = (state) => (state as LoadingState).status !== "loading",
  ): Promise<S> {
    const viewModel = await this.get();
    return firstValueFrom(viewModel.state$.pipe(filter(done)));
  }
}
