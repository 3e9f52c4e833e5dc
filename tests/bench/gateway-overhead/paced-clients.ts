import type { AutocannonClient } from "autocannon";

/**
 * Makes autocannon's connections send requests evenly spread in time, one every 1000/rate ms over all of them, as
 * wrk2 does: connection i sends its k-th request at start + (i + k·connections)·interval, or at once when its
 * previous answer came too late for that. (autocannon's own overallRate lets each connection send its share of a
 * second back to back at the start of every second: at 500 requests/s over 200 connections, 200 requests arrive
 * at the same instant, then another 300 as fast as answers come back, then nothing for most of the second.)
 * Latency is still autocannon's: from the moment a request is written to the moment its answer is complete.
 */
export function pacedClients(
  requestsPerSecond: number,
  connections: number,
): (client: AutocannonClient) => void {
  const intervalMs = 1000 / requestsPerSecond;
  const start = performance.now();
  let connectionIndex = 0;
  return (client) => {
    const phase = connectionIndex++;
    const sendNow = client._doRequest.bind(client);
    let sent = 0;
    client._doRequest = () => {
      const dueInMs = start + (phase + sent++ * connections) * intervalMs - performance.now();
      if (dueInMs <= 0) sendNow();
      else setTimeout(() => client.destroyed || sendNow(), dueInMs);
    };
  };
}
