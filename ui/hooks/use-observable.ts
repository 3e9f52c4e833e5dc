import { useCallback, useRef, useSyncExternalStore } from "react";
import type { Observable } from "rxjs";

/**
 * Reads the latest value of an Observable during render. View models expose `state$` streams that emit
 * synchronously on subscribe (BehaviorSubject-backed), so the first render already has real state.
 */
export function useObservable<T>(source: Observable<T>, initial: T): T {
  const latest = useRef<{ source: Observable<T>; value: T }>({ source, value: initial });
  if (latest.current.source !== source) latest.current = { source, value: initial };

  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe((value) => {
        if (latest.current.source !== source || !Object.is(latest.current.value, value)) {
          latest.current = { source, value };
          onChange();
        }
      });
      return () => subscription.unsubscribe();
    },
    [source],
  );
  const snapshot = () => latest.current.value;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
