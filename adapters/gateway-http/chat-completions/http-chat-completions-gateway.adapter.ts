import { Observable } from "rxjs";
import { chatCompletionBody, questionOf } from "../../../core/chat-completions/chat-completion-body.ts";
import {
  isChatRefusalShownInPlace,
  isKeyRefusalShownInPlace,
} from "../../../core/chat-completions/chat-completion-failures.ts";
import { chatCompletionHeaders } from "../../../core/chat-completions/chat-completion-headers.ts";
import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";
import type { ChatCompletionsGateway } from "../../../core/chat-completions/chat-completions-gateway.port.ts";
import {
  type ChatStreamEvent,
  type CompletionResult,
  readCompletion,
  readCompletionChunk,
  readServedBy,
} from "../../../core/chat-completions/completion-result.ts";
import { GatewayError, serverMessagesOf } from "../../../core/errors/gateway-error.ts";
import type { GatewayCall, GatewayHttpClient } from "../gateway-http-client.ts";
import { serverSentEventData } from "../server-sent-events.ts";

const END_OF_STREAM = "[DONE]";
/** Names one of the signed-in person's keys, whose rules then apply to a call made with the session. */
export const API_KEY_ID_HEADER = "x-api-key-id";

export class HttpChatCompletionsGateway implements ChatCompletionsGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async complete(request: ChatCompletionRequest): Promise<CompletionResult> {
    const body = await this.http.post("/chat/completions", callFor(request, false));
    return readCompletion(body, questionOf(request));
  }

  stream(request: ChatCompletionRequest): Observable<ChatStreamEvent> {
    return new Observable<ChatStreamEvent>((subscriber) => {
      const abort = new AbortController();
      const relay = async () => {
        const stream = await this.http.postStream("/chat/completions", {
          ...callFor(request, true),
          signal: abort.signal,
        });
        const servedBy = readServedBy(stream.header);
        if (servedBy) subscriber.next({ kind: "served", servedBy });
        for await (const data of eventsUntilCut(stream.body)) {
          if (data === END_OF_STREAM) break;
          const chunk = parsedChunk(data);
          failIfGatewayGaveUp(chunk);
          for (const event of readCompletionChunk(chunk)) subscriber.next(event);
        }
        subscriber.complete();
      };
      relay().catch((error: unknown) => {
        if (!abort.signal.aborted) subscriber.error(error);
      });
      return () => abort.abort();
    });
  }
}

/**
 * The key client when the request carries a key's secret, the session client otherwise (SPEC §7); a key chosen by
 * id goes with the session as x-api-key-id, and its refusals are told in place.
 */
function callFor(request: ChatCompletionRequest, stream: boolean): GatewayCall {
  const { apiKeyId } = request;
  return {
    body: chatCompletionBody(request, stream),
    headers: { ...chatCompletionHeaders(request), ...(apiKeyId ? { [API_KEY_ID_HEADER]: apiKeyId } : {}) },
    auth: request.apiKey ? { apiKey: request.apiKey } : "session",
    handlesOwnErrors: (failure) =>
      isChatRefusalShownInPlace(failure) || (Boolean(apiKeyId) && isKeyRefusalShownInPlace(failure)),
  };
}

/**
 * The stream's events. A connection cut while they arrive (the gateway stopped, the network went) is a network
 * failure like any other, but one no error page stands for: the answer had begun and the conversation stays.
 */
async function* eventsUntilCut(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  try {
    yield* serverSentEventData(body);
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    throw new GatewayError({ kind: "network" });
  }
}

/** A server-sent chunk as JSON; one that is not JSON fails the stream like any other gateway failure. */
function parsedChunk(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch (cause) {
    const excerpt = data.length > 200 ? `${data.slice(0, 200)}…` : data;
    throw new GatewayError({
      kind: "other",
      cause: new Error(`The gateway's streamed answer could not be read: ${excerpt}`, { cause }),
    });
  }
}

/** A stream that already started can only report a failure inside an event; it carries errMsgs like any other. */
function failIfGatewayGaveUp(chunk: unknown): void {
  const messages = serverMessagesOf(chunk);
  if (messages.length > 0) {
    throw new GatewayError({ kind: "other", cause: new Error(messages.join("\n")) }, messages);
  }
}
