import type { MockChatAnswer, MockChoice } from "./mock-chat-answer.ts";
import { mockModelVersion } from "./mock-models.ts";
import { mockTokenLogprobs } from "./mock-token-logprobs.ts";

/** The fields every answer and chunk of one mock completion shares. */
export interface MockCompletionHeader {
  readonly id: string;
  readonly created: number;
  readonly model: string;
  readonly service_tier: string;
  readonly system_fingerprint: string;
}

/** The header of the mock's completions: it reports itself as a dated version of the model asked for, as OpenAI does. */
export function mockCompletionHeader(body: Readonly<Record<string, unknown>>): MockCompletionHeader {
  return {
    id: "chatcmpl-mock",
    created: 0,
    model: mockModelVersion(body.model),
    service_tier: "default",
    system_fingerprint: "fp_mock",
  };
}

/** A chat completion answered whole, as OpenAI's `chat.completion` object. */
export function wholeChatCompletion(
  header: MockCompletionHeader,
  answer: MockChatAnswer,
  usage: object | null,
) {
  return {
    ...header,
    object: "chat.completion",
    choices: answer.choices.map((choice, index) => ({
      index,
      message: messageOf(choice),
      logprobs:
        answer.topLogprobs === null
          ? null
          : {
              content: choice.contentPieces && mockTokenLogprobs(choice.contentPieces, answer.topLogprobs),
              refusal: null,
            },
      finish_reason: choice.toolCall ? "tool_calls" : "stop",
    })),
    ...(usage ? { usage } : {}),
  };
}

function messageOf({ contentPieces, toolCall }: MockChoice) {
  return {
    role: "assistant",
    content: contentPieces === null ? null : contentPieces.join(""),
    refusal: null,
    annotations: [],
    ...(toolCall && {
      tool_calls: [
        {
          id: toolCall.id,
          type: "function",
          function: { name: toolCall.name, arguments: toolCall.argumentPieces.join("") },
        },
      ],
    }),
  };
}
