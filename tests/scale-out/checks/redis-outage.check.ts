import { setTimeout as pause } from "node:timers/promises";
import { type Answered, sendCompletion } from "../completion-calls.ts";
import type { GatewayInstance } from "../gateway-instance.ts";
import type { CheckContext, ScaleOutCheck } from "../scale-out-check.ts";

const RECOVERY_LIMIT_MS = 15_000;
const POLL_EVERY_MS = 100;

/**
 * Redis stopped: budgets (closed by default) answer 503 with Retry-After and a message on every instance, and
 * every instance's /readyz fails; Redis started again: every instance answers again and is ready, without a
 * restart, and haproxy sends traffic again.
 */
export const redisOutage: ScaleOutCheck = {
  name: "Redis stopped then started: budgets answer 503 with Retry-After and /readyz fails, then all recover without a restart",
  async run({ cluster, owner }: CheckContext) {
    const key = await owner.makeKey(cluster.instances[0]?.apiUrl ?? "", "budget through an outage", {
      monthlyBudgetUsd: 100,
    });
    const problems: string[] = [];
    const pidsBefore = cluster.instances.map((instance) => instance.pid);
    await cluster.redis.stop();
    const stoppedAt = performance.now();
    await pause(300);
    const during: Record<string, unknown> = {};
    for (const instance of cluster.instances) {
      const answer = await sendCompletion(instance.apiUrl, key.secret, {}, instance.name);
      const ready = await readiness(instance);
      during[instance.name] = { status: answer.status, retryAfter: answer.retryAfter, readyz: ready.status };
      problems.push(...outageProblems(instance.name, answer, ready.status));
    }
    const message = (await sendCompletion(cluster.instances[0]?.apiUrl ?? "", key.secret)).message;
    const downMs = performance.now() - stoppedAt;
    await cluster.redis.start();
    const restartedAt = performance.now();
    const recoveredAfterMs: Record<string, number | null> = {};
    await Promise.all(
      cluster.instances.map(async (instance) => {
        recoveredAfterMs[instance.name] = await untilRecovered(instance, key.secret, restartedAt);
      }),
    );
    const throughHaproxy = await untilThroughBalancer(cluster.apiUrl, key.secret, restartedAt);
    for (const [name, after] of Object.entries(recoveredAfterMs))
      if (after === null)
        problems.push(`${name} did not recover within ${RECOVERY_LIMIT_MS} ms of Redis's return`);
    if (throughHaproxy === null) problems.push("haproxy did not send traffic again after Redis's return");
    const pidsAfter = cluster.instances.map((instance) => instance.pid);
    if (pidsAfter.some((pid, index) => pid !== pidsBefore[index])) problems.push("an instance was restarted");
    return {
      figures: {
        duringOutage: during,
        message,
        outageMs: Math.round(downMs),
        recoveredAfterMs,
        haproxyAnswersAgainAfterMs: throughHaproxy,
      },
      problems,
    };
  },
};

function outageProblems(name: string, answer: Answered, readyz: number): string[] {
  const problems: string[] = [];
  if (answer.status !== 503)
    problems.push(`${name} answered ${answer.status}, not 503, while Redis was down`);
  else {
    if (!answer.retryAfter) problems.push(`${name}'s 503 had no Retry-After`);
    if (!answer.message) problems.push(`${name}'s 503 had no message`);
  }
  if (readyz !== 503) problems.push(`${name}'s /readyz answered ${readyz}, not 503, while Redis was down`);
  return problems;
}

async function readiness(instance: GatewayInstance): Promise<{ status: number; body: string }> {
  const response = await fetch(`${instance.origin}/readyz`).catch(() => null);
  return { status: response?.status ?? 0, body: (await response?.text()) ?? "" };
}

async function untilRecovered(
  instance: GatewayInstance,
  secret: string,
  since: number,
): Promise<number | null> {
  while (performance.now() - since < RECOVERY_LIMIT_MS) {
    const answer = await sendCompletion(instance.apiUrl, secret, {}, instance.name);
    if (answer.status === 200 && (await readiness(instance)).status === 200)
      return Math.round(performance.now() - since);
    await pause(POLL_EVERY_MS);
  }
  return null;
}

async function untilThroughBalancer(apiUrl: string, secret: string, since: number): Promise<number | null> {
  while (performance.now() - since < RECOVERY_LIMIT_MS) {
    if ((await sendCompletion(apiUrl, secret)).status === 200) return Math.round(performance.now() - since);
    await pause(POLL_EVERY_MS);
  }
  return null;
}
