import type { CDPSession, Page } from "playwright-core";

/** Where the renderer's main thread spent its time over a stretch, in ms (Chrome's Performance.getMetrics). */
export interface MainThreadTime {
  readonly scriptMs: number;
  readonly layoutMs: number;
  readonly styleMs: number;
  readonly taskMs: number;
}

const METRICS = {
  scriptMs: "ScriptDuration",
  layoutMs: "LayoutDuration",
  styleMs: "RecalcStyleDuration",
  taskMs: "TaskDuration",
} as const;

/** Reads the main thread's cumulative times now; `since()` then gives what was spent after this call. */
export async function mainThreadClock(page: Page): Promise<{ since(): Promise<MainThreadTime> }> {
  const session = await page.context().newCDPSession(page);
  await session.send("Performance.enable");
  const before = await read(session);
  return {
    since: async () => {
      const after = await read(session);
      const spent = (name: keyof MainThreadTime) => after[name] - before[name];
      return {
        scriptMs: spent("scriptMs"),
        layoutMs: spent("layoutMs"),
        styleMs: spent("styleMs"),
        taskMs: spent("taskMs"),
      };
    },
  };
}

async function read(session: CDPSession): Promise<MainThreadTime> {
  const { metrics } = await session.send("Performance.getMetrics");
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return {
    scriptMs: seconds(METRICS.scriptMs) * 1000,
    layoutMs: seconds(METRICS.layoutMs) * 1000,
    styleMs: seconds(METRICS.styleMs) * 1000,
    taskMs: seconds(METRICS.taskMs) * 1000,
  };
}
