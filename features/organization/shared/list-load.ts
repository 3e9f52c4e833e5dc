import { messagesToReport } from "../../../core/errors/reportable-failure.ts";

/** A list's first load: loading, shown, or failed (with a retry). */
export interface ListLoadState {
  readonly status: "loading" | "ready" | "failed";
  /** Why the list could not be loaded, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
}

/**
 * Loads a list into a view model's state: loading first, then what the load answers shown as ready, or the
 * server's reasons kept as failed.
 */
export async function loadList<S extends ListLoadState>(
  patch: (change: Partial<S>) => void,
  load: () => Promise<Partial<S>>,
): Promise<void> {
  const loading: ListLoadState = { status: "loading", failure: [] };
  patch(loading as Partial<S>);
  try {
    const ready: Partial<ListLoadState> = { status: "ready" };
    patch({ ...(await load()), ...ready });
  } catch (error) {
    const failed: ListLoadState = { status: "failed", failure: messagesToReport(error) ?? [] };
    patch(failed as Partial<S>);
  }
}
