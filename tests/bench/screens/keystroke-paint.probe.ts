import type { Page } from "playwright-core";

/** One key typed into the watched field: from its keydown to the paint of the frame showing the new value. */
export interface KeystrokeToPaint {
  readonly keydownAt: number;
  readonly paintedAt: number;
  readonly ms: number;
}

/** An Event Timing entry (PerformanceEventTiming) of the watched field: its duration runs to the next paint. */
export interface EventTimingEntry {
  readonly name: string;
  readonly startTime: number;
  readonly duration: number;
  /** Time the event waited before its handlers ran (the main thread was busy). */
  readonly inputDelay: number;
}

export interface KeystrokeRecord {
  readonly keystrokes: KeystrokeToPaint[];
  readonly eventTimings: EventTimingEntry[];
}

interface Watched {
  keystrokes: KeystrokeToPaint[];
  eventTimings: EventTimingEntry[];
}

/**
 * Watches keys typed into `field` (a selector) from now on, two ways:
 * - its own: on keydown, event.timeStamp; on the input event that follows, a requestAnimationFrame, then a
 *   message posted from it, handled once that frame (showing the new value) is rendered: keystroke-to-paint.
 * - the Event Timing API's entries (PerformanceObserver 'event', durationThreshold 16 ms, the smallest allowed):
 *   its duration runs from the event's timestamp to the next paint after its handlers, rounded to 8 ms; events
 *   quicker than 16 ms are not reported.
 */
export function watchKeystrokes(page: Page, field: string): Promise<void> {
  return page.evaluate(installKeystrokeWatch, field);
}

export function keystrokesSeen(page: Page): Promise<KeystrokeRecord> {
  return page.evaluate(() => (window as unknown as { __keystrokes: Watched }).__keystrokes);
}

// Runs inside the page: only browser globals.
function installKeystrokeWatch(field: string): void {
  const watched: Watched = { keystrokes: [], eventTimings: [] };
  (window as unknown as { __keystrokes: Watched }).__keystrokes = watched;
  const isField = (target: EventTarget | null) => target instanceof Element && target.matches(field);
  const pending: number[] = [];
  document.addEventListener(
    "keydown",
    (event) => {
      if (isField(event.target)) pending.push(event.timeStamp);
    },
    true,
  );
  document.addEventListener(
    "input",
    (event) => {
      if (!isField(event.target)) return;
      const keydownAt = pending.shift();
      pending.length = 0;
      if (keydownAt === undefined) return;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const paintedAt = performance.now();
          watched.keystrokes.push({ keydownAt, paintedAt, ms: paintedAt - keydownAt });
        };
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!isField(entry.target)) continue;
      watched.eventTimings.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
      });
    }
  }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
}
