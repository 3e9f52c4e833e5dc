import type { Observable } from "rxjs";
import { OrganizationStore } from "../../core/organization/organization-store.ts";
import { tracked } from "../wiring/disposable-tracker.ts";
import type { ScreenServices } from "../wiring/screen-services.ts";
import { ShellReadinessViewModel } from "./shell-readiness.view-model.ts";

/** What the page says of itself: whether the document has loaded, whether the router has settled. */
export interface PageSignals {
  readonly documentComplete$: Observable<boolean>;
  readonly navigationSettled$: Observable<boolean>;
}

/**
 * The loading overlay's view model, as the app's entry point, the component tests' app and its tests make it: the
 * page's signals, and the organization from the container.
 */
export function createShellReadinessViewModel(
  { container }: ScreenServices,
  page: PageSignals,
): ShellReadinessViewModel {
  return tracked(
    new ShellReadinessViewModel({ ...page, organization$: container.get(OrganizationStore).details$ }),
  );
}
