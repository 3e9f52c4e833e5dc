import { describe, expect, it } from "vitest";
import { firstChoiceOf, stopOutcomeOf } from "./stop-outcome.ts";

const plain = { toolUse: false, refused: false };
const stoppedFor = (stop_reason: string, stop_sequence: string | null = null) => ({
  stop_reason,
  stop_sequence,
  stop_details: null,
});
const REFUSAL = {
  stop_reason: "refusal",
  stop_sequence: null,
  stop_details: { type: "refusal", category: null, explanation: null },
};

describe("the stop reason of a chat choice", () => {
  it.each([
    ["stop", "end_turn"],
    ["length", "max_tokens"],
    ["tool_calls", "tool_use"],
    ["function_call", "tool_use"],
    [null, "end_turn"],
  ])("finish reason %s stops for %s", (finish, reason) => {
    expect(stopOutcomeOf({ finish_reason: finish }, plain)).toEqual(stoppedFor(reason));
  });

  it("a content filter or a refusal in the answer stops for refusal, with refusal details", () => {
    expect(stopOutcomeOf({ finish_reason: "content_filter" }, plain)).toEqual(REFUSAL);
    expect(stopOutcomeOf({ finish_reason: "stop" }, { toolUse: false, refused: true })).toEqual(REFUSAL);
  });

  it("a refusal wins over the length limit and tool calls", () => {
    expect(stopOutcomeOf({ finish_reason: "length" }, { toolUse: true, refused: true })).toEqual(REFUSAL);
  });

  it("the length limit wins over tool calls", () => {
    expect(stopOutcomeOf({ finish_reason: "length" }, { toolUse: true, refused: false })).toEqual(
      stoppedFor("max_tokens"),
    );
  });

  it("tool uses in the answer stop for tool_use even when the upstream says stop", () => {
    expect(stopOutcomeOf({ finish_reason: "stop" }, { toolUse: true, refused: false })).toEqual(
      stoppedFor("tool_use"),
    );
  });

  it("a stop sequence the upstream names stops for it only when the request asked for it", () => {
    const choice = { finish_reason: "stop", stop_reason: "END" };
    expect(stopOutcomeOf(choice, plain, ["END"])).toEqual(stoppedFor("stop_sequence", "END"));
    expect(stopOutcomeOf(choice, plain, ["STOP"])).toEqual(stoppedFor("end_turn"));
    expect(stopOutcomeOf(choice, plain)).toEqual(stoppedFor("end_turn"));
    expect(stopOutcomeOf({ finish_reason: "stop", stop_reason: 151643 }, plain, ["151643"])).toEqual(
      stoppedFor("end_turn"),
    );
  });
});

describe("the choice a Messages answer is made of", () => {
  it("is the choice of index 0, or the one without an index", () => {
    const first = { index: 0, finish_reason: "stop" };
    expect(firstChoiceOf([{ index: 1 }, first])).toBe(first);
    const unnumbered = { finish_reason: "stop" };
    expect(firstChoiceOf([unnumbered])).toBe(unnumbered);
  });

  it("is none when there are no choices, none of index 0, or choices that are not a list", () => {
    expect(firstChoiceOf([])).toBeNull();
    expect(firstChoiceOf([{ index: 1 }, "choice"])).toBeNull();
    expect(firstChoiceOf({ index: 0 })).toBeNull();
    expect(firstChoiceOf(undefined)).toBeNull();
  });
});
