import { useEffect, useReducer, useRef } from "react";

/**
 * Creates a view model once per mounted screen and disposes it when the screen goes away. React may unmount and
 * mount the same screen again (StrictMode, reused subtrees): a disposed view model is then replaced, never reused.
 */
export function useViewModel<T extends { dispose(): void }>(create: () => T): T {
  const current = useRef<T | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  current.current ??= create();
  // Created once per mount: later renders' `create` closures are deliberately ignored.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (current.current === null) {
      current.current = create();
      rerender();
    }
    return () => {
      current.current?.dispose();
      current.current = null;
    };
  }, []);
  return current.current;
}
