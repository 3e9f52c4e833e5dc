import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildServer } from "../server/build-server.ts";
import { documentOnlyDeps } from "./document-only-deps.ts";

/** Well under the start-time budget of 200 ms, with room for a slow machine. */
const BUDGET_MS = 100;

describe("generating the API document at start", () => {
  it(`says how long it took, within ${BUDGET_MS} ms`, async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildServer(documentOnlyDeps(), { level: "info", stream });
    await app.ready();
    await app.close();
    const generated = lines
      .map((line) => JSON.parse(line))
      .find((line) => line.msg.startsWith("API document generated"));
    expect(generated?.operations).toBeGreaterThan(40);
    expect(generated?.ms).toBeLessThan(BUDGET_MS);
  });
});
