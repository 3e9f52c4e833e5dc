import { readFileSync } from "node:fs";

/** Linux's USER_HZ: /proc reports CPU time in these ticks (100 on every common Linux build). */
const TICKS_PER_SECOND = 100;
const SAMPLE_EVERY_MS = 200;

/** The process's resident memory in MB, from /proc/<pid>/status (VmRSS). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** CPU time the process has used so far (user + system), in ms, from /proc/<pid>/stat. */
export function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Samples a process's resident memory every 200 ms while running, keeping the peak. */
export class PeakMemory {
  private peak = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly pid: number) {
    this.sample();
    this.timer = setInterval(() => this.sample(), SAMPLE_EVERY_MS);
  }

  /** Stops sampling; the highest resident memory seen, in MB. */
  stop(): number {
    clearInterval(this.timer);
    this.sample();
    return this.peak;
  }

  private sample(): void {
    this.peak = Math.max(this.peak, residentMb(this.pid));
  }
}
