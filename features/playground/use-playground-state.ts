import { useMemo } from "react";
import { asyncScheduler, distinctUntilChanged, map, throttleTime } from "rxjs";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import type { PlaygroundChat, PlaygroundSetup } from "./playground.state.ts";
import type { PlaygroundViewModel } from "./playground.view-model.ts";

/** The model and settings: renders again when a choice changes, not while a reply streams. */
export function usePlaygroundSetup(viewModel: PlaygroundViewModel): PlaygroundSetup {
  const setup$ = useMemo(
    () =>
      viewModel.state$.pipe(
        map((state) => state.setup),
        distinctUntilChanged(),
      ),
    [viewModel],
  );
  return useObservable(setup$, viewModel.current().setup);
}

/**
 * A reply being written shows its new words at most this often. Twenty times a second still reads as a steady
 * flow, and it leaves the frames in between to the prompt box's keystrokes. Rendering on every frame instead cost
 * the streaming bench far more script and layout time (today's: docs/performance.md).
 */
const REPLY_RENDER_INTERVAL_MS = 50;

/**
 * The conversation, at most once per REPLY_RENDER_INTERVAL_MS however fast the reply streams. The first change
 * shows at once (a question sent, a reply's first words) and the last one always shows (a reply's end).
 */
export function usePlaygroundChat(viewModel: PlaygroundViewModel): PlaygroundChat {
  const chat$ = useMemo(
    () =>
      viewModel.state$.pipe(
        map((state) => state.chat),
        distinctUntilChanged(),
        throttleTime(REPLY_RENDER_INTERVAL_MS, asyncScheduler, { leading: true, trailing: true }),
      ),
    [viewModel],
  );
  return useObservable(chat$, viewModel.current().chat);
}
