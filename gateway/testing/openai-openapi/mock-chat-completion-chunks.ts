import type { MockChatAnswer, MockChoice } from "./mock-chat-answer.ts";
import type { MockCompletionHeader } from "./mock-chat-completion.ts";
import { mockTokenLogprobs } from "./mock-token-logprobs.ts";

/** One `chat.completion.chunk` to send, and whether the mock's pace between chunks applies before it. */
export interface MockChunk {
  readonly data: object;
  readonly paced: boolean;
}

/**
 * A chat completion streamed as OpenAI streams it: each choice's role (and the start of its tool call), then its
 * text or tool arguments piece by piece (choices interleaved), each choice's finish reason, and the usage last
 * when `usage` is given (every chunk before then carrying `usage: null`, as OpenAI's do).
 */
export function chatCompletionChunks(
  header: MockCompletionHeader,
  answer: MockChatAnswer,
  usage: object | null,
): MockChunk[] {
  const chunk = (choice: object | null, paced = false): MockChunk => ({
    data: {
      ...header,
      object: "chat.completion.chunk",
      choices: choice ? [choice] : [],
      ...(usage ? { usage: null } : {}),
    },
    paced,
  });
  const opening = answer.choices.map((choice, index) => chunk(opened(choice, index)));
  const longest = Math.max(...answer.choices.map((choice) => piecesOf(choice).length));
  const pieces = Array.from({ length: longest }, (_, position) =>
    answer.choices.flatMap((choice, index) => {
      const piece = piecesOf(choice)[position];
      return piece === undefined ? [] : [chunk(continued(choice, index, piece, answer.topLogprobs), true)];
    }),
  ).flat();
  const finishing = answer.choices.map((choice, index) =>
    chunk({ index, delta: {}, logprobs: null, finish_reason: choice.toolCall ? "tool_calls" : "stop" }),
  );
  const usageChunk = usage
    ? [{ data: { ...header, object: "chat.completion.chunk", choices: [], usage }, paced: false }]
    : [];
  return [...opening, ...pieces, ...finishing, ...usageChunk];
}

function opened({ toolCall }: MockChoice, index: number) {
  const delta = toolCall
    ? {
        role: "assistant",
        content: null,
        refusal: null,
        tool_calls: [
          { index: 0, id: toolCall.id, type: "function", function: { name: toolCall.name, arguments: "" } },
        ],
      }
    : { role: "assistant", content: "", refusal: null };
  return { index, delta, logprobs: null, finish_reason: null };
}

function continued({ toolCall }: MockChoice, index: number, piece: string, topLogprobs: number | null) {
  if (toolCall)
    return {
      index,
      delta: { tool_calls: [{ index: 0, function: { arguments: piece } }] },
      logprobs: null,
      finish_reason: null,
    };
  const logprobs =
    topLogprobs === null ? null : { content: mockTokenLogprobs([piece], topLogprobs), refusal: null };
  return { index, delta: { content: piece }, logprobs, finish_reason: null };
}

function piecesOf(choice: MockChoice): readonly string[] {
  return choice.contentPieces ?? choice.toolCall?.argumentPieces ?? [];
}
