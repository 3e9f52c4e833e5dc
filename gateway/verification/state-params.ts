import { isRankedRole, type RankedRole } from "../../core/organization/permission-rank.ts";

/**
 * Reads a provider state's parameters as the consumer wrote them. One the state leaves out takes the fallback
 * (the pact's example value) when the handler gives one; one left out without a fallback, or one of the wrong
 * kind, fails the state with a message naming what it expects, so a changed pact cannot seed the wrong thing.
 */
export function stateParams(params: Record<string, unknown>) {
  function read<T>(name: string, expected: string, fits: (value: unknown) => value is T, fallback?: T): T {
    const value = params[name] ?? fallback;
    if (!fits(value)) throw new Error(`provider state parameter ${name} must be ${expected}`);
    return value;
  }
  return {
    text: (name: string, fallback?: string) => read(name, "a string", isString, fallback),
    number: (name: string, fallback?: number) => read(name, "a number", isFiniteNumber, fallback),
    flag: (name: string, fallback?: boolean) => read(name, "true or false", isBoolean, fallback),
    texts: (name: string, fallback?: readonly string[]) => [
      ...read(name, "a list of strings", isStringList, fallback),
    ],
    role: (name: string, fallback?: RankedRole) => read(name, "a ranked role", isRankedRole, fallback),
    /** e.g. lastModifiedByRole: { GDPR: "OWNER" }. */
    roles: (name: string, fallback?: Record<string, RankedRole>) =>
      read(name, "ranked roles by name", isRoleRecord, fallback),
  };
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

function isBoolean(value: unknown): value is boolean {
  return typeof value === "boolean";
}

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every(isString);
}

function isRoleRecord(value: unknown): value is Record<string, RankedRole> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isRankedRole)
  );
}
