import { describe, expect, it } from "vitest";
import { approximatePromptTokens, approximateTokens } from "./approximate-tokens.ts";
import { simulatedAnswer } from "./simulated-answer.ts";

const conversation = [{ role: "user", content: "How do heat pumps work?" }];

describe("the simulated provider's answer", () => {
  it("says no model was called and is the same for the same model and conversation", () => {
    const answer = simulatedAnswer("gpt-4o-mini", conversation, null);
    expect(answer.text).toMatch(/^\[Simulated answer from gpt-4o-mini: no model was called\.\]/);
    expect(simulatedAnswer("gpt-4o-mini", conversation, null)).toEqual(answer);
    expect(answer.pieces.join("")).toBe(answer.text);
    expect(answer.finishReason).toBe("stop");
  });

  it("varies in length between conversations, as a model's answers do", () => {
    const lengths = new Set(
      Array.from(
        { length: 20 },
        (_, index) => simulatedAnswer("m", [{ role: "user", content: `Question ${index}` }], null).tokens,
      ),
    );
    expect(lengths.size).toBeGreaterThan(3);
  });

  it("stops at the token limit and says so", () => {
    const answer = simulatedAnswer("gpt-4o-mini", conversation, 12);
    expect(answer.tokens).toBeLessThanOrEqual(12);
    expect(approximateTokens(answer.text)).toBeLessThanOrEqual(12);
    expect(answer.finishReason).toBe("length");
  });
});

describe("the token count approximation", () => {
  it("counts common words as one token and long words, digits and punctuation as OpenAI's tokenizer roughly does", () => {
    expect(approximateTokens("What is a watt?")).toBe(5);
    expect(approximateTokens("internationalization")).toBe(5);
    expect(approximateTokens("1234567")).toBe(3);
    expect(approximateTokens("")).toBe(0);
  });

  it("adds each message's framing to a prompt", () => {
    expect(approximatePromptTokens([{ role: "user", content: "What is a watt?" }])).toBe(3 + 5 + 4);
  });
});
