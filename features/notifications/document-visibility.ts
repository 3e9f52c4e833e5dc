import { Observable } from "rxjs";

/** Whether the page is in view (its tab shown), now and at each change. */
export function documentVisible$(document: Document): Observable<boolean> {
  return new Observable<boolean>((subscriber) => {
    const emit = () => subscriber.next(document.visibilityState !== "hidden");
    emit();
    document.addEventListener("visibilitychange", emit);
    return () => document.removeEventListener("visibilitychange", emit);
  });
}
