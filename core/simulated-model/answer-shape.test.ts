import { describe, expect, it } from "vitest";
import { approximateTokens } from "./approximate-tokens.ts";
import { answerInPieces, conversationText, simulatedAnswer } from "./simulated-answer.ts";
import { simulatedEmbedding } from "./simulated-embedding.ts";

const MARKER = "[Simulated answer from m: no model was called.]";

describe("an answer cut into a stream's pieces", () => {
  it("sends each unit with the separator after it, the last without", () => {
    expect(answerInPieces(["Hello", "there", "friend"], " ", null)).toEqual({
      pieces: ["Hello ", "there ", "friend"],
      text: "Hello there friend",
      tokens: 3,
      finishReason: "stop",
    });
    expect(answerInPieces([], " ", 5)).toEqual({ pieces: [], text: "", tokens: 0, finishReason: "stop" });
  });

  it("keeps every piece that fits the token limit exactly, and stops before the first that does not", () => {
    expect(answerInPieces(["a", "b", "c"], "", 3).finishReason).toBe("stop");
    expect(answerInPieces(["a", "b", "c"], "", 2)).toEqual({
      pieces: ["a", "b"],
      text: "ab",
      tokens: 2,
      finishReason: "length",
    });
    expect(answerInPieces(["internationalization"], "", 4)).toEqual({
      pieces: [],
      text: "",
      tokens: 0,
      finishReason: "length",
    });
    expect(answerInPieces(["a"], "", 0).finishReason).toBe("length");
  });
});

describe("the conversation an answer is derived from", () => {
  it("is each message's role and words, a line each", () => {
    expect(
      conversationText([
        { role: "system", content: "Be brief" },
        { role: "user", content: "Hi" },
      ]),
    ).toBe("system:Be brief\nuser:Hi");
  });
});

describe("the simulated answer", () => {
  it("is about the question's first eight words, in quotes", () => {
    const { text } = simulatedAnswer(
      "m",
      [{ role: "user", content: "How, exactly, do heat-pumps and fridges move heat outside in winter?" }],
      null,
    );
    expect(text.startsWith(`${MARKER} `)).toBe(true);
    expect(text).toContain('"How exactly do heat-pumps and fridges move heat"');
  });

  it("is about the user's last question, or the request when there is none", () => {
    const about = (messages: { role: string; content: string }[]) =>
      simulatedAnswer("m", messages, null).text;
    expect(
      about([
        { role: "user", content: "old" },
        { role: "assistant", content: "x" },
        { role: "user", content: "new one" },
      ]),
    ).toContain('"new one"');
    expect(about([{ role: "user", content: "?!" }])).toContain("your request");
    expect(about([{ role: "system", content: "Be brief" }])).toContain("your request");
  });

  it("has a marker, an opening, one to four sentences and a closing", () => {
    const sentences = Array.from({ length: 40 }, (_, index) => {
      const { text } = simulatedAnswer("m", [{ role: "user", content: `Question ${index}` }], null);
      expect(text.startsWith(`${MARKER} `)).toBe(true);
      return text.slice(MARKER.length + 1).split(/(?<=[.?!])\s+/).length;
    });
    expect(Math.min(...sentences)).toBe(3);
    expect(Math.max(...sentences)).toBe(6);
  });

  it("is written in whole sentences, none of them empty, whichever are drawn", () => {
    for (let index = 0; index < 200; index++) {
      const asked = simulatedAnswer("m", [{ role: "user", content: `Question ${index}` }], null).text;
      const reported = simulatedAnswer("m", [{ role: "tool", content: `result ${index}` }], null).text;
      for (const text of [asked, reported]) {
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\s\s|\{topic\}/);
        expect(text).toMatch(/[.?!]$/);
      }
    }
  });

  it("reports a tool's result in words, naming the tool", () => {
    const answer = simulatedAnswer(
      "m",
      [
        { role: "user", content: "Weather in Paris?" },
        {
          role: "assistant",
          content: null,
          tool_calls: [
            { id: "c0", function: { name: "other" } },
            { id: "c1", type: "function", function: { name: "get_weather", arguments: "{}" } },
          ],
        },
        { role: "tool", tool_call_id: "c1", content: "  18 °C,\n\tsunny " },
      ],
      null,
    );
    expect(answer.text).toMatch(
      new RegExp(
        `^${escaped(MARKER)} The tool get_weather answered: 18 °C, sunny\\. (That is what the tool returned; ask if you want it put differently\\.|Those are the tool's figures as it gave them\\.)$`,
      ),
    );
    expect(answer.finishReason).toBe("stop");
    expect(answer.tokens).toBe(answer.pieces.reduce((sum, piece) => sum + approximateTokens(piece), 0));
  });

  it("names the tool by the result's own name, else the call's, else says it was called", () => {
    const named = simulatedAnswer("m", [{ role: "function", name: "lookup", content: "42" }], null).text;
    expect(named).toContain("The tool lookup answered: 42.");
    const unnamed = simulatedAnswer("m", [{ role: "tool", tool_call_id: "zz", content: "" }], null).text;
    expect(unnamed).toContain("The tool called answered: nothing.");
    const oddName = simulatedAnswer(
      "m",
      [
        { role: "assistant", tool_calls: [{ id: "a", function: { name: 5 } }] },
        { role: "tool", tool_call_id: "a", content: "ok" },
      ],
      null,
    ).text;
    expect(oddName).toContain("The tool called answered: ok.");
  });

  it("quotes at most 200 characters of the result", () => {
    const quote = (content: string) =>
      /answered: (.*)\. (?:That|Those)/.exec(
        simulatedAnswer("m", [{ role: "tool", content }], null).text,
      )?.[1];
    expect(quote("a".repeat(200))).toBe("a".repeat(200));
    expect(quote("b".repeat(201))).toBe(`${"b".repeat(200)}…`);
  });
});

describe("a simulated embedding's shape", () => {
  it("is a unit vector even when every feature cancels out, for any whole number of dimensions", () => {
    // In one dimension the features of "b" add up to exactly 0.
    expect(simulatedEmbedding("b", 1)).toEqual([1]);
    expect(simulatedEmbedding("ab", 1)).toEqual([-1]);
    expect(() => simulatedEmbedding("x", 0)).toThrow(
      new RangeError("dimensions must be a whole number, 1 or more, not 0"),
    );
    expect(() => simulatedEmbedding("x", 2.5)).toThrow(
      "dimensions must be a whole number, 1 or more, not 2.5",
    );
  });

  it("gives each text a direction of its own, the empty one included", () => {
    const texts = ["", "a", "ab", "abc", "abd", "cat", "cats"];
    const vectors = texts.map((text) => simulatedEmbedding(text, 64).join(","));
    expect(new Set(vectors).size).toBe(texts.length);
    expect(simulatedEmbedding("", 64)).toEqual(simulatedEmbedding("  ...  ", 64));
    expect(simulatedEmbedding("", 2).map((value) => value.toFixed(12))).toEqual([
      "0.707106781187",
      "0.707106781187",
    ]);
  });

  it("stays the same from release to release, so vectors a client stored keep matching", () => {
    expect(simulatedEmbedding("Heat pumps", 6)).toEqual([
      0.07454710432056397, -0.0869716217073246, -0.1739432434146492, 0.49698069547042634, 0.5094052128571871,
      -0.6709239388850756,
    ]);
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
