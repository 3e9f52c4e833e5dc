import { cpus, loadavg } from "node:os";
import { setTimeout as pause } from "node:timers/promises";
import { residentMb } from "../../bench/gateway-overhead/process-usage.ts";
import { METRICS_TOKEN } from "../cluster.ts";
import { FAST_MODEL, pacedCompletions, statusCounts } from "../completion-calls.ts";
import { commandsBetween, cpuOf, postgresProcesses, redisFigures } from "../process-figures.ts";
import type { CheckContext, ScaleOutCheck } from "../scale-out-check.ts";

const RECORDING_WAIT_MS = 1500;

/**
 * What deployment.md's sizing table is made of, measured under a steady load through haproxy with a key that has
 * a budget and a rate limit (so every kind of shared state is used): CPU time per request of each part, log rows
 * per second, Redis commands per request, each instance's memory, latency; and /metrics' request counts, which must
 * match the answers.
 */
export const sizing: ScaleOutCheck = {
  name: "sizing figures under a steady load through haproxy (CPU per request, log rows, Redis calls, memory), and /metrics matching the traffic",
  async run({ cluster, owner, log, small }: CheckContext) {
    const perSecond = small ? 30 : 60;
    const seconds = small ? 5 : 20;
    const key = await owner.makeKey(cluster.instances[0]?.apiUrl ?? "", "sizing", {
      monthlyBudgetUsd: 1000,
      requestsPerMinute: 100_000,
    });
    const gatewayPids = cluster.instances.map((instance) => instance.pid);
    const postgresPort = Number(new URL(cluster.postgres.url).port);
    /** Each part's CPU so far, Redis's figures, the log's rows and bytes: taken before and after the load. */
    const snapshot = async () => ({
      gateways: cpuOf(gatewayPids),
      haproxy: cpuOf([cluster.balancer.pid]),
      // Backends started during the load count whole: all their time is the load's.
      postgres: cpuOf(postgresProcesses(postgresPort)),
      redis: await redisFigures(cluster.redis.url),
      rows: await log.rowCount(),
      logBytes: await log.sizeBytes(),
    });
    const metricsBefore = await countedByMetrics(cluster.instances.map((instance) => instance.origin));
    const before = await snapshot();
    const started = performance.now();
    const answers = await pacedCompletions(
      [{ apiUrl: cluster.apiUrl, name: "haproxy" }],
      key.secret,
      perSecond,
      seconds,
    );
    const elapsedSeconds = (performance.now() - started) / 1000;
    await pause(RECORDING_WAIT_MS);
    const after = await snapshot();
    const metricsAfter = await countedByMetrics(cluster.instances.map((instance) => instance.origin));
    const requests = answers.length;
    const redisCalls = commandsBetween(before.redis.byCommand, after.redis.byCommand);
    const ok = answers.filter((answer) => answer.status === 200);
    const latencies = ok.map((answer) => answer.answeredAt - answer.sentAt).sort((a, b) => a - b);
    const perRequest = (ms: number) => Number((ms / requests).toFixed(3));
    const problems: string[] = [];
    if (ok.length !== requests)
      problems.push(`not every request answered 200: ${JSON.stringify(statusCounts(answers))}`);
    const countedByMetricsDelta =
      metricsAfter === null || metricsBefore === null ? null : metricsAfter - metricsBefore;
    if (countedByMetricsDelta === null) problems.push("/metrics could not be read on every instance");
    else if (countedByMetricsDelta !== ok.length)
      problems.push(
        `/metrics counted ${countedByMetricsDelta} answered requests of ${FAST_MODEL}, the client ${ok.length}`,
      );
    return {
      figures: {
        requests,
        perSecond,
        seconds: Number(elapsedSeconds.toFixed(1)),
        cpuMsPerRequest: {
          gatewaysTogether: perRequest(after.gateways - before.gateways),
          haproxy: perRequest(after.haproxy - before.haproxy),
          postgres: perRequest(after.postgres - before.postgres),
          redis: perRequest(after.redis.cpuMs - before.redis.cpuMs),
        },
        logRowsPerSecond: Number(((after.rows - before.rows) / elapsedSeconds).toFixed(1)),
        logRowsPerRequest: Number(((after.rows - before.rows) / requests).toFixed(2)),
        // Redis counts the commands a Lua script runs as well as the script's own call.
        redisCommandsRunPerRequest: perRequest(after.redis.commands - before.redis.commands),
        redisScriptCallsPerRequest: perRequest((redisCalls.evalsha ?? 0) + (redisCalls.eval ?? 0)),
        redisTransactionsPerRequest: perRequest(redisCalls.multi ?? 0),
        redisCommands: redisCalls,
        // What the log grew by: a table's fixed overhead (empty partitions, first index pages) left out.
        logBytesPerRequest: Math.round((after.logBytes - before.logBytes) / (after.rows - before.rows)),
        residentMbPerInstance: cluster.instances.map((instance) => Math.round(residentMb(instance.pid))),
        latencyMs: {
          p50: Math.round(latencies[Math.floor(latencies.length * 0.5)] ?? 0),
          p95: Math.round(latencies[Math.floor(latencies.length * 0.95)] ?? 0),
          p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
        },
        countedByMetrics: countedByMetricsDelta,
        loadAverage: Number(loadavg()[0]?.toFixed(2)),
        cpus: cpus().length,
      },
      problems,
    };
  },
};

/**
 * Requests of the load's model answered 200, summed over the instances' /metrics (gateway_requests_total); null
 * when an instance does not serve it.
 */
async function countedByMetrics(origins: readonly string[]): Promise<number | null> {
  let total = 0;
  for (const origin of origins) {
    const response = await fetch(`${origin}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    }).catch(() => null);
    if (!response?.ok) return null;
    for (const line of (await response.text()).split("\n"))
      if (
        line.startsWith("gateway_requests_total{") &&
        line.includes(`model="${FAST_MODEL}"`) &&
        line.includes('status="200"')
      )
        total += Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return total;
}
