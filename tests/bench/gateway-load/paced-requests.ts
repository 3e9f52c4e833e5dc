import { Agent, request } from "node:http";
import { completionBody, isCompleteAnswer } from "./marked-requests.ts";
import type { SteadyLoad } from "./steady-load.ts";

/** How the requests sent across a restart ended. */
export interface RestartOutcome {
  /** Marker → when its complete 2xx answer arrived (performance.now()). */
  readonly accepted: ReadonlyMap<string, number>;
  /** Marker → when it was sent, of the requests left without an answer: refused or cut connections, answers cut
   * short, and 503s of a gateway closing. */
  readonly unanswered: ReadonlyMap<string, number>;
  /** Answers with any other status (a 429, a 500…): counted as errors. */
  readonly otherStatuses: ReadonlyMap<number, number>;
  /** Requests never sent: their time fell while this process was too busy to send them. */
  readonly skipped: number;
}

const SEND_EVERY_MS = 10;
/** Requests sent in one tick at most (50 ms worth at 500/s): a late tick catches up this much, no more. */
const MAX_PER_TICK = 25;

/** Requests being sent; `finish` stops sending and resolves once every request sent has ended. */
export interface Sending {
  finish(): Promise<RestartOutcome>;
}

/**
 * Sends completions at a steady rate with Node's HTTP client until told to finish, whatever becomes of them:
 * across a restart, autocannon would reconnect in a tight loop while the port is closed and could not tell which
 * request an answer belongs to once a connection is cut. Each request carries its marker, as in the steady load.
 */
export function startSending(
  load: Omit<SteadyLoad, "connections" | "seconds">,
  markerPrefix: string,
): Sending {
  const target = new URL(`${load.url}/chat/completions`);
  // No limit on sockets: a request waiting in the agent's queue would go out late, in a burst with others, and
  // trip the gateway's rate limit once it is back.
  const agent = new Agent({ keepAlive: true });
  const accepted = new Map<string, number>();
  const otherStatuses = new Map<number, number>();
  const unanswered = new Map<string, number>();
  const requests: Promise<void>[] = [];
  const send = (number: number) =>
    new Promise<void>((resolve) => {
      const marker = `${markerPrefix}-${number}`;
      const sentAt = performance.now();
      const call = request(target, {
        method: "POST",
        agent,
        timeout: 10_000,
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${load.apiKeys[number % load.apiKeys.length]}`,
        },
      });
      const giveUp = () => {
        unanswered.set(marker, sentAt);
        resolve();
      };
      call.on("error", giveUp);
      call.on("timeout", () => call.destroy(new Error("timed out")));
      call.on("response", (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("error", () => undefined);
        response.on("close", () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300 && response.complete && isCompleteAnswer(body))
            accepted.set(marker, performance.now());
          else if (status === 503 || (status >= 200 && status < 300)) unanswered.set(marker, sentAt);
          else otherStatuses.set(status, (otherStatuses.get(status) ?? 0) + 1);
          resolve();
        });
      });
      call.end(completionBody(marker, number % load.streamEvery === 0));
    });
  const start = performance.now();
  let due = 0;
  let skipped = 0;
  const timer = setInterval(() => {
    const dueNow = Math.floor(((performance.now() - start) / 1000) * load.requestsPerSecond);
    // A tick this process was too busy to take on time: what fell due meanwhile is dropped, not sent at once.
    const late = Math.max(0, dueNow - due - MAX_PER_TICK);
    skipped += late;
    for (let number = due + late; number < dueNow; number++) requests.push(send(number));
    due = dueNow;
  }, SEND_EVERY_MS);
  return {
    finish: async () => {
      clearInterval(timer);
      await Promise.all(requests);
      agent.destroy();
      return { accepted, unanswered, otherStatuses, skipped };
    },
  };
}
