import { describe, expect, it, vi } from "vitest";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import {
  askPendingRemoval,
  cancelPendingRemoval,
  confirmPendingRemoval,
  type PendingRemovalState,
} from "./pending-removal.ts";

interface Item {
  readonly name: string;
}

function stateHolder(initial: PendingRemovalState<Item> = { removal: null, call: null }) {
  let state = initial;
  const patch = (change: Partial<PendingRemovalState<Item>>) => {
    state = { ...state, ...change };
  };
  return { read: () => state, patch };
}

describe("a removal asked, then confirmed", () => {
  it("asks only about an item that exists and may go, while no call runs", () => {
    const held = stateHolder();
    askPendingRemoval(held.read(), held.patch, undefined, true);
    askPendingRemoval(held.read(), held.patch, { name: "a" }, false);
    expect(held.read().removal).toBeNull();
    askPendingRemoval({ removal: null, call: "adding" }, held.patch, { name: "a" }, true);
    expect(held.read().removal).toBeNull();
    askPendingRemoval(held.read(), held.patch, { name: "a" }, true);
    expect(held.read().removal).toEqual({ name: "a" });
  });

  it("keeps the item when the question is cancelled, but not while it is being removed", () => {
    const removing = stateHolder({ removal: { name: "a" }, call: "removing" });
    cancelPendingRemoval(removing.read(), removing.patch);
    expect(removing.read().removal).toEqual({ name: "a" });
    const asked = stateHolder({ removal: { name: "a" }, call: null });
    cancelPendingRemoval(asked.read(), asked.patch);
    expect(asked.read().removal).toBeNull();
  });

  it("removes the item, says so, runs what follows and closes the question", async () => {
    const held = stateHolder({ removal: { name: "a" }, call: null });
    const notifier = { notify: vi.fn((_: unknown) => "toast") };
    const calls: string[] = [];
    const removal = confirmPendingRemoval(held.read(), held.patch, {
      notifier,
      remove: async (item) => {
        calls.push(`remove ${item.name} while ${held.read().call}`);
      },
      removed: (item) => `Removed ${item.name}.`,
      removeFailed: () => "Not removed.",
      afterRemoval: () => calls.push("after"),
    });
    await removal;
    expect(calls).toEqual(["remove a while removing", "after"]);
    expect(notifier.notify).toHaveBeenCalledWith({ message: "Removed a.", intent: "positive" });
    expect(held.read()).toEqual({ removal: null, call: null });
  });

  it("reports the server's refusal and closes the question", async () => {
    const held = stateHolder({ removal: { name: "a" }, call: null });
    const notifier = { notify: vi.fn((_: unknown) => "toast") };
    const afterRemoval = vi.fn();
    await confirmPendingRemoval(held.read(), held.patch, {
      notifier,
      remove: () => Promise.reject(new GatewayError({ kind: "http", status: 409 }, ["Still in use."])),
      removed: (item) => `Removed ${item.name}.`,
      removeFailed: () => "Not removed.",
      afterRemoval,
    });
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Still in use.", intent: "negative" }),
    );
    expect(afterRemoval).not.toHaveBeenCalled();
    expect(held.read()).toEqual({ removal: null, call: null });
  });

  it("does nothing without a question, or while a call runs", async () => {
    const remove = vi.fn(() => Promise.resolve());
    const options = { notifier: { notify: vi.fn() }, remove, removed: () => "", removeFailed: () => "" };
    await confirmPendingRemoval({ removal: null, call: null }, vi.fn(), options);
    await confirmPendingRemoval({ removal: { name: "a" }, call: "adding" }, vi.fn(), options);
    expect(remove).not.toHaveBeenCalled();
  });
});
