/** A failed call, described without any HTTP library's types. */
export type CallFailure =
  | { readonly kind: "http"; readonly status: number; readonly message?: string }
  | { readonly kind: "network" }
  | { readonly kind: "other"; readonly cause: unknown };
