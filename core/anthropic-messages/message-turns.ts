import { invalidField, MessagesRequestError } from "./messages-request-error.ts";

/** One message of a Messages request, its content read as blocks; `where` is its path, `messages[2]`. */
export interface Turn {
  readonly role: "user" | "assistant" | "system";
  readonly where: string;
  readonly blocks: readonly Readonly<Record<string, unknown>>[];
}

/** The text of a text block. */
export function textOfBlock(block: Readonly<Record<string, unknown>>, where: string): string {
  if (typeof block.text !== "string") throw invalidField(`${where}.text`, "must be a string");
  return block.text;
}

/** An assistant's tool use as the chat tool call it stands for; its id passes unchanged both ways. */
export function toolCallOf(block: Readonly<Record<string, unknown>>, where: string): Record<string, unknown> {
  const { id, name, input } = block;
  if (typeof id !== "string" || id === "") throw invalidField(`${where}.id`, "must be a string");
  if (typeof name !== "string" || name === "") throw invalidField(`${where}.name`, "must be a string");
  return { id, type: "function", function: { name, arguments: JSON.stringify(input ?? {}) } };
}

/** The refusal of a block the turn's role may not hold, or that a chat model cannot be given. */
export function unservedBlock(
  type: unknown,
  where: string,
  holder: string,
  allowed: readonly string[],
): MessagesRequestError {
  const kind = typeof type === "string" ? `"${type}"` : "missing";
  return invalidField(
    `${where}.type`,
    `must be one of: ${allowed.join(", ")} (it is ${kind}: not a block ${holder} message can hold, or one that ` +
      "chat-completions models cannot be given)",
  );
}

/**
 * Anthropic's rules, in its words (the blocks' shapes are checked before): each tool result answers a tool use of
 * the message just before, and each tool use of an assistant message is answered in the message that follows
 * (chat-completions holds tool calls and tool messages to the same). A conversation may end on open tool uses.
 */
export function checkToolPairs(turns: readonly Turn[]): void {
  turns.forEach((turn, index) => {
    checkResultsAnswer(turn, toolUseIdsOf(turns[index - 1]));
  });
  turns.forEach((turn, index) => {
    const next = turns[index + 1];
    if (next) checkUsesAnswered(turn, next);
  });
}

function checkResultsAnswer(turn: Turn, offered: readonly string[]): void {
  turn.blocks.forEach((block, position) => {
    if (block.type !== "tool_result" || offered.includes(block.tool_use_id as string)) return;
    const where = `${turn.where}.content[${position}]`;
    throw new MessagesRequestError(
      `${where}.tool_use_id`,
      `${where}: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${block.tool_use_id}. ` +
        "Each `tool_result` block must have a corresponding `tool_use` block in the previous message.",
    );
  });
}

function checkUsesAnswered(turn: Turn, next: Turn): void {
  const answered = next.blocks.map((block) => (block.type === "tool_result" ? block.tool_use_id : undefined));
  const unanswered = toolUseIdsOf(turn).filter((id) => !answered.includes(id));
  if (unanswered.length === 0) return;
  throw new MessagesRequestError(
    turn.where,
    `${turn.where}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ` +
      `${unanswered.join(", ")}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in ` +
      "the next message.",
  );
}

function toolUseIdsOf(turn: Turn | undefined): string[] {
  if (turn?.role !== "assistant") return [];
  return turn.blocks.flatMap((block) =>
    block.type === "tool_use" && typeof block.id === "string" ? [block.id] : [],
  );
}
