import type { ChatMessage, ToolCall } from "../../../core/chat-completions/chat-message.ts";
import { appendStreamEvent, type ChatStreamEvent } from "../../../core/chat-completions/completion-result.ts";
import type { ComparedRun } from "../../../core/chat-completions/model-comparison.ts";
import type { StructuredAnswerCheck } from "../../../core/structured-output/structured-answer-check.ts";

export type CompareColumnStatus = "waiting" | "streaming" | "done" | "stopped" | "failed";

/** One compared model: its short conversation, its answer so far and how its latest request went. */
export interface CompareColumn {
  /** The latest request's timing and usage (after tool results, the request that answered them). */
  readonly run: ComparedRun;
  /** The conversation the latest request sent: the question, then any earlier calls and their results. */
  readonly messages: readonly ChatMessage[];
  readonly answer: string;
  /** The functions the model asked to call in its latest answer. */
  readonly toolCalls: readonly ToolCall[];
  readonly status: CompareColumnStatus;
  /** The gateway's messages when the request failed (possibly none); null otherwise. */
  readonly failure: readonly string[] | null;
  /** Whether the finished answer follows the schema asked for; null when none was, or it called tools. */
  readonly check: StructuredAnswerCheck | null;
}

/** A column about to ask its model this conversation, from this moment. */
export function startedColumn(
  model: string,
  messages: readonly ChatMessage[],
  startedAt: number,
): CompareColumn {
  return {
    run: { model, servedBy: null, startedAt, firstTokenAt: null, finishedAt: null, usage: null },
    messages,
    answer: "",
    toolCalls: [],
    status: "waiting",
    failure: null,
    check: null,
  };
}

/** The column's calls when the person may answer them: its answer ended and every call came whole. */
export function answerableCalls(column: CompareColumn): readonly ToolCall[] {
  if (column.status !== "done") return [];
  return column.toolCalls.every((call) => call.id !== "" && call.name !== "") ? column.toolCalls : [];
}

/** The conversation going on from the column's answer: its calls, then the person's results in their order. */
export function continuedMessages(column: CompareColumn, results: readonly string[]): ChatMessage[] {
  return [
    ...column.messages,
    { role: "assistant", content: column.answer === "" ? null : column.answer, toolCalls: column.toolCalls },
    ...column.toolCalls.map(
      (call, index): ChatMessage => ({ role: "tool", content: results[index] ?? "", toolCallId: call.id }),
    ),
  ];
}

/** The column's calls with one more streamed piece of one of them. */
export function withToolCallPiece(
  calls: readonly ToolCall[],
  piece: Extract<ChatStreamEvent, { kind: "toolCall" }>,
): readonly ToolCall[] {
  return (
    appendStreamEvent({ message: "", question: "", usage: null, toolCalls: calls }, piece).toolCalls ?? []
  );
}
