import type { PerformanceFigure } from "../performance-page.ts";
import { addedLatency, type Comparison } from "./overhead-report.ts";

/** A process's resident memory at the moments both gateways are read. */
export interface MemoryReadings {
  readonly afterStart: number;
  readonly atRest: number;
  readonly peakUnderLoad: number;
}

/** One figure read from both gateways; the ratio is ours over the peer's. */
interface SideBySide {
  readonly name: string;
  readonly unit: "ms" | "MB";
  readonly ours: number;
  readonly peer: number;
}

/** Added latency under paced load and memory, ours beside the peer's: printed for information, never judged. */
export function sideBySide(
  paced: readonly Comparison[],
  ours: MemoryReadings,
  peer: MemoryReadings,
): SideBySide[] {
  const latencies = paced.flatMap(({ shape, stream, direct, gateway, peer: throughPeer }) => {
    if (!throughPeer) return [];
    const where = `${stream ? "streamed" : "not streamed"}, ${shape.connections} connections`;
    const oursAdded = addedLatency(direct, gateway.measurement);
    const peerAdded = addedLatency(direct, throughPeer.measurement);
    return [
      { name: `added p50, ${where}`, unit: "ms" as const, ours: oursAdded.p50, peer: peerAdded.p50 },
      { name: `added p99, ${where}`, unit: "ms" as const, ours: oursAdded.p99, peer: peerAdded.p99 },
    ];
  });
  const memory = (["afterStart", "atRest", "peakUnderLoad"] as const).map((when) => ({
    name: `memory (RSS), ${MOMENTS[when]}`,
    unit: "MB" as const,
    ours: ours[when],
    peer: peer[when],
  }));
  return [...latencies, ...memory];
}

const MOMENTS = {
  afterStart: "after start",
  atRest: "at rest after a warm-up",
  peakUnderLoad: "peak under load",
};

/** Ours ÷ the peer's; none when the peer's figure is zero or below (a ratio would mislead). */
export function ratioOf({ ours, peer }: SideBySide): number | null {
  return peer > 0 ? ours / peer : null;
}

export function sideBySideTable(rows: readonly SideBySide[], peerName: string): string[] {
  const width = Math.max(...rows.map((row) => row.name.length), 6);
  const cell = (text: string) => text.padStart(12);
  return [
    `${"figure".padEnd(width)}  ${cell("ours")}  ${cell(peerName)}  ${cell("ours ÷ peer")}`,
    ...rows.map((row) => {
      const ratio = ratioOf(row);
      const shown = (value: number) => `${value.toFixed(row.unit === "ms" ? 2 : 1)} ${row.unit}`;
      return `${row.name.padEnd(width)}  ${cell(shown(row.ours))}  ${cell(shown(row.peer))}  ${cell(
        ratio === null ? "—" : `${ratio.toFixed(2)}×`,
      )}`;
    }),
  ];
}

/** The peer's figures and the ratios, for the performance page: information, without a budget. */
export function peerFigures(rows: readonly SideBySide[], peerName: string): PerformanceFigure[] {
  return rows.flatMap((row) => {
    const ratio = ratioOf(row);
    return [
      { name: `${peerName}: ${row.name}`, value: row.peer, unit: row.unit },
      ...(ratio === null ? [] : [{ name: `ours ÷ ${peerName}: ${row.name}`, value: ratio, unit: "×" }]),
    ];
  });
}
