import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  readCatalogueQuery,
  writeCatalogueQuery,
} from "../../core/available-models/catalogue-query-string.ts";
import type { CatalogueQuery } from "../../core/available-models/model-catalogue-query.ts";
import type { AvailableModelsViewModel } from "./available-models.view-model.ts";

/**
 * Keeps the catalogue's search, filter and order in the address, so the view can be shared or bookmarked. The
 * address follows the view (replacing the history entry, so typing does not pile up entries), and the view
 * follows the address when it changes by itself: back, forward, a followed link.
 */
export function useCatalogueAddress(viewModel: AvailableModelsViewModel, query: CatalogueQuery): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  const written = useRef(query);
  // Addresses this hook asked for, oldest first, that the router has not shown yet: seeing one is an echo, not a
  // change to follow (fast typing asks for "?q=ab" before "?q=a" is shown). Older ones were superseded.
  const echoes = useRef<string[]>([]);

  useEffect(() => {
    // Only a change of the view writes the address; a change of the address alone is read below.
    if (written.current === query) return;
    written.current = query;
    const next = writeCatalogueQuery(search, query);
    if (next === search) return;
    echoes.current.push(next);
    void navigate({ search: next }, { replace: true });
  }, [query, search, navigate]);

  useEffect(() => {
    const echo = echoes.current.indexOf(search);
    if (echo >= 0) {
      echoes.current.splice(0, echo + 1);
      return;
    }
    const asked = readCatalogueQuery(search);
    if (writeCatalogueQuery("", asked) !== writeCatalogueQuery("", viewModel.current().query)) {
      viewModel.applyQuery(asked);
    }
  }, [search, viewModel]);
}
