import { describe, expect, it } from "vitest";
import { refusalOf } from "./anthropic-messages.test-helper.ts";
import { chatOptionsOf } from "./chat-options-of-messages.ts";

const refusal = (body: Record<string, unknown>) => refusalOf(() => chatOptionsOf(body));

describe("the chat options of a Messages request", () => {
  it("a body with none of the options asks for none", () => {
    expect(chatOptionsOf({ max_tokens: 100 })).toEqual({});
  });

  it("fields sent as null ask for nothing, as if left out", () => {
    const body = {
      top_k: null,
      stop_sequences: null,
      temperature: null,
      metadata: { user_id: null },
      thinking: null,
      output_config: { effort: null, format: null },
      service_tier: null,
    };
    expect(chatOptionsOf(body)).toEqual({});
  });

  it("refuses any top_k, even 0, with a message that says what to use instead", () => {
    const error = refusal({ top_k: 0 });
    expect(error.param).toBe("top_k");
    expect(error.message).toBe(
      "top_k cannot be honoured: chat-completions models have no top-k sampling. Leave it out (top_p limits sampling)",
    );
  });

  describe("stop sequences", () => {
    it("four sequences, chat's most, become stop", () => {
      expect(chatOptionsOf({ stop_sequences: ["a", "b", "c", "d"] })).toEqual({ stop: ["a", "b", "c", "d"] });
    });

    it("an empty list asks for no stop", () => {
      expect(chatOptionsOf({ stop_sequences: [] })).toEqual({});
    });

    it("five sequences are refused, the message counting them", () => {
      const error = refusal({ stop_sequences: ["a", "b", "c", "d", "e"] });
      expect(error.param).toBe("stop_sequences");
      expect(error.message).toBe("stop_sequences holds 5 sequences: chat-completions models take at most 4");
    });

    it.each([
      ["a string", "END"],
      ["a list holding a number", ["END", 7]],
    ])("%s is refused as not a list of strings", (_, sequences) => {
      const error = refusal({ stop_sequences: sequences });
      expect(error.param).toBe("stop_sequences");
      expect(error.message).toBe("stop_sequences must be a list of strings");
    });
  });

  describe("temperature", () => {
    it.each([0, 0.5, 1])("%s, within Anthropic's 0 to 1, passes as sent", (temperature) => {
      expect(chatOptionsOf({ temperature })).toEqual({ temperature });
    });

    it.each([-0.01, 1.01, "0.5"])("%s is refused naming the range", (temperature) => {
      const error = refusal({ temperature });
      expect(error.param).toBe("temperature");
      expect(error.message).toBe("temperature must be a number from 0 to 1");
    });
  });

  describe("the user", () => {
    it("metadata that is not an object, or has no user id, asks for no user", () => {
      expect(chatOptionsOf({ metadata: "user-42" })).toEqual({});
      expect(chatOptionsOf({ metadata: {} })).toEqual({});
    });

    it("a user id that is not a string is refused", () => {
      const error = refusal({ metadata: { user_id: 42 } });
      expect(error.param).toBe("metadata.user_id");
      expect(error.message).toBe("metadata.user_id must be a string");
    });
  });

  describe("reasoning effort", () => {
    it.each(["low", "medium", "high", "xhigh", "max"])(
      "output_config's effort %s passes as chat's",
      (effort) => {
        expect(chatOptionsOf({ output_config: { effort } })).toEqual({ reasoning_effort: effort });
      },
    );

    it("output_config's effort wins over a thinking budget", () => {
      const body = {
        max_tokens: 32000,
        output_config: { effort: "low" },
        thinking: { type: "enabled", budget_tokens: 20000 },
      };
      expect(chatOptionsOf(body)).toEqual({ reasoning_effort: "low" });
    });

    it("an effort of no known level is refused, listing the levels", () => {
      const error = refusal({ output_config: { effort: "extreme" } });
      expect(error.param).toBe("output_config.effort");
      expect(error.message).toBe("output_config.effort must be one of: low, medium, high, xhigh, max");
    });

    it("an output_config that is not an object holds no effort: the thinking budget decides", () => {
      const body = {
        max_tokens: 32000,
        output_config: "high",
        thinking: { type: "enabled", budget_tokens: 2000 },
      };
      expect(chatOptionsOf(body)).toEqual({ reasoning_effort: "low" });
    });

    it.each(["disabled", "adaptive", "between_tools"])("thinking of type %s asks for no effort", (type) => {
      expect(chatOptionsOf({ thinking: { type } })).toEqual({});
    });

    it.each([
      ["a string", "enabled"],
      ["an unknown type", { type: "always" }],
    ])("thinking given as %s is refused, listing the types", (_, thinking) => {
      const error = refusal({ thinking });
      expect(error.param).toBe("thinking.type");
      expect(error.message).toBe("thinking.type must be one of: enabled, disabled, adaptive, between_tools");
    });

    it.each([
      ["missing", undefined],
      ["a string", "2048"],
      ["not whole", 2048.5],
      ["1,023", 1023],
    ])("a budget %s is refused, 1,024 being the least", (_, budget) => {
      const error = refusal({ max_tokens: 32000, thinking: { type: "enabled", budget_tokens: budget } });
      expect(error.param).toBe("thinking.budget_tokens");
      expect(error.message).toBe("thinking.budget_tokens must be a whole number of at least 1024");
    });

    it("a budget just under max_tokens is taken, one equal to it refused", () => {
      const thinking = (budget_tokens: number) => ({ type: "enabled", budget_tokens });
      expect(chatOptionsOf({ max_tokens: 2000, thinking: thinking(1999) })).toEqual({
        reasoning_effort: "low",
      });
      const error = refusal({ max_tokens: 2000, thinking: thinking(2000) });
      expect(error.param).toBe("thinking.budget_tokens");
      expect(error.message).toBe("thinking.budget_tokens must be less than max_tokens");
    });

    it("with no max_tokens to compare with, any budget from 1,024 is taken", () => {
      expect(chatOptionsOf({ thinking: { type: "enabled", budget_tokens: 50000 } })).toEqual({
        reasoning_effort: "high",
      });
    });
  });

  describe("output format", () => {
    it("a JSON schema becomes chat's response_format named output", () => {
      const schema = { type: "object" };
      expect(chatOptionsOf({ output_config: { format: { type: "json_schema", schema } } })).toEqual({
        response_format: { type: "json_schema", json_schema: { name: "output", schema } },
      });
    });

    it.each([
      ["a string", "json"],
      ["another type", { type: "json_object", schema: {} }],
      ["a schema that is not an object", { type: "json_schema", schema: "{}" }],
    ])("a format given as %s is refused", (_, format) => {
      const error = refusal({ output_config: { format } });
      expect(error.param).toBe("output_config.format");
      expect(error.message).toBe('output_config.format must be {type: "json_schema", schema: {…}}');
    });
  });

  describe("service tier", () => {
    it.each([
      ["priority", "priority"],
      ["a number", 1],
      ["a name every object has (toString)", "toString"],
      ["a name every object has (constructor)", "constructor"],
    ])("%s is refused, listing Anthropic's tiers", (_, tier) => {
      const error = refusal({ service_tier: tier });
      expect(error.param).toBe("service_tier");
      expect(error.message).toBe("service_tier must be one of: auto, standard_only");
    });
  });
});
