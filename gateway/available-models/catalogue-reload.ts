import type { GatewayDeps } from "../server/gateway-deps.ts";
import { readCatalogueFile } from "./catalogue-file.ts";
import { type CatalogueSyncResult, syncCatalogue } from "./catalogue-sync.ts";

/** One reload at a time per catalogue: a second asked meanwhile waits for the first, then reads the file again. */
const running = new WeakMap<object, Promise<unknown>>();

/**
 * Reads the catalogue file again and syncs it (SIGHUP, or POST /operator/catalogue/reload). A file with mistakes
 * changes nothing and is refused with them. Requests in flight keep the model they were routed to; the next ones
 * see the new catalogue.
 */
export function reloadCatalogue(
  deps: Pick<GatewayDeps, "db" | "config" | "catalogue">,
): Promise<CatalogueSyncResult> {
  const before = running.get(deps.catalogue) ?? Promise.resolve();
  const reload = before
    .catch(() => {})
    .then(async () => {
      const file = deps.config.catalogueFile;
      const result = await syncCatalogue(deps.db, await readCatalogueFile(file), file);
      deps.catalogue.forget();
      return result;
    });
  running.set(deps.catalogue, reload);
  return reload;
}
