/** POST {base}/anthropic/v1/messages as Anthropic's clients send it: the key in x-api-key, a version header. */
export function askMessages(apiUrl: string, key: string, body: object, path = "/anthropic/v1/messages") {
  return fetch(`${apiUrl}${path}`, {
    method: "POST",
    headers: { "x-api-key": key, "anthropic-version": "2023-06-01", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}
