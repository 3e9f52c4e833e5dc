import autocannon from "autocannon";
import { percentile } from "../gateway-overhead/load-run.ts";
import { pacedClients } from "../gateway-overhead/paced-clients.ts";
import { completionBody, isCompleteAnswer } from "./marked-requests.ts";

export interface SteadyLoad {
  readonly url: string;
  /** Requests go to each key in turn, so each key stays under the gateway's rate limit per client. */
  readonly apiKeys: readonly string[];
  readonly requestsPerSecond: number;
  readonly connections: number;
  readonly seconds: number;
  /** Every how many requests one is streamed. */
  readonly streamEvery: number;
}

/** What the load tool saw; latencies in ms, of 2xx answers, from the request written to the answer complete. */
export interface SteadyOutcome {
  /** The markers of the requests answered with a 2xx: each must have its log row. */
  readonly accepted: ReadonlySet<string>;
  readonly rate: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly non2xx: number;
  /** Connection errors and timeouts (autocannon counts a timeout as an error too). */
  readonly errors: number;
  /** 2xx answers that were incomplete (a stream without [DONE], an error event). */
  readonly wrongAnswers: number;
}

/**
 * Sends completions at a steady rate with autocannon, spread evenly in time (paced-clients.ts), each with its own
 * marker in the prompt; autocannon's context carries the marker of a connection's request to its answer (one
 * request in flight per connection).
 */
export async function runSteadyLoad(load: SteadyLoad, markerPrefix: string): Promise<SteadyOutcome> {
  const accepted = new Set<string>();
  const latencies: number[] = [];
  let built = 0;
  const run = autocannon({
    url: `${load.url}/chat/completions`,
    method: "POST",
    connections: load.connections,
    duration: load.seconds,
    timeout: 10,
    setupClient: pacedClients(load.requestsPerSecond, load.connections),
    verifyBody: isCompleteAnswer,
    requests: [
      {
        setupRequest: (request, context) => {
          const number = built++;
          const marker = `${markerPrefix}-${number}`;
          context.marker = marker;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${load.apiKeys[number % load.apiKeys.length]}`,
            },
            body: completionBody(marker, number % load.streamEvery === 0),
          };
        },
        onResponse: (status, _body, context) => {
          if (status >= 200 && status < 300 && typeof context.marker === "string")
            accepted.add(context.marker);
        },
      },
    ],
  });
  run.on("response", (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
  });
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    accepted,
    rate: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    non2xx: result.non2xx,
    errors: result.errors,
    wrongAnswers: result.mismatches,
  };
}
