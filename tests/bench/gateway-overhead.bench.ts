// Gateway overhead benchmark (issue 5, item 9): the latency the reference gateway adds to POST /chat/completions
// over calling the same mock OpenAI-compatible upstream directly, on loopback, streamed and not, at 50 and 200
// connections and 500 requests/s; goal: p50 ≤ 1 ms and p99 ≤ 5 ms added. Also the gateway's memory (RSS) after
// start, at rest after a warm-up, and at its peak under load.
//
//   npm run bench:gateway
//
// Three processes: this one (autocannon), the mock upstream, and the gateway as `npm start` runs it (tsx, PGlite
// in a temporary folder, logs at warn), authenticated by a user API key seeded in its database beforehand; no
// Auth emulator needed. Each measurement runs BENCH_SECONDS (default 10) after a warm-up of every configuration.
// The budget is judged with requests spread evenly over time (one every 2 ms, wrk2-style); the same
// configurations are then run as autocannon's overallRate sends them (each connection's share of a second back
// to back at the start of every second: bursts of 50 or 200 simultaneous requests), for information.
// Every request through the gateway is also recorded in its chat_history, as in real use: part of the cost.
// Exits non-zero when an added p50 or p99 is over budget, on any error, non-2xx or incomplete answer, or when
// the gateway did not record every request it answered. Figures: stdout and test-results/gateway-overhead.json.
// BENCH_GATEWAY_CPU_PROFILE=<folder> makes the gateway write a V8 CPU profile there when it stops.
import { setTimeout as pause } from "node:timers/promises";
import { benchTargets } from "./gateway-overhead/bench-targets.ts";
import { type GatewayUnderTest, startGatewayUnderTest } from "./gateway-overhead/gateway-under-test.ts";
import { type LoadShape, measureLoad, type Pacing } from "./gateway-overhead/load-run.ts";
import {
  firstLineOf,
  minimalEnvironment,
  startTypeScriptProcess,
  stopProcess,
} from "./gateway-overhead/node-processes.ts";
import {
  ADDED_P50_BUDGET_MS,
  ADDED_P99_BUDGET_MS,
  addedLatency,
  budgetMisses,
  type Comparison,
  comparisonTable,
} from "./gateway-overhead/overhead-report.ts";
import { cpuTimeMs, PeakMemory, residentMb } from "./gateway-overhead/process-usage.ts";
import { recordPerformance } from "./performance-page.ts";
import { announceVerdict, machineLoad, saveReport } from "./screens/budget-table.ts";

const REQUESTS_PER_SECOND = 500;
const CONNECTIONS = [50, 200] as const;
const SECONDS = Number(process.env.BENCH_SECONDS ?? "10");
const BURST_SECONDS = Math.max(2, Math.round(SECONDS / 2));
const WARM_UP_SECONDS = 2;

/** Every configuration, not streamed then streamed, at each connection count. */
function shapes(pacing: Pacing, seconds: number): { stream: boolean; shape: LoadShape }[] {
  return [false, true].flatMap((stream) =>
    CONNECTIONS.map((connections) => ({
      stream,
      shape: { pacing, connections, requestsPerSecond: REQUESTS_PER_SECOND, seconds },
    })),
  );
}

async function compare(mockBaseUrl: string, gateway: GatewayUnderTest, stream: boolean, shape: LoadShape) {
  const targets = benchTargets(mockBaseUrl, gateway, stream);
  const direct = await measureLoad(targets.direct, shape);
  const memory = new PeakMemory(gateway.pid);
  const cpuBefore = cpuTimeMs(gateway.pid);
  const through = await measureLoad(targets.gateway, shape);
  const gatewayCpuMsPerAnswer = (cpuTimeMs(gateway.pid) - cpuBefore) / Math.max(through.answered, 1);
  const gatewayPeakRssMb = memory.stop();
  const comparison = { shape, stream, direct, gateway: through, gatewayCpuMsPerAnswer, gatewayPeakRssMb };
  console.info(comparisonTable([comparison]).slice(1).join("\n"));
  return comparison;
}

async function compareAll(mockBaseUrl: string, gateway: GatewayUnderTest, pacing: Pacing, seconds: number) {
  const comparisons: Comparison[] = [];
  for (const { stream, shape } of shapes(pacing, seconds))
    comparisons.push(await compare(mockBaseUrl, gateway, stream, shape));
  return comparisons;
}

/** Runs every configuration once, unmeasured; how many answers came through the gateway. */
async function warmUp(mockBaseUrl: string, gateway: GatewayUnderTest): Promise<number> {
  let answeredByGateway = 0;
  for (const { stream, shape } of shapes("even", WARM_UP_SECONDS)) {
    const targets = benchTargets(mockBaseUrl, gateway, stream);
    await measureLoad(targets.direct, shape);
    answeredByGateway += (await measureLoad(targets.gateway, shape)).answered;
  }
  return answeredByGateway;
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  console.info(`gateway overhead benchmark; ${machineLoad()} (other work on the machine skews every figure)`);
  const mockProcess = startTypeScriptProcess(
    "tests/bench/gateway-overhead/mock-upstream.process.ts",
    minimalEnvironment({}),
  );
  const mock = JSON.parse(await firstLineOf(mockProcess, "mock upstream")) as { baseUrl: string };
  const profileFolder = process.env.BENCH_GATEWAY_CPU_PROFILE;
  const gateway = await startGatewayUnderTest(
    mock.baseUrl,
    profileFolder ? ["--cpu-prof", "--cpu-prof-dir", profileFolder] : [],
  );
  try {
    const rssAfterStart = residentMb(gateway.pid);
    console.info(`warming up: every configuration for ${WARM_UP_SECONDS} s`);
    const warmUpAnswered = await warmUp(mock.baseUrl, gateway);
    await pause(2000);
    const rssAtRest = residentMb(gateway.pid);
    const header = comparisonTable([])[0];
    console.info(`\nrequests evenly spread, ${REQUESTS_PER_SECOND}/s, ${SECONDS} s each; ms\n${header}`);
    const even = await compareAll(mock.baseUrl, gateway, "even", SECONDS);
    console.info(
      `\nautocannon overallRate (bursts), ${REQUESTS_PER_SECOND}/s, ${BURST_SECONDS} s each; not judged\n${header}`,
    );
    const bursts = await compareAll(mock.baseUrl, gateway, "bursts", BURST_SECONDS);
    const rssMb = {
      afterStart: rssAfterStart,
      atRest: rssAtRest,
      peakUnderLoad: Math.max(...[...even, ...bursts].map((run) => run.gatewayPeakRssMb)),
      afterRuns: residentMb(gateway.pid),
    };
    const recorded = Object.fromEntries(await gateway.stop());
    const answered = [...even, ...bursts].reduce((sum, run) => sum + run.gateway.answered, warmUpAnswered);
    console.info(
      `\ngateway RSS (MB): ${Object.entries(rssMb)
        .map(([when, mb]) => `${when} ${mb.toFixed(1)}`)
        .join(", ")}`,
    );
    console.info(`chat_history rows by status: ${JSON.stringify(recorded)}; 2xx answers: ${answered}`);
    const misses = [
      ...budgetMisses(even, true),
      ...budgetMisses(bursts, false),
      // Every 2xx answer through the gateway, warm-up included, must be recorded with status 200.
      ...((recorded[200] ?? 0) < answered
        ? ["chat_history holds fewer successful requests than answered"]
        : []),
    ];
    const budgetMs = { addedP50: ADDED_P50_BUDGET_MS, addedP99: ADDED_P99_BUDGET_MS };
    const report = { budgetMs, even, bursts, rssMb, recorded, answered, misses, machine: machineLoad() };
    await saveReport("gateway-overhead", report);
    await recordPerformance("gateway-overhead", [
      ...even.flatMap((comparison) => {
        const added = addedLatency(comparison);
        const where = `${comparison.stream ? "streamed" : "not streamed"}, ${comparison.shape.connections} connections`;
        return [
          { name: `added p50, ${where}`, value: added.p50, unit: "ms", budget: ADDED_P50_BUDGET_MS },
          { name: `added p99, ${where}`, value: added.p99, unit: "ms", budget: ADDED_P99_BUDGET_MS },
        ];
      }),
      { name: "gateway memory (RSS) after start", value: rssMb.afterStart, unit: "MB" },
      { name: "gateway memory (RSS) at rest after a warm-up", value: rssMb.atRest, unit: "MB" },
      { name: "gateway memory (RSS) at its peak under load", value: rssMb.peakUnderLoad, unit: "MB" },
    ]);
    return announceVerdict(misses, startedAt);
  } finally {
    await gateway.stop().catch(() => undefined);
    await stopProcess(mockProcess);
  }
}

process.exitCode = await main();
