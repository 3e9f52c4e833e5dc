import { readFileSync } from "node:fs";
import { setTimeout as pause } from "node:timers/promises";

/** The machine counts as quiet once this share of its CPU time went idle over a sample. */
const QUIET_IDLE_SHARE = 0.85;
const SAMPLE_MS = 1000;
const MAX_WAIT_MS = 60_000;

/**
 * Waits until the machine's CPUs were mostly idle for a whole second, for at most a minute, and says how long that
 * took. A bench measures its own work: the step before it (a browser world closing its browsers, a gateway
 * flushing its log) may still hold the CPUs for a while after it returned, and the load average, a decaying
 * mean, cannot tell that apart from work that has already ended.
 */
export async function quietMachine(): Promise<string> {
  const started = performance.now();
  let share = 0;
  while (performance.now() - started < MAX_WAIT_MS) {
    const before = cpuTimes();
    await pause(SAMPLE_MS);
    const after = cpuTimes();
    share = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    if (share >= QUIET_IDLE_SHARE) break;
  }
  const waited = ((performance.now() - started) / 1000).toFixed(0);
  return `CPUs ${(share * 100).toFixed(0)} % idle after waiting ${waited} s for a quiet machine`;
}

/** All CPUs' idle and total time since boot, in clock ticks (the first line of /proc/stat). */
function cpuTimes(): { readonly idle: number; readonly total: number } {
  const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "")
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are the time nothing ran.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { idle, total: fields.slice(0, 8).reduce((sum, value) => sum + value, 0) };
}
