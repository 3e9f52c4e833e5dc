import { setTimeout as pause } from "node:timers/promises";
import { sendCompletion } from "../completion-calls.ts";
import type { GatewayInstance } from "../gateway-instance.ts";
import type { CheckContext, ScaleOutCheck } from "../scale-out-check.ts";

const DEADLINE_MS = 1000;
const POLL_EVERY_MS = 20;
const GIVE_UP_MS = 5000;

/**
 * A key revoked through one instance's API is refused by every instance, each asked directly, within 1 s. Each
 * instance has let the key through just before, so each remembers it (the key directory's cache).
 */
export const revocation: ScaleOutCheck = {
  name: "a key revoked through one instance is refused by every instance, each asked directly, within 1 s",
  async run({ cluster, owner }: CheckContext) {
    const [revoking] = cluster.instances;
    if (!revoking) throw new Error("no instance");
    const key = await owner.makeKey(revoking.apiUrl, "revoked");
    const problems: string[] = [];
    for (const instance of cluster.instances) {
      const answer = await sendCompletion(instance.apiUrl, key.secret, {}, instance.name);
      if (answer.status !== 200)
        problems.push(`${instance.name} refused the key before it was revoked: ${answer.status}`);
    }
    const revokedAt = performance.now();
    await owner.revoke(revoking.apiUrl, key.id);
    const answeredAt = performance.now();
    const refusals = await Promise.all(
      cluster.instances.map((instance) => untilRefused(instance, key.secret, revokedAt)),
    );
    const refusedAfterMs: Record<string, number | null> = {};
    for (const [index, instance] of cluster.instances.entries()) {
      const refusal = refusals[index];
      refusedAfterMs[instance.name] = refusal ? Math.round(refusal.afterMs) : null;
      if (!refusal)
        problems.push(`${instance.name} still let the revoked key through after ${GIVE_UP_MS} ms`);
      else if (refusal.afterMs > DEADLINE_MS)
        problems.push(
          `${instance.name} refused the revoked key only after ${Math.round(refusal.afterMs)} ms`,
        );
      else if (refusal.status !== 401)
        problems.push(`${instance.name} refused it with ${refusal.status}, not 401`);
    }
    return {
      figures: {
        revokeCallMs: Math.round(answeredAt - revokedAt),
        refusedAfterMsFromRevokeSent: refusedAfterMs,
        message: refusals.find(Boolean)?.message ?? null,
      },
      problems,
    };
  },
};

async function untilRefused(instance: GatewayInstance, secret: string, since: number) {
  while (performance.now() - since < GIVE_UP_MS) {
    const answer = await sendCompletion(instance.apiUrl, secret, {}, instance.name);
    if (answer.status !== 200)
      return { afterMs: answer.answeredAt - since, status: answer.status, message: answer.message };
    await pause(POLL_EVERY_MS);
  }
  return null;
}
