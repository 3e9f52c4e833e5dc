import { Observable } from "rxjs";
import type { AppRouter } from "../router/create-app-router.tsx";

export function documentComplete$(document: Document): Observable<boolean> {
  return new Observable<boolean>((subscriber) => {
    const emit = () => subscriber.next(document.readyState === "complete");
    emit();
    document.addEventListener("readystatechange", emit);
    return () => document.removeEventListener("readystatechange", emit);
  });
}

/** True once the router has its first screen and no navigation (lazy chunk, guard) is under way. */
export function navigationSettled$(router: AppRouter): Observable<boolean> {
  return new Observable<boolean>((subscriber) => {
    const emit = () => subscriber.next(router.state.initialized && router.state.navigation.state === "idle");
    emit();
    return router.subscribe(emit);
  });
}
