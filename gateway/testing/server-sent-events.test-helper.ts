// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON whose shape a schema validator checked
export type SentEvent = { readonly event: string | undefined; readonly data: any };

/** The events of a server-sent stream, in order: each one's name (its `event:` line, if any) and its data as JSON. */
export function serverSentEvents(text: string): SentEvent[] {
  return text
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? "";
      return { event, data: data === "[DONE]" ? data : JSON.parse(data) };
    });
}
