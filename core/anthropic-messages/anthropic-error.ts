/** The body of an error from Anthropic's API, as its SDKs read it (`ErrorResponse`). */
export interface AnthropicError {
  readonly type: "error";
  readonly error: { readonly type: string; readonly message: string };
  readonly request_id: string | null;
}

/** Anthropic's error type for each status its API answers with (docs: "HTTP errors"; the SDK's ErrorType). */
const ERROR_TYPES: Readonly<Record<number, string>> = {
  400: "invalid_request_error",
  401: "authentication_error",
  402: "billing_error",
  403: "permission_error",
  404: "not_found_error",
  413: "request_too_large",
  429: "rate_limit_error",
  500: "api_error",
  504: "timeout_error",
  529: "overloaded_error",
};

/**
 * An error body in Anthropic's shape for an HTTP status: other 4xx statuses are `invalid_request_error` (as the
 * docs say Anthropic uses it for 4xx statuses it does not list), anything else `api_error`.
 */
export function anthropicErrorOf(
  status: number,
  message: string,
  requestId: string | null = null,
): AnthropicError {
  const type =
    ERROR_TYPES[status] ?? (Math.floor(status / 100) === 4 ? "invalid_request_error" : "api_error");
  return { type: "error", error: { type, message }, request_id: requestId };
}
