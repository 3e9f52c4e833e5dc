import { describe, expect, it } from "vitest";
import { validateInput } from "../validation/validate-input.ts";
import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGE_MIN_LENGTH, FeedbackDto } from "./feedback.dto.ts";
import { FEEDBACK_TOPICS } from "./feedback-topics.ts";

const valid = { topic: "idea", message: "Group the logs by key", email: "ada@example.com" };

describe("the feedback form", () => {
  it("offers the topics idea, problem, question and praise, in that order", () => {
    expect(FEEDBACK_TOPICS).toEqual(["idea", "problem", "question", "praise"]);
  });

  it("takes a topic, a message and a reply address", () => {
    expect(validateInput(FeedbackDto, valid).errMsgs).toEqual([]);
  });

  it("refuses a topic it does not offer, naming those it does", () => {
    expect(validateInput(FeedbackDto, { ...valid, topic: "gossip" }).errMsgs).toEqual([
      "topic must be one of idea, problem, question, praise",
    ]);
  });

  it("needs a message of 10 to 4000 characters, spaces around it not counted", () => {
    expect(FEEDBACK_MESSAGE_MIN_LENGTH).toBe(10);
    expect(FEEDBACK_MESSAGE_MAX_LENGTH).toBe(4000);
    expect(validateInput(FeedbackDto, { ...valid, message: "  0123456789  " }).value.message).toBe(
      "0123456789",
    );
    expect(validateInput(FeedbackDto, { ...valid, message: "  0123456789  " }).errMsgs).toEqual([]);
    expect(validateInput(FeedbackDto, { ...valid, message: "  012345678  " }).errMsgs).toHaveLength(1);
    expect(validateInput(FeedbackDto, { ...valid, message: "x".repeat(4000) }).errMsgs).toEqual([]);
    expect(validateInput(FeedbackDto, { ...valid, message: "x".repeat(4001) }).errMsgs).toHaveLength(1);
  });

  it("lets the reply address be left out or blank, and keeps a given one lowercased without spaces", () => {
    expect(validateInput(FeedbackDto, { ...valid, email: undefined }).errMsgs).toEqual([]);
    const blank = validateInput(FeedbackDto, { ...valid, email: "   " });
    expect(blank.errMsgs).toEqual([]);
    expect(blank.value.email).toBeUndefined();
    expect(validateInput(FeedbackDto, { ...valid, email: " Ada@Example.COM " }).value.email).toBe(
      "ada@example.com",
    );
    expect(validateInput(FeedbackDto, { ...valid, email: "not an address" }).errMsgs).toHaveLength(1);
  });
});
