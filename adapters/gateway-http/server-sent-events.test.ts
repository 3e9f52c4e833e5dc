import { describe, expect, it } from "vitest";
import { serverSentEventData } from "./server-sent-events.ts";

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const events: string[] = [];
  for await (const data of serverSentEventData(stream)) events.push(data);
  return events;
}

describe("a server-sent-events stream", () => {
  it("gives each event's data, however the bytes were split", async () => {
    const events = await collect(streamOf('data: {"a"', ":1}\n\ndata: [DO", "NE]\n\n"));
    expect(events).toEqual(['{"a":1}', "[DONE]"]);
  });

  it("joins multi-line data and skips comments, other fields and empty events", async () => {
    const events = await collect(
      streamOf(": keep-alive\n\nevent: message\nid: 7\ndata: first\ndata:second\n\nretry: 100\n\n"),
    );
    expect(events).toEqual(["first\nsecond"]);
  });

  it("reads CRLF line ends and a last event without its blank line", async () => {
    expect(await collect(streamOf("data: one\r\n\r\ndata: two"))).toEqual(["one", "two"]);
  });

  it("cancels the stream when the reader stops early", async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode("data: tick\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const data of serverSentEventData(stream)) {
      expect(data).toBe("tick");
      break;
    }
    expect(cancelled).toBe(true);
  });
});
