/** POST /responses with a bearer (an API key or an ID token), as raw HTTP. */
export function askResponses(apiUrl: string, bearer: string, body: object) {
  return fetch(`${apiUrl}/responses`, {
    method: "POST",
    headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** The events of a server-sent event stream: each `event:` name with its parsed data. */
export function typedEventsOf(
  text: string,
): { readonly event: string | null; readonly data: Record<string, unknown> }[] {
  return text
    .split("\n\n")
    .filter((block) => block.includes("data: "))
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? null;
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "null") as Record<string, unknown>;
      return { event, data };
    });
}
