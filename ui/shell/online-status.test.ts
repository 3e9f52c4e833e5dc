import { describe, expect, it } from "vitest";
import { type ConnectionSignals, online$ } from "./online-status.ts";

class FakeConnection extends EventTarget implements ConnectionSignals {
  readonly navigator = { onLine: true };

  go(online: boolean): void {
    this.navigator.onLine = online;
    this.dispatchEvent(new Event(online ? "online" : "offline"));
  }
}

describe("the online status", () => {
  it("tells the current state at once, then each change", () => {
    const connection = new FakeConnection();
    const seen: boolean[] = [];
    const subscription = online$(connection).subscribe((online) => seen.push(online));
    connection.go(false);
    connection.go(true);
    subscription.unsubscribe();
    expect(seen).toEqual([true, false, true]);
  });

  it("starts offline when the page loaded without a connection", () => {
    const connection = new FakeConnection();
    connection.navigator.onLine = false;
    const seen: boolean[] = [];
    online$(connection)
      .subscribe((online) => seen.push(online))
      .unsubscribe();
    expect(seen).toEqual([false]);
  });

  it("stops listening once unsubscribed", () => {
    const connection = new FakeConnection();
    const seen: boolean[] = [];
    online$(connection)
      .subscribe((online) => seen.push(online))
      .unsubscribe();
    connection.go(false);
    expect(seen).toEqual([true]);
  });
});
