// PGlite's server settings (docs/performance.md, "Gateway memory at rest"). Plain erasable TypeScript without
// imports, so that a worker thread can load it whether or not tsx is loaded.

/**
 * PostgreSQL's settings for the embedded database, as `-c name=value` start parameters after PGlite's own.
 * PostgreSQL touches every page of its shared buffers as it starts, so PGlite's default of 128 MB is resident from
 * the first moment; the gateway's hot pages (API keys, the catalogue, the request log's newest pages) fit in far
 * less, and a page read past them comes from the operating system's file cache, not from the disk.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
};

/** PGlite's default start parameters followed by `settings`, as `-c name=value` each. */
export function startParametersWith(
  defaults: readonly string[],
  settings: Readonly<Record<string, string>> = PGLITE_SETTINGS,
): string[] {
  return [...defaults, ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`])];
}
