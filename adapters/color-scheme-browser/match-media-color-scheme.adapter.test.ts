// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { MatchMediaColorScheme } from "./match-media-color-scheme.adapter.ts";

/** A stand-in for the OS preference: `switchTo` fires change events the way a browser does. */
class FakeMediaQueryList extends EventTarget {
  readonly media = "(prefers-color-scheme: dark)";
  listenerCount = 0;

  constructor(public matches: boolean) {
    super();
  }

  switchTo(matches: boolean): void {
    this.matches = matches;
    this.dispatchEvent(Object.assign(new Event("change"), { matches }));
  }

  override addEventListener(...args: Parameters<EventTarget["addEventListener"]>): void {
    this.listenerCount += 1;
    super.addEventListener(...args);
  }

  override removeEventListener(...args: Parameters<EventTarget["removeEventListener"]>): void {
    this.listenerCount -= 1;
    super.removeEventListener(...args);
  }
}

function windowPreferringDark(prefersDark: boolean) {
  const query = new FakeMediaQueryList(prefersDark);
  const queried: string[] = [];
  const fakeWindow = {
    matchMedia: (media: string) => {
      queried.push(media);
      return query as unknown as MediaQueryList;
    },
  } as unknown as Window;
  return { query, queried, fakeWindow };
}

describe("following the OS colour-scheme preference", () => {
  it("reports the current preference as soon as it is asked", () => {
    const { fakeWindow, queried } = windowPreferringDark(true);
    const seen: boolean[] = [];
    new MatchMediaColorScheme(fakeWindow).prefersDark$.subscribe((value) => seen.push(value)).unsubscribe();
    expect(seen).toEqual([true]);
    expect(queried).toEqual(["(prefers-color-scheme: dark)"]);
  });

  it("follows the OS when the person switches between light and dark", () => {
    const { fakeWindow, query } = windowPreferringDark(false);
    const seen: boolean[] = [];
    const subscription = new MatchMediaColorScheme(fakeWindow).prefersDark$.subscribe((value) =>
      seen.push(value),
    );
    query.switchTo(true);
    query.switchTo(true);
    query.switchTo(false);
    subscription.unsubscribe();
    expect(seen).toEqual([false, true, false]);
  });

  it("stops listening to the OS once nobody is subscribed", () => {
    const { fakeWindow, query } = windowPreferringDark(false);
    const seen: boolean[] = [];
    const subscription = new MatchMediaColorScheme(fakeWindow).prefersDark$.subscribe((value) =>
      seen.push(value),
    );
    expect(query.listenerCount).toBe(1);
    subscription.unsubscribe();
    expect(query.listenerCount).toBe(0);
    query.switchTo(true);
    expect(seen).toEqual([false]);
  });

  it("assumes no dark preference in a browser without matchMedia", () => {
    const seen: boolean[] = [];
    new MatchMediaColorScheme({} as Window).prefersDark$.subscribe((value) => seen.push(value)).unsubscribe();
    expect(seen).toEqual([false]);
  });
});
