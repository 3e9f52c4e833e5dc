import { distinctUntilChanged, Observable } from "rxjs";
import type { ColorSchemeSource } from "../../core/theme/color-scheme-source.port.ts";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/** Follows the OS dark preference through `matchMedia`, live while subscribed. */
export class MatchMediaColorScheme implements ColorSchemeSource {
  readonly prefersDark$: Observable<boolean>;

  constructor(window: Window) {
    this.prefersDark$ = new Observable<boolean>((subscriber) => {
      // Some embedded browsers and test DOMs have no matchMedia: treat them as having no dark preference.
      if (typeof window.matchMedia !== "function") {
        subscriber.next(false);
        return;
      }
      const query = window.matchMedia(DARK_QUERY);
      const onChange = (event: MediaQueryListEvent) => subscriber.next(event.matches);
      query.addEventListener("change", onChange);
      subscriber.next(query.matches);
      return () => query.removeEventListener("change", onChange);
    }).pipe(distinctUntilChanged());
  }
}
