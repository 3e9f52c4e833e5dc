import type { StreamWriter } from "./chat-dialect.ts";
import type { StartedStream, Usage } from "./completion-provider.ts";
import { openEventStream, recordBrokenStream } from "./event-stream-reply.ts";
import type { ModelReply } from "./model-exchange.ts";
import type { RequestTrace } from "./request-trace.ts";
import { StreamedAnswer } from "./streamed-answer.ts";
import { usageOf } from "./upstream/openai-compatible-provider.ts";

interface StreamChunk {
  readonly choices?: readonly {
    readonly index?: unknown;
    readonly delta?: Parameters<StreamedAnswer["add"]>[0];
  }[];
  readonly usage?: Partial<Usage> | null;
}

/**
 * Sends a provider's stream to the client as server-sent events as they come, written by the endpoint's writer
 * (chat chunks as they are, or translated), and closes it with the usage: the provider's, or an estimate when it
 * sent none. A failure once the stream started can only be told inside it. Resolves when the stream is over, the
 * trace filled in.
 */
export async function relayStream(
  reply: ModelReply,
  headers: Record<string, string>,
  started: StartedStream,
  writer: StreamWriter,
  trace: RequestTrace,
  clientGone: AbortSignal,
  estimate: (answer: string) => Usage,
): Promise<void> {
  const out = openEventStream(reply, headers);
  const answer = new StreamedAnswer();
  let usage: Usage | null = null;
  try {
    out.write(writer.opening());
    for await (const data of started.events) {
      const chunk = JSON.parse(data) as StreamChunk;
      const first = chunk.choices?.find((choice) => (choice.index ?? 0) === 0);
      if (answer.add(first?.delta)) trace.firstTokenSent();
      usage = usageOf(chunk.usage) ?? usage;
      out.write(writer.chunk(data, chunk as Record<string, unknown>));
    }
    const estimated = usage === null;
    usage ??= estimate(answer.text());
    trace.usageEstimated = estimated || started.usageApproximated === true;
    out.write(await writer.closing(usage, estimated));
    trace.finish(200);
  } catch (error) {
    recordBrokenStream(error, out, trace, clientGone, (message) => writer.failure(message));
  } finally {
    out.end();
    if (!usage) trace.usageEstimated = true;
    trace.usage = usage ?? estimate(answer.text());
    const logged = answer.logged();
    trace.responseContent = logged.words;
    trace.toolCalls = logged.toolCalls;
  }
}
