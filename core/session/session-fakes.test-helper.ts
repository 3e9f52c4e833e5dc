import type { Clock } from "../clock/clock.port.ts";
import type { ErrorNavigator } from "../errors/error-navigator.port.ts";
import type { Notifier, ToastRequest } from "../notifier/notifier.port.ts";
import type { RouteName } from "../routing/route-name.ts";
import type { TokenCipher } from "./token-cipher.port.ts";

/** Hand-written fakes for core's session and auth tests (no test framework here: this file is core code). */

/** Reverses and tags the text: enough to tell sealed from plain, and to fail on a value it did not seal. */
export class FakeCipher implements TokenCipher {
  failEncryption = false;

  async encrypt(plainText: string): Promise<string> {
    if (this.failEncryption) throw new Error("no key");
    return `sealed:${[...plainText].reverse().join("")}`;
  }

  async decrypt(sealedText: string): Promise<string> {
    if (!sealedText.startsWith("sealed:")) throw new Error("not sealed here");
    return [...sealedText.slice("sealed:".length)].reverse().join("");
  }
}

export class FixedClock implements Clock {
  constructor(public nowMs = Date.UTC(2025, 0, 1)) {}

  now(): number {
    return this.nowMs;
  }
}

export class RecordingNotifier implements Notifier {
  readonly shown: ToastRequest[] = [];

  notify(request: ToastRequest): string {
    this.shown.push(request);
    return String(this.shown.length);
  }

  notifyInterface(request: ToastRequest): string {
    return this.notify(request);
  }

  dismiss(): void {}
}

export class RecordingErrorNavigator implements ErrorNavigator {
  readonly visited: RouteName[] = [];

  goTo(route: RouteName): void {
    this.visited.push(route);
  }
}
