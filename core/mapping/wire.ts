/**
 * The JSON form of an entity as the gateway sends it: dates as ISO strings, nothing readonly. The memory
 * adapter keeps its rows in this form and the reference gateway answers with it, so both go through the same
 * mapping as the HTTP adapter.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { -readonly [K in keyof T]: Wire<T[K]> }
      : T;
