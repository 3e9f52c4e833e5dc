import { describe, expect, it } from "vitest";
import { groupTally, type MutantStatus, type MutationReport, scoreOf, tallyOf } from "./mutation-scores.ts";

function reportOf(files: Record<string, readonly MutantStatus[]>): MutationReport {
  return {
    files: Object.fromEntries(
      Object.entries(files).map(([path, statuses]) => [
        path,
        { mutants: statuses.map((status) => ({ status })) },
      ]),
    ),
  };
}

describe("mutation scores", () => {
  it("count killed and timed-out mutants as detected, survivors and unreached ones as not", () => {
    const report = reportOf({ "core/a.ts": ["Killed", "Timeout", "Survived", "NoCoverage"] });
    expect(scoreOf(tallyOf(report, () => true))).toBe(50);
  });

  it("leave mutants marked equivalent and ones that did not compile out of the score, and say how many", () => {
    const report = reportOf({
      "core/a.ts": ["Killed", "Ignored", "CompileError", "RuntimeError", "Survived"],
    });
    const tally = tallyOf(report, () => true);
    expect(scoreOf(tally)).toBe(50);
    expect(tally.ignored).toBe(1);
  });

  it("score a rule group on its listed files and the folders it names, nothing else", () => {
    const report = reportOf({
      "core/pii/detect-pii.ts": ["Killed", "Killed"],
      "core/pii-like/other.ts": ["Survived"],
      "core/organization/pii-handling.ts": ["Survived"],
      "core/organization/pii-handling-extra.ts": ["Survived"],
    });
    const group = { name: "PII", paths: ["core/pii/", "core/organization/pii-handling.ts"] };
    expect(groupTally(report, group)).toEqual({ detected: 2, undetected: 1, ignored: 0 });
  });

  it("has no score when no mutant counts", () => {
    expect(scoreOf(tallyOf(reportOf({ "core/a.ts": ["Ignored"] }), () => true))).toBeNull();
  });
});
