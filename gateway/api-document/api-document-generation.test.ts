import { describe, expect, it } from "vitest";
import { generateApiDocumentAtStart } from "../testing/api-document-start.ts";

// Its time budget is judged by tests/bench/api-document-start.bench.ts, where nothing else shares the machine.
describe("generating the API document at start", () => {
  it("says how many operations it documented and how long it took", async () => {
    const generated = await generateApiDocumentAtStart();
    expect(generated?.operations).toBeGreaterThan(40);
    expect(generated?.ms).toEqual(expect.any(Number));
    expect(generated?.ms).toBeGreaterThanOrEqual(0);
  });
});
