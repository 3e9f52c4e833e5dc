import { chatBodyOfMessages } from "../../core/anthropic-messages/chat-body-of-messages.ts";
import { MessagesRequestError } from "../../core/anthropic-messages/messages-request-error.ts";
import { routingOnlyChatBody } from "../chat-completions/chat-dialect.ts";
import { badRequest, type HttpProblem } from "../server/http-problem.ts";

const BODY_NOT_OBJECT = "The body must be a JSON object with model, max_tokens and messages";

/**
 * A Messages request's body: the object as sent, and the chat-completions body it amounts to; or, when it cannot
 * be put so, the refusal (a 400 naming the field as Anthropic's API writes it) and what routing needs.
 */
export interface MessagesRequest {
  readonly body: Readonly<Record<string, unknown>>;
  readonly chatBody: Record<string, unknown>;
  readonly refusal: HttpProblem | null;
}

/** Reads a Messages body; one that is no JSON object is refused at once. */
export function readMessagesRequest(body: unknown): MessagesRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest(BODY_NOT_OBJECT);
  const request = body as Readonly<Record<string, unknown>>;
  try {
    return { body: request, chatBody: chatBodyOfMessages(request), refusal: null };
  } catch (error) {
    if (!(error instanceof MessagesRequestError)) throw error;
    const refusal = badRequest(error.message).describedAs({ param: error.param });
    return { body: request, chatBody: routingOnlyChatBody(request), refusal };
  }
}
