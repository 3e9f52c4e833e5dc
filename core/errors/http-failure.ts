/** A failed call, described without any HTTP library's types. */
export type CallFailure =
  | {
      readonly kind: "http";
      readonly status: number;
      readonly message?: string;
      /** The machine-readable code of an OpenAI-shaped refusal (`error.code`: "model_not_found"…), when given. */
      readonly code?: string;
    }
  | { readonly kind: "network" }
  | { readonly kind: "other"; readonly cause: unknown };
