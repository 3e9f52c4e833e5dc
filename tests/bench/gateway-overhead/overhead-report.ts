import type { LoadShape, Measurement } from "./load-run.ts";

/** Issue 5 item 9: what the gateway may add to a completion's latency on loopback. */
export const ADDED_P50_BUDGET_MS = 1;
export const ADDED_P99_BUDGET_MS = 5;

/** A measurement through a gateway, with what its process spent on it. */
export interface ThroughGateway {
  readonly measurement: Measurement;
  /** The gateway process's CPU time per answer, in ms. */
  readonly cpuMsPerAnswer: number;
  readonly peakRssMb: number;
}

/** The same configuration measured straight against the mock upstream, through ours and through the peer. */
export interface Comparison {
  readonly shape: LoadShape;
  readonly stream: boolean;
  readonly direct: Measurement;
  readonly gateway: ThroughGateway;
  readonly peer: ThroughGateway | null;
}

const COLUMNS = [
  ["stream", 6],
  ["conns", 5],
  ["target", 8],
  ["answers", 7],
  ["req/s", 6],
  ["p50", 6],
  ["p99", 6],
  ["p99.9", 6],
  ["mean", 6],
  ["max", 6],
  ["MB/s", 5],
  ["err", 4],
  ["non2xx", 6],
  ["wrong", 5],
  ["CPU ms/req", 10],
  ["peak RSS MB", 11],
] as const;

export function comparisonTable(comparisons: readonly Comparison[]): string[] {
  const lines = [row(COLUMNS.map(([name]) => name))];
  for (const { shape, stream, direct, gateway, peer } of comparisons) {
    const config = [stream ? "yes" : "no", String(shape.connections)];
    lines.push(row([...config, "direct", ...figures(direct), "", ""]));
    lines.push(...throughRows(config, "gateway", direct, gateway));
    if (peer) lines.push(...throughRows(config, "peer", direct, peer));
  }
  return lines;
}

function throughRows(
  config: string[],
  target: string,
  direct: Measurement,
  through: ThroughGateway,
): string[] {
  const { measurement } = through;
  const added = addedLatency(direct, measurement);
  const figuresOf = [
    ...figures(measurement),
    through.cpuMsPerAnswer.toFixed(3),
    through.peakRssMb.toFixed(1),
  ];
  return [
    row([...config, target, ...figuresOf]),
    row([
      ...config,
      "added",
      "",
      "",
      signed(added.p50),
      signed(added.p99),
      signed(measurement.p999 - direct.p999),
      signed(measurement.mean - direct.mean),
    ]),
  ];
}

export function addedLatency(direct: Measurement, through: Measurement) {
  return { p50: through.p50 - direct.p50, p99: through.p99 - direct.p99 };
}

/** What missed the budget, in words; empty when everything held. */
export function budgetMisses(comparisons: readonly Comparison[], judged: boolean): string[] {
  return comparisons.flatMap(({ shape, stream, direct, gateway }) => {
    const where = `${shape.pacing} pacing, ${stream ? "streamed" : "not streamed"}, ${shape.connections} connections`;
    const added = addedLatency(direct, gateway.measurement);
    return [
      ...failures(direct, `${where}, direct`),
      ...failures(gateway.measurement, `${where}, gateway`),
      ...(judged && added.p50 > ADDED_P50_BUDGET_MS
        ? [`${where}: added p50 ${added.p50.toFixed(2)} ms > ${ADDED_P50_BUDGET_MS} ms`]
        : []),
      ...(judged && added.p99 > ADDED_P99_BUDGET_MS
        ? [`${where}: added p99 ${added.p99.toFixed(2)} ms > ${ADDED_P99_BUDGET_MS} ms`]
        : []),
    ];
  });
}

/** What went wrong through the peer: a broken comparison, printed, never judged. */
export function peerFailures(comparisons: readonly Comparison[]): string[] {
  return comparisons.flatMap(({ shape, stream, peer }) =>
    peer
      ? failures(
          peer.measurement,
          `${stream ? "streamed" : "not streamed"}, ${shape.connections} connections, peer`,
        )
      : [],
  );
}

function failures(measurement: Measurement, where: string): string[] {
  const { errors, non2xx, wrongAnswers, answered } = measurement;
  return [
    ...(errors > 0 ? [`${where}: ${errors} connection errors or timeouts`] : []),
    ...(non2xx > 0 ? [`${where}: ${non2xx} answers other than 2xx`] : []),
    ...(wrongAnswers > 0 ? [`${where}: ${wrongAnswers} incomplete or wrong answers`] : []),
    ...(answered === 0 ? [`${where}: no answer at all`] : []),
  ];
}

function figures(measurement: Measurement): string[] {
  const { answered, rate, p50, p99, p999, mean, max, megabytesPerSecond } = measurement;
  return [
    String(answered),
    rate.toFixed(0),
    ...[p50, p99, p999, mean, max].map((ms) => ms.toFixed(2)),
    megabytesPerSecond.toFixed(2),
    String(measurement.errors),
    String(measurement.non2xx),
    String(measurement.wrongAnswers),
  ];
}

function signed(ms: number): string {
  return `${ms >= 0 ? "+" : ""}${ms.toFixed(2)}`;
}

function row(cells: readonly string[]): string {
  return cells
    .map((cell, index) => {
      const [, width] = COLUMNS[index] ?? ["", 6];
      return index < 3 ? cell.padEnd(width) : cell.padStart(width);
    })
    .join("  ");
}
