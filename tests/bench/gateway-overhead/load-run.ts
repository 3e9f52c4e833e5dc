import autocannon from "autocannon";
import { pacedClients } from "./paced-clients.ts";

/** How requests are sent: spread evenly over time, or as autocannon's overallRate sends them (bursts). */
export type Pacing = "even" | "bursts";

export interface LoadShape {
  readonly connections: number;
  readonly requestsPerSecond: number;
  readonly pacing: Pacing;
  readonly seconds: number;
}

export interface LoadTarget {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** Whether an answer is complete and correct (a stream ending with [DONE] and no error event, …). */
  readonly isCorrect: (body: string) => boolean;
}

/** One measurement; latencies in ms, of 2xx answers, from the request written to the answer complete. */
export interface Measurement {
  readonly answered: number;
  readonly p50: number;
  readonly p99: number;
  readonly p999: number;
  readonly mean: number;
  readonly max: number;
  /** Answers per second achieved. */
  readonly rate: number;
  readonly megabytesPerSecond: number;
  /** Connection errors and timeouts, answers other than 2xx, and 2xx answers that were incomplete or wrong. */
  readonly errors: number;
  readonly non2xx: number;
  readonly wrongAnswers: number;
}

/**
 * Loads a target with autocannon and measures every answer's latency at full precision (autocannon's own
 * histogram keeps whole milliseconds, too coarse for a 1 ms budget).
 */
export async function measureLoad(target: LoadTarget, shape: LoadShape): Promise<Measurement> {
  const latencies: number[] = [];
  const run = autocannon({
    url: target.url,
    method: "POST",
    headers: target.headers,
    body: target.body,
    connections: shape.connections,
    duration: shape.seconds,
    timeout: 10,
    verifyBody: target.isCorrect,
    ...(shape.pacing === "even"
      ? { setupClient: pacedClients(shape.requestsPerSecond, shape.connections) }
      : // autocannon's correction for coordinated omission assumes one request per ms here: it would add
        // made-up samples to every answer slower than 1 ms. Each request's own latency is what is compared.
        { overallRate: shape.requestsPerSecond, ignoreCoordinatedOmission: true }),
  });
  run.on("response", (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
  });
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    answered: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    p999: percentile(latencies, 99.9),
    mean: latencies.reduce((sum, latency) => sum + latency, 0) / Math.max(latencies.length, 1),
    max: latencies.at(-1) ?? Number.NaN,
    rate: latencies.length / result.duration,
    megabytesPerSecond: result.throughput.average / 1024 / 1024,
    errors: result.errors,
    non2xx: result.non2xx,
    wrongAnswers: result.mismatches,
  };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], percent: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)] ?? Number.NaN;
}
