import type { MockChatAnswer } from "./mock-chat-answer.ts";

// What a low-resolution image costs OpenAI's models; the mock counts every image so.
const TOKENS_PER_IMAGE = 85;

/** The usage a mock chat answer reports, with the details OpenAI's answers carry (zero but the cached tokens asked). */
export function mockChatUsage(
  body: Readonly<Record<string, unknown>>,
  answer: MockChatAnswer,
  cachedTokens = 0,
) {
  const messages = Array.isArray(body.messages) ? (body.messages as { content?: unknown }[]) : [];
  const prompt = messages.reduce((sum, message) => sum + contentTokens(message.content) + 4, 3);
  const completion = answer.choices.reduce(
    (sum, choice) => sum + (choice.contentPieces ?? choice.toolCall?.argumentPieces ?? []).length,
    0,
  );
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    prompt_tokens_details: { cached_tokens: Math.min(cachedTokens, prompt), audio_tokens: 0 },
    completion_tokens_details: {
      reasoning_tokens: 0,
      audio_tokens: 0,
      accepted_prediction_tokens: 0,
      rejected_prediction_tokens: 0,
    },
  };
}

/** A rough count: one token a word, a fixed price an image. */
export function textTokens(text: string): number {
  return text.split(/\s+/).length;
}

function contentTokens(content: unknown): number {
  if (!Array.isArray(content)) return textTokens(String(content ?? ""));
  return content.reduce<number>((sum, part: { type?: unknown; text?: unknown }) => {
    if (part?.type === "image_url") return sum + TOKENS_PER_IMAGE;
    return sum + textTokens(String(part?.text ?? ""));
  }, 0);
}
