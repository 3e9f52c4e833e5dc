import { isRankedRole, type RankedRole } from "../../core/organization/permission-rank.ts";

/** Reads a provider state's parameters as the consumer wrote them, with the pact's example values as defaults. */
export function stateParams(params: Record<string, unknown>) {
  return {
    text: (name: string, fallback = ""): string => {
      const value = params[name];
      return typeof value === "string" && value !== "" ? value : fallback;
    },
    number: (name: string, fallback: number): number => {
      const value = params[name];
      return typeof value === "number" ? value : fallback;
    },
    texts: (name: string, fallback: readonly string[] = []): string[] => {
      const value = params[name];
      return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [...fallback];
    },
    role: (name: string, fallback: RankedRole): RankedRole => {
      const value = params[name];
      return isRankedRole(value) ? value : fallback;
    },
    /** e.g. lastModifiedByRole: { GDPR: "OWNER" }; entries that are not ranked roles are left out. */
    roles: (name: string): Record<string, RankedRole> => {
      const value = params[name];
      if (typeof value !== "object" || value === null) return {};
      return Object.fromEntries(Object.entries(value).filter((entry) => isRankedRole(entry[1])));
    },
  };
}
