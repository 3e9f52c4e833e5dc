import { randomUUID } from "node:crypto";
import type { OpenAiChatMessage } from "../../core/chat-completions/chat-message-text.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import {
  chatBodyOfResponses,
  type TranslatedResponsesRequest,
} from "../../core/responses-api/chat-body-of-responses.ts";
import {
  chatMessageOfResponse,
  type ResponseContext,
  responseOfChatCompletion,
} from "../../core/responses-api/response-of-chat-completion.ts";
import { ResponsesRequestError } from "../../core/responses-api/responses-request-error.ts";
import { ResponsesStream } from "../../core/responses-api/responses-stream.ts";
import { UsageEndpoint } from "../../core/usage-logs/usage-endpoint.ts";
import type { Caller } from "../chat-completions/authenticate-caller.ts";
import {
  type ChatChunk,
  type ChatDialect,
  type DialectRequest,
  routingOnlyChatBody,
  type ServedModel,
  type StreamWriter,
  typedServerSentEvent,
} from "../chat-completions/chat-dialect.ts";
import type { Usage } from "../chat-completions/completion-provider.ts";
import { badRequest, type HttpProblem } from "../server/http-problem.ts";
import { RESPONSES_NATIVE_API } from "./responses-native-api.ts";
import { previousResponseNotFound } from "./responses-refusals.ts";
import type { StoredResponse, StoredResponses } from "./stored-responses.repository.ts";

const BODY_NOT_OBJECT = "The body must be a JSON object with model and input";

/**
 * OpenAI's Responses API over chat completions: the request's items become chat messages (after the stored
 * conversation a previous_response_id names), the chat answer becomes a Response, whole or as Responses events,
 * and the response is kept for GET /responses/{id} and the next turn unless the client sent `store: false`.
 */
export class ResponsesDialect implements ChatDialect {
  readonly endpoint = UsageEndpoint.RESPONSES;

  constructor(
    private readonly stored: StoredResponses,
    private readonly clock: Clock,
  ) {}

  async read(body: unknown, caller: Caller): Promise<DialectRequest> {
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest(BODY_NOT_OBJECT);
    const request = body as Readonly<Record<string, unknown>>;
    const previous = await this.previousResponse(request.previous_response_id, caller);
    const { translation, refusal } = translated(request, previous?.conversation ?? []);
    const context: ResponseContext = {
      id: `resp_${randomUUID().replaceAll("-", "")}`,
      createdAt: Math.floor(this.clock.now() / 1000),
      model: "",
      request,
    };
    const keep = async (response: Record<string, unknown>, served: ServedModel) => {
      if (request.store === false) return;
      // The provider's view of the conversation, PII handled, less the instructions the translation put first.
      const asked = served.forwardedMessages.slice(
        served.forwardedMessages.length - translation.conversation.length,
      );
      await this.stored.save(caller.user.id, new Date(this.clock.now()).toISOString(), {
        id: context.id,
        response,
        conversation: [...asked, chatMessageOfResponse(response)],
      });
    };
    const unknownPrevious =
      typeof request.previous_response_id === "string" && !previous
        ? previousResponseNotFound(request.previous_response_id)
        : null;
    const translationRefusal = refusal ?? unknownPrevious;
    return {
      chatBody: translation.chatBody,
      // An upstream speaking the API keeps its own responses; one the gateway keeps is continued here.
      ...(previous ? {} : { native: { api: RESPONSES_NATIVE_API, body: request } }),
      ...(translationRefusal ? { translationRefusal } : {}),
      wholeAnswer: async (completion, served) => {
        const response = responseOfChatCompletion(JSON.parse(completion), {
          ...context,
          model: served.systemName,
        });
        await keep(response, served);
        return JSON.stringify(response);
      },
      streamWriter: (served) =>
        new ResponseEventsWriter(new ResponsesStream({ ...context, model: served.systemName }), (response) =>
          keep(response, served),
        ),
    };
  }

  /** The stored response a request continues; null when it names none, or one the gateway does not keep. */
  private async previousResponse(id: unknown, caller: Caller): Promise<StoredResponse | null> {
    if (id === undefined || id === null) return null;
    if (typeof id !== "string" || id.trim() === "")
      throw badRequest("previous_response_id must be the id of an earlier response");
    return this.stored.find(caller.user.id, id);
  }
}

/** The request in chat completions, or, when it cannot be put so, its refusal and what routing needs. */
function translated(
  request: Readonly<Record<string, unknown>>,
  earlier: readonly OpenAiChatMessage[],
): { translation: TranslatedResponsesRequest; refusal: HttpProblem | null } {
  try {
    return { translation: chatBodyOfResponses(request, earlier), refusal: null };
  } catch (error) {
    if (!(error instanceof ResponsesRequestError)) throw error;
    return {
      translation: { chatBody: routingOnlyChatBody(request), conversation: [] },
      refusal: badRequest(error.message).describedAs({ param: error.param }),
    };
  }
}

/** Responses events, typed server-sent events, from the provider's chat chunks; the response kept at the end. */
class ResponseEventsWriter implements StreamWriter {
  constructor(
    private readonly stream: ResponsesStream,
    private readonly keep: (response: Record<string, unknown>) => Promise<void>,
  ) {}

  opening(): string {
    return this.stream.opening().map(typedServerSentEvent).join("");
  }

  chunk(_data: string, chunk: ChatChunk): string {
    return this.stream.next(chunk).map(typedServerSentEvent).join("");
  }

  async closing(usage: Usage): Promise<string> {
    const events = this.stream.closing(usage).map(typedServerSentEvent).join("");
    await this.keep(this.stream.response());
    return events;
  }

  failure(message: string): string {
    return this.stream.failed(message).map(typedServerSentEvent).join("");
  }
}
