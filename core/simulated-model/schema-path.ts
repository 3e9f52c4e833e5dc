const PLAIN_KEY = /^[A-Za-z_$][\w$]*$/;

/** The path of a keyword, property or list entry inside `parent`, written as a reader of the request would. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  if (!PLAIN_KEY.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return parent === "" ? key : `${parent}.${key}`;
}
