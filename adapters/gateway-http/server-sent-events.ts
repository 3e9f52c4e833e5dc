/**
 * The data of each event of a server-sent-events stream, in order (an event's data lines joined by "\n").
 * Comments, other fields and events without data are skipped. Stopping early cancels the stream.
 */
export async function* serverSentEventData(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  let data: string[] = [];
  const endOfEvent = function* () {
    if (data.length > 0) yield data.join("\n");
    data = [];
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      pending += done ? `${decoder.decode()}\n\n` : decoder.decode(value, { stream: true });
      const lines = pending.split(/\r\n|\r|\n/);
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (line === "") yield* endOfEvent();
        else if (line.startsWith("data:")) data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
      }
      if (done) return;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
