import {
  lastMessageText,
  messageText,
  type OpenAiChatMessage,
} from "../chat-completions/chat-message-text.ts";
import { fnv1aHash } from "../text/fnv1a-hash.ts";
import { seededRandom } from "../text/seeded-random.ts";
import { approximateTokens } from "./approximate-tokens.ts";

export interface SimulatedAnswer {
  /** The answer in the pieces a stream sends (a word and its trailing space each). */
  readonly pieces: readonly string[];
  readonly text: string;
  readonly tokens: number;
  /** "length" when max tokens cut it short. */
  readonly finishReason: "stop" | "length";
}

const OPENINGS = [
  "Here is a short answer about {topic}.",
  "Good question about {topic}.",
  "Let me explain {topic} briefly.",
  "In short, {topic} comes down to a few points.",
];
const BODY = [
  "The key idea is to start from what you already know and check each assumption against the facts.",
  "In practice the right choice depends on your context, your constraints and what you need to measure.",
  "A common approach is to begin with the simplest option that works and refine it once you have results.",
  "It helps to compare two or three alternatives side by side before committing to one of them.",
  "Keep in mind the trade-off between speed, cost and accuracy, which rarely all improve together.",
  "Concrete examples usually make the difference clearer than definitions alone.",
  "If the details matter, write them down as a short checklist and review it with someone else.",
  "Small, measurable steps make it easier to see what changed and why.",
];
const TOOL_RESULT_CLOSINGS = [
  "That is what the tool returned; ask if you want it put differently.",
  "Those are the tool's figures as it gave them.",
];
/** How much of a tool's result the simulated answer quotes. */
const EXCERPT_CHARACTERS = 200;
const CLOSINGS = [
  "I hope this helps; ask again if you want more detail.",
  "Let me know which part you would like to explore further.",
  "Tell me more about your situation and I can be more specific.",
];

/**
 * The simulated provider's answer: the same model and conversation always give the same words, and the answer
 * says plainly that no model was called. Its length varies between conversations like a real model's would. When
 * the conversation ends with a tool's result, the answer reports that result in words.
 */
export function simulatedAnswer(
  model: string,
  messages: readonly OpenAiChatMessage[],
  maxTokens: number | null,
): SimulatedAnswer {
  const random = seededRandom(fnv1aHash(`${model}\n${conversationText(messages)}`));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const marker = `[Simulated answer from ${model}: no model was called.]`;
  const toolResult = lastToolResult(messages);
  const sentences = toolResult
    ? [
        marker,
        `The tool ${toolResult.name} answered: ${excerpt(toolResult.text)}.`,
        pick(TOOL_RESULT_CLOSINGS),
      ]
    : [
        marker,
        pick(OPENINGS).replace("{topic}", topicOf(lastMessageText(messages, "user"))),
        ...Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(BODY)),
        pick(CLOSINGS),
      ];
  return answerInPieces(sentences.join(" ").split(" "), " ", maxTokens);
}

/** The conversation as one text, each message's role and words: what the simulated answers are derived from. */
export function conversationText(messages: readonly OpenAiChatMessage[]): string {
  return messages.map((message) => `${message.role}:${messageText(message)}`).join("\n");
}

/**
 * A text cut into the pieces a stream sends: each unit and the separator after it, within `maxTokens` ("length"
 * when they cut it short).
 */
export function answerInPieces(
  units: readonly string[],
  separator: string,
  maxTokens: number | null,
): SimulatedAnswer {
  const pieces: string[] = [];
  let tokens = 0;
  for (const [index, unit] of units.entries()) {
    const piece = index < units.length - 1 ? `${unit}${separator}` : unit;
    const cost = approximateTokens(piece);
    if (maxTokens !== null && tokens + cost > maxTokens) {
      return { pieces, text: pieces.join(""), tokens, finishReason: "length" };
    }
    pieces.push(piece);
    tokens += cost;
  }
  return { pieces, text: pieces.join(""), tokens, finishReason: "stop" };
}

/** The result a conversation ends with, and the name of the tool that gave it, when it ends with one. */
function lastToolResult(messages: readonly OpenAiChatMessage[]): { name: string; text: string } | null {
  const last = messages.at(-1);
  if (last?.role !== "tool" && last?.role !== "function") return null;
  const calls = messages.flatMap((message) =>
    Array.isArray(message.tool_calls)
      ? (message.tool_calls as { id?: unknown; function?: { name?: unknown } }[])
      : [],
  );
  const called = calls.find((call) => call.id === last.tool_call_id)?.function?.name;
  const name = typeof last.name === "string" ? last.name : typeof called === "string" ? called : "called";
  return { name, text: messageText(last) };
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_CHARACTERS ? `${flat.slice(0, EXCERPT_CHARACTERS)}…` : flat || "nothing";
}

/** A few words of the question to answer "about"; quotes keep it readable. */
function topicOf(question: string): string {
  const words = question
    .replace(/[^\p{L}\p{N}\s'-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? `"${words.join(" ")}"` : "your request";
}
