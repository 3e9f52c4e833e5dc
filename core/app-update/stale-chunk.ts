/** Within this time after a reload for a stale chunk, another failure is a real error, not an old page. */
export const STALE_CHUNK_RELOAD_GUARD_MS = 60_000;

const CHUNK_FAILURE =
  /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/**
 * Whether an error is a lazily loaded chunk that could not be fetched: after a deploy the page still names the old
 * build's chunks, which the server no longer has.
 */
export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_FAILURE.test(error.message);
}

/** What recovering from a stale chunk needs of the page: the time, a mark that outlives a reload, the reload. */
export interface StaleChunkPage {
  now(): number;
  /** When the page last reloaded for a stale chunk (kept across the reload); null when it never did. */
  lastReloadAt(): number | null;
  /** Remembers `at` as the last reload for a stale chunk, then reloads the page. */
  reload(at: number): void;
}

/**
 * Loads a lazy chunk; when it is stale, reloads the page once to get the new build instead of breaking. A second
 * failure soon after that reload is thrown, for the usual error handling: the reload never loops.
 */
export async function loadReloadingOnceIfStale<T>(load: () => Promise<T>, page: StaleChunkPage): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const now = page.now();
    const last = page.lastReloadAt();
    const reloadedRecently = last !== null && now - last < STALE_CHUNK_RELOAD_GUARD_MS;
    if (!isStaleChunkError(error) || reloadedRecently) throw error;
    page.reload(now);
    // The page is going away: settle nothing, so no error screen flashes before it does.
    return new Promise<T>(() => {});
  }
}
