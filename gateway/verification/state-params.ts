/** A provider state's parameter read as a string, or a clear failure naming the state's expectation. */
export function stringParam(params: Record<string, unknown>, name: string): string {
  const value = params[name];
  if (typeof value !== "string") throw new Error(`provider state parameter ${name} must be a string`);
  return value;
}

export function numberParam(params: Record<string, unknown>, name: string, fallback?: number): number {
  const value = params[name] ?? fallback;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new Error(`provider state parameter ${name} must be a number`);
  }
  return value;
}

export function booleanParam(params: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const value = params[name] ?? fallback;
  if (typeof value !== "boolean") throw new Error(`provider state parameter ${name} must be true or false`);
  return value;
}

export function stringListParam(params: Record<string, unknown>, name: string): string[] {
  const value = params[name];
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
    throw new Error(`provider state parameter ${name} must be a list of strings`);
  }
  return value;
}
