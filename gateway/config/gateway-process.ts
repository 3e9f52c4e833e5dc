// How the gateway's process is started (docs/performance.md, "Gateway memory at rest"): `npm run gateway` and
// `npm start` pass the same flags and environment (package.json), and the benches start it with them. Both are read
// by Node and the C library as the process starts, so they cannot be set from the gateway's own code.

/**
 * V8 lets the young generation grow to 64 MB a half on a machine with this much memory, and the burst of the start
 * (modules, migrations, the catalogue) takes it there; it is never given back, so at rest most of the heap would be
 * an empty nursery, and under load each thread's nursery (the server's, PGlite's) fills to its size. 8 MB a half
 * keeps a scavenge short and the load's latency unchanged.
 */
export const GATEWAY_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=8"];

/**
 * glibc keeps what is freed for later unless told a threshold: the compilers of PGlite's WebAssembly and of V8
 * free their work memory once done, and with the default it stays resident for the life of the process.
 */
export const GATEWAY_PROCESS_ENVIRONMENT: Readonly<Record<string, string>> = {
  MALLOC_TRIM_THRESHOLD_: "1048576",
};
