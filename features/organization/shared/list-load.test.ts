import { describe, expect, it } from "vitest";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { type ListLoadState, loadList } from "./list-load.ts";

interface Listed extends ListLoadState {
  readonly items: readonly string[];
}

function stateHolder() {
  const seen: Listed[] = [];
  let state: Listed = { status: "ready", failure: ["old"], items: [] };
  const patch = (change: Partial<Listed>) => {
    state = { ...state, ...change };
    seen.push(state);
  };
  return { seen, patch };
}

describe("a list's load", () => {
  it("shows loading, then the loaded items as ready", async () => {
    const held = stateHolder();
    await loadList(held.patch, async () => ({ items: ["a", "b"] }));
    expect(held.seen).toEqual([
      { status: "loading", failure: [], items: [] },
      { status: "ready", failure: [], items: ["a", "b"] },
    ]);
  });

  it("keeps the server's reasons when the load fails", async () => {
    const held = stateHolder();
    await loadList(held.patch, () =>
      Promise.reject(new GatewayError({ kind: "http", status: 403 }, ["Not allowed."])),
    );
    expect(held.seen.at(-1)).toEqual({ status: "failed", failure: ["Not allowed."], items: [] });
  });
});
