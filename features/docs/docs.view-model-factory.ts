import type { DocsAddress } from "../../core/docs/docs-address.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { type DocsDependencies, DocsViewModel } from "./docs.view-model.ts";

/**
 * The documentation's view model, as the page, the core acceptance world and its tests make it. The pages come
 * from the caller: the page bundles them at build time, the core world reads the same files from disk.
 */
export function createDocsViewModel(
  _services: ScreenServices,
  deps: DocsDependencies,
  address: DocsAddress,
): DocsViewModel {
  return tracked(new DocsViewModel(deps, address));
}
