import { useLayoutEffect, useReducer, useRef } from "react";

interface Disposable {
  dispose(): void;
}

/** View models made by renders that have not been committed yet. */
const uncommitted = new Set<Disposable>();
let sweepQueued = false;

/**
 * Disposes the view models of renders React threw away (interrupted, or suspended before the screen first mounted:
 * React keeps nothing of those). Run after a commit; a render still under way whose view model goes here makes a
 * new one when it commits.
 */
function sweepUncommitted(): void {
  if (sweepQueued) return;
  sweepQueued = true;
  queueMicrotask(() => {
    sweepQueued = false;
    disposeViewModelsOfDiscardedRenders();
  });
}

/**
 * Disposes at once the view models of renders no commit has claimed. Once every root is unmounted (a test's clean-up)
 * no commit will come to sweep them.
 */
export function disposeViewModelsOfDiscardedRenders(): void {
  for (const viewModel of uncommitted) viewModel.dispose();
  uncommitted.clear();
}

/**
 * Creates a view model once per mounted screen and disposes it when the screen goes away. React may unmount and
 * mount the same screen again (StrictMode, reused subtrees): a disposed view model is then replaced, never reused.
 */
export function useViewModel<T extends Disposable>(create: () => T): T {
  const current = useRef<T | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  if (current.current === null) {
    current.current = create();
    uncommitted.add(current.current);
  }
  // Created once per mount: later renders' `create` closures are deliberately ignored. A layout effect, so the view
  // model counts as committed with the commit itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    let viewModel = current.current;
    if (viewModel === null || !uncommitted.delete(viewModel)) {
      viewModel = create();
      current.current = viewModel;
      rerender();
    }
    sweepUncommitted();
    const mounted = viewModel;
    return () => {
      mounted.dispose();
      current.current = null;
      sweepUncommitted();
    };
  }, []);
  return current.current;
}
