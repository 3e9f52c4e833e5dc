import { distinctUntilChanged, Observable } from "rxjs";

/** What the browser tells of the connection: `navigator.onLine` and the window's online/offline events. */
export interface ConnectionSignals {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: "online" | "offline", listener: () => void): void;
  removeEventListener(type: "online" | "offline", listener: () => void): void;
}

/** Whether the browser is online now and at each change; it emits the current state on subscribe. */
export function online$(signals: ConnectionSignals): Observable<boolean> {
  return new Observable<boolean>((subscriber) => {
    const emit = () => subscriber.next(signals.navigator.onLine);
    emit();
    signals.addEventListener("online", emit);
    signals.addEventListener("offline", emit);
    return () => {
      signals.removeEventListener("online", emit);
      signals.removeEventListener("offline", emit);
    };
  }).pipe(distinctUntilChanged());
}
