import { useMemo } from "react";
import { animationFrameScheduler, auditTime, distinctUntilChanged, map } from "rxjs";
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
 * The conversation, at most once per animation frame however fast the reply streams: the browser paints no more
 * often, and the frames in between stay free for the prompt box's keystrokes.
 */
export function usePlaygroundChat(viewModel: PlaygroundViewModel): PlaygroundChat {
  const chat$ = useMemo(
    () =>
      viewModel.state$.pipe(
        map((state) => state.chat),
        distinctUntilChanged(),
        auditTime(0, animationFrameScheduler),
      ),
    [viewModel],
  );
  return useObservable(chat$, viewModel.current().chat);
}
