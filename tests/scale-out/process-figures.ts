import { readdirSync, readFileSync } from "node:fs";
import { Redis } from "ioredis";
import { cpuTimeMs } from "../bench/gateway-overhead/process-usage.ts";

/** CPU time (ms) these processes have used so far, summed; a process gone counts 0. */
export function cpuOf(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += cpuTimeMs(pid);
    } catch {
      // Gone: nothing more to count.
    }
  }
  return total;
}

/** The PostgreSQL server listening on this port: its postmaster and every process it started (backends, writers). */
export function postgresProcesses(port: number): number[] {
  const pids = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const postmaster = pids.find((pid) => {
    const command = readSafely(`/proc/${pid}/cmdline`).split("\0");
    return command[0]?.endsWith("/postgres") && command.includes(String(port));
  });
  if (!postmaster) return [];
  const children = pids.filter((pid) => parentOf(pid) === postmaster);
  return [postmaster, ...children];
}

function parentOf(pid: number): number {
  const stat = readSafely(`/proc/${pid}/stat`);
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] ?? 0);
}

function readSafely(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

/** Redis's own counts: commands run (INFO commandstats, the INFO calls themselves left out) and CPU used. */
export async function redisFigures(
  url: string,
): Promise<{ commands: number; cpuMs: number; byCommand: Record<string, number> }> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    const stats = await client.info("commandstats");
    const cpu = await client.info("cpu");
    const byCommand: Record<string, number> = {};
    for (const match of stats.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) {
      const [, name, calls] = match;
      if (name && name !== "info") byCommand[name] = Number(calls);
    }
    const seconds = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, "m").exec(cpu)?.[1] ?? 0);
    return {
      commands: Object.values(byCommand).reduce((sum, calls) => sum + calls, 0),
      cpuMs: (seconds("used_cpu_sys") + seconds("used_cpu_user")) * 1000,
      byCommand,
    };
  } finally {
    client.disconnect();
  }
}

/** Per-command differences between two readings. */
export function commandsBetween(
  before: Record<string, number>,
  after: Record<string, number>,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [name, calls] of Object.entries(after)) {
    const added = calls - (before[name] ?? 0);
    if (added > 0) counts[name] = added;
  }
  return counts;
}
