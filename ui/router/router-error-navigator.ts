import type { ErrorNavigator } from "../../core/errors/error-navigator.port.ts";
import type { RouteName } from "../../core/routing/route-name.ts";
import { pathOf } from "../../core/routing/route-table.ts";

/**
 * ErrorNavigator on the router. The container exists before the router (the router's guards need the session),
 * so the router is attached once created; a request for an error page before that is remembered and replayed.
 */
export class RouterErrorNavigator implements ErrorNavigator {
  private navigate: ((path: string) => void) | null = null;
  private pending: string | null = null;

  attach(navigate: (path: string) => void): void {
    this.navigate = navigate;
    if (this.pending) navigate(this.pending);
    this.pending = null;
  }

  goTo(route: RouteName): void {
    const path = pathOf(route);
    if (this.navigate) this.navigate(path);
    else this.pending = path;
  }
}
