import { fnv1aHash } from "../../../core/text/fnv1a-hash.ts";
import { seededRandom } from "../../../core/text/seeded-random.ts";
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
const CLOSINGS = [
  "I hope this helps; ask again if you want more detail.",
  "Let me know which part you would like to explore further.",
  "Tell me more about your situation and I can be more specific.",
];

/**
 * The simulated provider's answer: the same model and conversation always give the same words, and the answer
 * says plainly that no model was called. Its length varies between conversations like a real model's would.
 */
export function simulatedAnswer(
  model: string,
  messages: readonly { readonly role: string; readonly content: string }[],
  maxTokens: number | null,
): SimulatedAnswer {
  const random = seededRandom(
    fnv1aHash(`${model}\n${messages.map((m) => `${m.role}:${m.content}`).join("\n")}`),
  );
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const question = messages.findLast((message) => message.role === "user")?.content ?? "";
  const sentences = [
    `[Simulated answer from ${model}: no model was called.]`,
    pick(OPENINGS).replace("{topic}", topicOf(question)),
    ...Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(BODY)),
    pick(CLOSINGS),
  ];
  const words = sentences.join(" ").split(" ");
  const pieces: string[] = [];
  let tokens = 0;
  for (const [index, word] of words.entries()) {
    const piece = index < words.length - 1 ? `${word} ` : word;
    const cost = approximateTokens(piece);
    if (maxTokens !== null && tokens + cost > maxTokens) {
      return { pieces, text: pieces.join(""), tokens, finishReason: "length" };
    }
    pieces.push(piece);
    tokens += cost;
  }
  return { pieces, text: pieces.join(""), tokens, finishReason: "stop" };
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
