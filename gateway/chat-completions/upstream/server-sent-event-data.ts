/**
 * The data of each server-sent event in a byte stream, in order (an event's data lines joined by "\n"); comments
 * and other fields are skipped. Stops at the end of the stream or at a `[DONE]` event, which it does not yield,
 * leaving the rest of `source` unread (eventDataOf reads a response's rest, so its connection can be kept).
 */
export async function* serverSentEventData(source: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = "";
  let data: string[] = [];
  for await (const bytes of source) {
    pending += typeof bytes === "string" ? bytes : decoder.decode(bytes, { stream: true });
    const lines = pending.split(/\r\n|\r|\n/);
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (line.startsWith("data:")) {
        data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
        continue;
      }
      if (line !== "" || data.length === 0) continue;
      const event = data.join("\n");
      data = [];
      if (event === "[DONE]") return;
      yield event;
    }
  }
  if (data.length > 0 && data.join("\n") !== "[DONE]") yield data.join("\n");
}
