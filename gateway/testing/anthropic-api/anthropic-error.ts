// The error types Anthropic's API answers each status with (its ErrorResponse's error.type).
const ERROR_TYPES: Readonly<Record<number, string>> = {
  400: "invalid_request_error",
  401: "authentication_error",
  402: "billing_error",
  403: "permission_error",
  404: "not_found_error",
  429: "rate_limit_error",
  504: "timeout_error",
  529: "overloaded_error",
};

/** An error answer in Anthropic's shape (its ErrorResponse): the type its API gives the status, else api_error. */
export function anthropicError(status: number, message: string) {
  return {
    type: "error",
    error: { type: ERROR_TYPES[status] ?? "api_error", message },
    request_id: "req_mock",
  };
}
