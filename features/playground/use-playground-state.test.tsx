// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { BehaviorSubject } from "rxjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initialPlaygroundState } from "./initial-playground-state.ts";
import type { PlaygroundState } from "./playground.state.ts";
import type { PlaygroundViewModel } from "./playground.view-model.ts";
import { usePlaygroundChat } from "./use-playground-state.ts";

/** A view model as the hook sees it: its state stream and latest state. */
function streamingViewModel() {
  const state$ = new BehaviorSubject<PlaygroundState>(initialPlaygroundState(null));
  const viewModel = { state$, current: () => state$.value } as unknown as PlaygroundViewModel;
  const write = (words: number, streaming = true) =>
    state$.next({
      ...state$.value,
      chat: {
        streaming,
        turns: [{ id: "reply", role: "assistant", content: "word ".repeat(words) } as never],
      },
    });
  return { viewModel, write };
}

describe("the playground conversation as the page renders it", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a reply's first words at once, at most twenty renders a second after, and always its end", () => {
    const { viewModel, write } = streamingViewModel();
    const rendered: number[] = [];
    const { result } = renderHook(() => {
      const chat = usePlaygroundChat(viewModel);
      rendered.push(chat.turns.length);
      return chat;
    });
    act(() => vi.advanceTimersByTime(1000));
    const rendersBefore = rendered.length;

    act(() => write(1));
    expect(result.current.turns).toHaveLength(1);

    // A hundred words a second for a second, then the end of the reply.
    for (let word = 2; word <= 100; word++) {
      act(() => {
        write(word);
        vi.advanceTimersByTime(10);
      });
    }
    act(() => write(100, false));
    act(() => vi.advanceTimersByTime(50));

    expect(rendered.length - rendersBefore).toBeLessThanOrEqual(22);
    expect(result.current.streaming).toBe(false);
    expect(result.current.turns[0]).toMatchObject({ content: "word ".repeat(100) });
  });
});
