// Scores from Stryker's JSON report (the mutation-testing-report-schema), counted as Stryker counts them: killed
// and timed-out mutants over every mutant that was tested or that no test reached. Ignored mutants (marked
// equivalent, with their reason in the source) and ones that did not compile count on neither side.
import { inGroup, type RuleGroup } from "./rule-groups.ts";

export type MutantStatus =
  | "Killed"
  | "Survived"
  | "NoCoverage"
  | "Timeout"
  | "CompileError"
  | "RuntimeError"
  | "Ignored"
  | "Pending";

export interface MutationReport {
  readonly files: Readonly<
    Record<string, { readonly mutants: readonly { readonly status: MutantStatus }[] }>
  >;
}

export interface MutationTally {
  readonly detected: number;
  readonly undetected: number;
  readonly ignored: number;
}

export function tallyOf(report: MutationReport, includes: (path: string) => boolean): MutationTally {
  let detected = 0;
  let undetected = 0;
  let ignored = 0;
  for (const [path, file] of Object.entries(report.files)) {
    if (!includes(path)) continue;
    for (const { status } of file.mutants) {
      if (status === "Killed" || status === "Timeout") detected++;
      else if (status === "Survived" || status === "NoCoverage") undetected++;
      else if (status === "Ignored") ignored++;
    }
  }
  return { detected, undetected, ignored };
}

/** Percentage of the mutants the tests detected; null when no mutant counts. */
export function scoreOf({ detected, undetected }: MutationTally): number | null {
  const counted = detected + undetected;
  return counted === 0 ? null : (detected / counted) * 100;
}

export function groupTally(report: MutationReport, group: RuleGroup): MutationTally {
  return tallyOf(report, (path) => inGroup(group, path));
}
