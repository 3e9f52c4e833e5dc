import { dirname } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** How near a test file is to the file a mutant lives in: its own tests, then its folder's, then any other. */
export function testNearness(testFile: string, mutatedFile: string): number {
  if (testFile === mutatedFile.replace(/\.ts$/, ".test.ts")) return 0;
  return dirname(testFile) === dirname(mutatedFile) ? 1 : 2;
}

/**
 * Stryker runs a mutant's tests with bail at 1 and one worker: the run ends at the first test that fails, so the
 * order of the files decides how long a killed mutant costs. Vitest's own order runs the longest files first, which
 * suits a whole suite but not a mutant, above all a static one (a module-level table or expression), which runs
 * every test file that imports its file. The file's own tests come first, then its folder's, then the rest,
 * quickest first. A single mutated file is what marks a mutant's run; the dry run (every file) keeps vitest's order.
 */
export class NearestTestsFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const related = this.ctx.config.related ?? [];
    const mutated = related.length === 1 ? related[0] : undefined;
    if (mutated === undefined) return super.sort(files);
    const duration = (spec: TestSpecification) =>
      this.ctx.cache.getTestSpecificationResult(spec)?.duration ?? Number.POSITIVE_INFINITY;
    return [...files].sort(
      (a, b) =>
        testNearness(a.moduleId, mutated) - testNearness(b.moduleId, mutated) || duration(a) - duration(b),
    );
  }
}
