import { describe, expect, it } from "vitest";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { forgetFeedbackDraft, readFeedbackDraft, writeFeedbackDraft } from "./stored-feedback-draft.ts";

describe("an unsent feedback form", () => {
  it("comes back as it was typed", () => {
    const store = new MemoryStore();
    writeFeedbackDraft(store, { topic: "idea", message: "Group the logs by key", email: "ada@example.com" });
    expect(readFeedbackDraft(store)).toEqual({
      topic: "idea",
      message: "Group the logs by key",
      email: "ada@example.com",
    });
  });

  it("is gone once forgotten", () => {
    const store = new MemoryStore();
    writeFeedbackDraft(store, { topic: "", message: "half a thought", email: "" });
    forgetFeedbackDraft(store);
    expect(readFeedbackDraft(store)).toBeNull();
  });

  it.each([
    "not json",
    JSON.stringify({ topic: "gossip", message: "x", email: "" }),
    JSON.stringify({ topic: "idea", message: 42, email: "" }),
    JSON.stringify(null),
    JSON.stringify({ topic: "idea", message: "x", email: null }),
    JSON.stringify({ message: "x", email: "" }),
  ])("is ignored when storage holds something else (%s)", (stored) => {
    const store = new MemoryStore();
    store.write("feedback", stored);
    expect(readFeedbackDraft(store)).toBeNull();
  });

  it("keeps every topic the form offers, and none chosen yet", () => {
    const store = new MemoryStore();
    for (const topic of ["", "idea", "problem", "question", "praise"] as const) {
      writeFeedbackDraft(store, { topic, message: "m", email: "" });
      expect(readFeedbackDraft(store)?.topic).toBe(topic);
    }
    expect(store.read("feedback")).toBe('{"topic":"praise","message":"m","email":""}');
  });

  it("is nothing when none was kept", () => {
    expect(readFeedbackDraft(new MemoryStore())).toBeNull();
  });
});
