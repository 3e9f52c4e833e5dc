import { describe, expect, it } from "vitest";
import {
  isStaleChunkError,
  loadReloadingOnceIfStale,
  STALE_CHUNK_RELOAD_GUARD_MS,
  type StaleChunkPage,
} from "./stale-chunk.ts";

function chunkLoadError(): Error {
  const error = new Error("Loading chunk 123 failed.\n(missing: http://127.0.0.1/static/js/async/123.js)");
  error.name = "ChunkLoadError";
  return error;
}

function fakePage(now: number, lastReloadAt: number | null = null) {
  const reloads: number[] = [];
  const page: StaleChunkPage = {
    now: () => now,
    lastReloadAt: () => lastReloadAt,
    reload: (at) => {
      reloads.push(at);
    },
  };
  return { page, reloads };
}

/** Whether the promise has settled after the pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("stale chunks", () => {
  it("recognizes the bundler's chunk errors and failed dynamic imports, not other errors", () => {
    expect(isStaleChunkError(chunkLoadError())).toBe(true);
    expect(isStaleChunkError(new Error("Loading CSS chunk 42 failed."))).toBe(true);
    expect(isStaleChunkError(new TypeError("Failed to fetch dynamically imported module: /a.js"))).toBe(true);
    expect(isStaleChunkError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isStaleChunkError("Loading chunk 1 failed")).toBe(false);
    expect(isStaleChunkError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isStaleChunkError(new TypeError("error loading dynamically imported module: /b.js"))).toBe(true);
    expect(isStaleChunkError(new Error("loading chunk vendors-1 FAILED"))).toBe(true);
    expect(isStaleChunkError(new Error("Loading chunk  failed"))).toBe(false);
    const named = new Error("whatever the message");
    named.name = "ChunkLoadError";
    expect(isStaleChunkError(named)).toBe(true);
  });

  it("returns what loaded without reloading", async () => {
    const { page, reloads } = fakePage(1_000);
    await expect(loadReloadingOnceIfStale(async () => "screen", page)).resolves.toBe("screen");
    expect(reloads).toEqual([]);
  });

  it("reloads the page, remembering when, instead of failing on a stale chunk", async () => {
    const { page, reloads } = fakePage(1_000);
    const loading = loadReloadingOnceIfStale(() => Promise.reject(chunkLoadError()), page);
    expect(await settled(loading)).toBe(false);
    expect(reloads).toEqual([1_000]);
  });

  it("throws a stale chunk that fails again soon after its reload, so the page never reloads in a loop", async () => {
    const { page, reloads } = fakePage(1_000 + STALE_CHUNK_RELOAD_GUARD_MS - 1, 1_000);
    await expect(loadReloadingOnceIfStale(() => Promise.reject(chunkLoadError()), page)).rejects.toThrow(
      "Loading chunk 123 failed",
    );
    expect(reloads).toEqual([]);
  });

  it("reloads again for a later deploy, once the last reload is long past", async () => {
    const { page, reloads } = fakePage(1_000 + STALE_CHUNK_RELOAD_GUARD_MS, 1_000);
    // Awaited through settled, which handles a rejection: a promise left to reject unhandled would crash the
    // test process (and with it a mutation run's test runner).
    const loading = loadReloadingOnceIfStale(() => Promise.reject(chunkLoadError()), page);
    expect(await settled(loading)).toBe(false);
    expect(reloads).toEqual([1_000 + STALE_CHUNK_RELOAD_GUARD_MS]);
  });

  it("throws other errors at once", async () => {
    const { page, reloads } = fakePage(1_000);
    await expect(loadReloadingOnceIfStale(() => Promise.reject(new Error("boom")), page)).rejects.toThrow(
      "boom",
    );
    expect(reloads).toEqual([]);
  });
});
