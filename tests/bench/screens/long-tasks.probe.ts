import type { Page } from "playwright-core";

/** A main-thread task over 50 ms (Long Tasks API), or a frame held over 50 ms (Long Animation Frames API). */
export interface SlowSpan {
  readonly startTime: number;
  readonly duration: number;
  /**
   * For a long animation frame: what held it, as the browser attributes it (each script's entry point and time,
   * then the frame's style and layout). A garbage collection counts in the time of the script it interrupted.
   */
  readonly heldBy?: string;
}

interface Recorded {
  readonly longTasks: SlowSpan[];
  readonly longFrames: SlowSpan[];
}

/** The long tasks and long animation frames that started in a window of time. */
export interface SlowSpans {
  readonly longTasks: SlowSpan[];
  readonly longFrames: SlowSpan[];
}

/**
 * Records every long task and long animation frame from the page's first script on (an init script, so it runs
 * before the app), on the page's performance.now() timeline. Also defines esbuild's `__name` helper: tsx compiles
 * this project with keepNames, and functions sent to the page call it.
 */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript({ content: "globalThis.__name ??= (target) => target;" });
  await page.addInitScript(observeSlowSpans);
}

/** The long tasks and long frames that ran at some point within [from, to] of the page's clock. */
export async function longTasksBetween(page: Page, from: number, to: number): Promise<SlowSpans> {
  const recorded = await page.evaluate(
    () =>
      (window as unknown as { __slowSpans: { longTasks: SlowSpan[]; longFrames: SlowSpan[] } }).__slowSpans,
  );
  const within = (span: SlowSpan) => span.startTime + span.duration >= from && span.startTime <= to;
  return { longTasks: recorded.longTasks.filter(within), longFrames: recorded.longFrames.filter(within) };
}

/** The page's performance.now(). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

// Runs inside the page: only browser globals.
function observeSlowSpans(): void {
  const recorded: Recorded = { longTasks: [], longFrames: [] };
  (window as unknown as { __slowSpans: Recorded }).__slowSpans = recorded;
  const keep = (into: SlowSpan[]) => (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries())
      into.push({ startTime: entry.startTime, duration: entry.duration, ...heldBy(entry) });
  };
  // The Long Animation Frames API's fields, as Chromium reports them.
  interface FrameScript {
    readonly invoker: string;
    readonly sourceFunctionName: string;
    readonly duration: number;
    readonly forcedStyleAndLayoutDuration: number;
  }
  interface AnimationFrame {
    readonly scripts?: readonly FrameScript[];
    readonly styleAndLayoutStart?: number;
  }
  const heldBy = (entry: PerformanceEntry): { heldBy?: string } => {
    const frame = entry as PerformanceEntry & AnimationFrame;
    if (!frame.scripts) return {};
    const scripts = frame.scripts.map(
      (script) =>
        `${script.invoker}${script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ""} ` +
        `${Math.round(script.duration)} ms (forced style and layout ${Math.round(script.forcedStyleAndLayoutDuration)} ms)`,
    );
    const end = entry.startTime + entry.duration;
    const styleAndLayout = frame.styleAndLayoutStart ? Math.round(end - frame.styleAndLayoutStart) : 0;
    return { heldBy: [...scripts, `style and layout ${styleAndLayout} ms`].join("; ") };
  };
  new PerformanceObserver(keep(recorded.longTasks)).observe({ type: "longtask", buffered: true });
  if (PerformanceObserver.supportedEntryTypes.includes("long-animation-frame"))
    new PerformanceObserver(keep(recorded.longFrames)).observe({
      type: "long-animation-frame",
      buffered: true,
    });
}
