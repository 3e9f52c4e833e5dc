import type { LoadShape, Measurement } from "./load-run.ts";

/** Issue 5 item 9: what the gateway may add to a completion's latency on loopback. */
export const ADDED_P50_BUDGET_MS = 1;
export const ADDED_P99_BUDGET_MS = 5;

/** The same configuration measured straight against the mock upstream and through the gateway. */
export interface Comparison {
  readonly shape: LoadShape;
  readonly stream: boolean;
  readonly direct: Measurement;
  readonly gateway: Measurement;
  /** The gateway process's CPU time per answer, in ms. */
  readonly gatewayCpuMsPerAnswer: number;
  readonly gatewayPeakRssMb: number;
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
  for (const { shape, stream, direct, gateway, gatewayCpuMsPerAnswer, gatewayPeakRssMb } of comparisons) {
    const config = [stream ? "yes" : "no", String(shape.connections)];
    lines.push(row([...config, "direct", ...figures(direct), "", ""]));
    lines.push(
      row([
        ...config,
        "gateway",
        ...figures(gateway),
        gatewayCpuMsPerAnswer.toFixed(3),
        gatewayPeakRssMb.toFixed(1),
      ]),
    );
    const added = addedLatency({ direct, gateway });
    lines.push(
      row([
        ...config,
        "added",
        "",
        "",
        signed(added.p50),
        signed(added.p99),
        signed(gateway.p999 - direct.p999),
        signed(gateway.mean - direct.mean),
      ]),
    );
  }
  return lines;
}

export function addedLatency({ direct, gateway }: Pick<Comparison, "direct" | "gateway">) {
  return { p50: gateway.p50 - direct.p50, p99: gateway.p99 - direct.p99 };
}

/** What missed the budget, in words; empty when everything held. */
export function budgetMisses(comparisons: readonly Comparison[], judged: boolean): string[] {
  return comparisons.flatMap(({ shape, stream, direct, gateway }) => {
    const where = `${shape.pacing} pacing, ${stream ? "streamed" : "not streamed"}, ${shape.connections} connections`;
    const added = addedLatency({ direct, gateway });
    return [
      ...failures(direct, `${where}, direct`),
      ...failures(gateway, `${where}, gateway`),
      ...(judged && added.p50 > ADDED_P50_BUDGET_MS
        ? [`${where}: added p50 ${added.p50.toFixed(2)} ms > ${ADDED_P50_BUDGET_MS} ms`]
        : []),
      ...(judged && added.p99 > ADDED_P99_BUDGET_MS
        ? [`${where}: added p99 ${added.p99.toFixed(2)} ms > ${ADDED_P99_BUDGET_MS} ms`]
        : []),
    ];
  });
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
