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
// A peer, Portkey's open-source gateway (a pinned devDependency), runs beside ours against the same mock upstream
// with the same paced load; its added latency and memory are printed beside ours with the ratios, never judged.
// BENCH_PEER=none leaves it out.
import { setTimeout as pause } from "node:timers/promises";
import { benchTargets } from "./gateway-overhead/bench-targets.ts";
import { type GatewayUnderTest, startGatewayUnderTest } from "./gateway-overhead/gateway-under-test.ts";
import { type LoadShape, type LoadTarget, measureLoad, type Pacing } from "./gateway-overhead/load-run.ts";
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
  peerFailures,
  type ThroughGateway,
} from "./gateway-overhead/overhead-report.ts";
import {
  type MemoryReadings,
  peerFigures,
  sideBySide,
  sideBySideTable,
} from "./gateway-overhead/peer-comparison.ts";
import { type PeerGateway, startPortkeyGateway } from "./gateway-overhead/peer-gateway.ts";
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

/** The peer is measured under paced load only: the comparison the issue asks for. */
async function compare(
  mockBaseUrl: string,
  gateway: GatewayUnderTest,
  peer: PeerGateway | null,
  stream: boolean,
  shape: LoadShape,
): Promise<Comparison> {
  const targets = benchTargets(mockBaseUrl, gateway, stream, shape.pacing === "even" ? peer : null);
  const direct = await measureLoad(targets.direct, shape);
  const through = await measureThrough(targets.gateway, gateway.pid, shape);
  const throughPeer = targets.peer && peer ? await measureThrough(targets.peer, peer.pid, shape) : null;
  const comparison = { shape, stream, direct, gateway: through, peer: throughPeer };
  console.info(comparisonTable([comparison]).slice(1).join("\n"));
  return comparison;
}

async function measureThrough(target: LoadTarget, pid: number, shape: LoadShape): Promise<ThroughGateway> {
  const memory = new PeakMemory(pid);
  const cpuBefore = cpuTimeMs(pid);
  const measurement = await measureLoad(target, shape);
  const cpuMsPerAnswer = (cpuTimeMs(pid) - cpuBefore) / Math.max(measurement.answered, 1);
  return { measurement, cpuMsPerAnswer, peakRssMb: memory.stop() };
}

async function compareAll(
  mockBaseUrl: string,
  gateway: GatewayUnderTest,
  peer: PeerGateway | null,
  pacing: Pacing,
  seconds: number,
) {
  const comparisons: Comparison[] = [];
  for (const { stream, shape } of shapes(pacing, seconds))
    comparisons.push(await compare(mockBaseUrl, gateway, peer, stream, shape));
  return comparisons;
}

/** Runs every configuration once, unmeasured; how many answers came through the gateway. */
async function warmUp(
  mockBaseUrl: string,
  gateway: GatewayUnderTest,
  peer: PeerGateway | null,
): Promise<number> {
  let answeredByGateway = 0;
  for (const { stream, shape } of shapes("even", WARM_UP_SECONDS)) {
    const targets = benchTargets(mockBaseUrl, gateway, stream, peer);
    await measureLoad(targets.direct, shape);
    answeredByGateway += (await measureLoad(targets.gateway, shape)).answered;
    if (targets.peer) await measureLoad(targets.peer, shape);
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
  const peer = process.env.BENCH_PEER === "none" ? null : await startPortkeyGateway(mock.baseUrl);
  try {
    const rssAfterStart = residentMb(gateway.pid);
    const peerRssAfterStart = peer ? residentMb(peer.pid) : 0;
    console.info(`warming up: every configuration for ${WARM_UP_SECONDS} s`);
    const warmUpAnswered = await warmUp(mock.baseUrl, gateway, peer);
    await pause(2000);
    const rssAtRest = residentMb(gateway.pid);
    const peerRssAtRest = peer ? residentMb(peer.pid) : 0;
    const header = comparisonTable([])[0];
    console.info(`\nrequests evenly spread, ${REQUESTS_PER_SECOND}/s, ${SECONDS} s each; ms\n${header}`);
    const even = await compareAll(mock.baseUrl, gateway, peer, "even", SECONDS);
    console.info(
      `\nautocannon overallRate (bursts), ${REQUESTS_PER_SECOND}/s, ${BURST_SECONDS} s each; not judged\n${header}`,
    );
    const bursts = await compareAll(mock.baseUrl, gateway, peer, "bursts", BURST_SECONDS);
    const rssMb = {
      afterStart: rssAfterStart,
      atRest: rssAtRest,
      peakUnderLoad: Math.max(...[...even, ...bursts].map((run) => run.gateway.peakRssMb)),
      afterRuns: residentMb(gateway.pid),
    };
    const peerRssMb: MemoryReadings = {
      afterStart: peerRssAfterStart,
      atRest: peerRssAtRest,
      peakUnderLoad: Math.max(0, ...even.map((run) => run.peer?.peakRssMb ?? 0)),
    };
    const comparedWithPeer = peer ? sideBySide(even, rssMb, peerRssMb) : [];
    const recorded = Object.fromEntries(await gateway.stop());
    const answered = [...even, ...bursts].reduce(
      (sum, run) => sum + run.gateway.measurement.answered,
      warmUpAnswered,
    );
    console.info(
      `\ngateway RSS (MB): ${Object.entries(rssMb)
        .map(([when, mb]) => `${when} ${mb.toFixed(1)}`)
        .join(", ")}`,
    );
    console.info(`chat_history rows by status: ${JSON.stringify(recorded)}; 2xx answers: ${answered}`);
    if (peer) {
      console.info(`\nbeside ${peer.name}, paced load (printed, not judged)`);
      console.info(sideBySideTable(comparedWithPeer, peer.name).join("\n"));
      for (const failure of peerFailures(even)) console.info(`peer: ${failure}`);
    }
    const misses = [
      ...budgetMisses(even, true),
      ...budgetMisses(bursts, false),
      // Every 2xx answer through the gateway, warm-up included, must be recorded with status 200.
      ...((recorded[200] ?? 0) < answered
        ? ["chat_history holds fewer successful requests than answered"]
        : []),
    ];
    const budgetMs = { addedP50: ADDED_P50_BUDGET_MS, addedP99: ADDED_P99_BUDGET_MS };
    const report = {
      budgetMs,
      even,
      bursts,
      rssMb,
      peer: peer ? { name: peer.name, rssMb: peerRssMb, sideBySide: comparedWithPeer } : null,
      recorded,
      answered,
      misses,
      machine: machineLoad(),
    };
    await saveReport("gateway-overhead", report);
    await recordPerformance("gateway-overhead", [
      ...even.flatMap((comparison) => {
        const added = addedLatency(comparison.direct, comparison.gateway.measurement);
        const where = `${comparison.stream ? "streamed" : "not streamed"}, ${comparison.shape.connections} connections`;
        return [
          { name: `added p50, ${where}`, value: added.p50, unit: "ms", budget: ADDED_P50_BUDGET_MS },
          { name: `added p99, ${where}`, value: added.p99, unit: "ms", budget: ADDED_P99_BUDGET_MS },
        ];
      }),
      { name: "gateway memory (RSS) after start", value: rssMb.afterStart, unit: "MB" },
      { name: "gateway memory (RSS) at rest after a warm-up", value: rssMb.atRest, unit: "MB" },
      { name: "gateway memory (RSS) at its peak under load", value: rssMb.peakUnderLoad, unit: "MB" },
      ...(peer ? peerFigures(comparedWithPeer, peer.name) : []),
    ]);
    return announceVerdict(misses, startedAt);
  } finally {
    await gateway.stop().catch(() => undefined);
    await peer?.stop();
    await stopProcess(mockProcess);
  }
}

process.exitCode = await main();
