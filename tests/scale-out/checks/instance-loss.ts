import { setTimeout as pause } from "node:timers/promises";
import { type Answered, pacedCompletions, statusCounts } from "../completion-calls.ts";
import type { GatewayInstance } from "../gateway-instance.ts";
import { loggedMarkers } from "../request-log.ts";
import { type CheckContext, countBy } from "../scale-out-check.ts";

const PER_SECOND = 40;
const RECORDING_WAIT_MS = 1500;
/** How long haproxy takes to see an instance back (two health checks 250 ms apart) with room to spare. */
const BACK_IN_ROTATION_MS = 1500;

export interface LossRun {
  readonly answers: readonly Answered[];
  /** When the signal was sent (performance.now()). */
  readonly signalledAt: number;
  /** Answered 200 in full but without a 200 row in the log. */
  readonly unlogged: readonly Answered[];
  readonly figures: Record<string, unknown>;
}

/**
 * Load through haproxy at 40 requests/s; a third of the way in, the instance is stopped (SIGTERM) or killed
 * (SIGKILL); once the load is over, it is started again and back in haproxy's rotation. Every answer is matched
 * with the request log by the marker in its prompt.
 */
export async function loadAcrossLoss(
  { cluster, owner, log, small }: CheckContext,
  instance: GatewayInstance,
  how: "stop" | "kill",
): Promise<LossRun> {
  const seconds = small ? 4.5 : 9;
  const key = await owner.makeKey(cluster.instances[0]?.apiUrl ?? "", `${how} under load`);
  const signalAfter = Math.round((PER_SECOND * seconds) / 3);
  let signalledAt = 0;
  let exitedAt = 0;
  let exit: Promise<unknown> = Promise.resolve();
  const answers = await pacedCompletions(
    [{ apiUrl: cluster.apiUrl, name: "haproxy" }],
    key.secret,
    PER_SECOND,
    seconds,
    {},
    (index) => {
      if (index !== signalAfter) return;
      signalledAt = performance.now();
      exit = (how === "stop" ? instance.stop() : instance.kill()).then((code) => {
        exitedAt = performance.now();
        return code;
      });
    },
  );
  const exitCode = await exit;
  await pause(RECORDING_WAIT_MS);
  const complete = answers.filter((answer) => answer.complete);
  const logged = loggedMarkers(
    await log.ofKey(key.id),
    complete.map((answer) => answer.marker),
  );
  const unlogged = complete.filter((answer) => !logged.has(answer.marker));
  await instance.start();
  await pause(BACK_IN_ROTATION_MS);
  const failed = answers.filter((answer) => !answer.complete);
  return {
    answers,
    signalledAt,
    unlogged,
    figures: {
      sent: answers.length,
      perSecond: PER_SECOND,
      answeredInFull: complete.length,
      logged: logged.size,
      unlogged: unlogged.length,
      failedAnswers: failed.length,
      statuses: statusCounts(answers),
      failures: [...new Set(failed.map((answer) => `${answer.status} ${answer.message}`))].slice(0, 5),
      servedBeforeSignal: countBy(
        answers.filter((answer) => answer.answeredAt < signalledAt),
        (answer) => answer.servedBy,
      ),
      servedAfterSignal: countBy(
        answers.filter((answer) => answer.sentAt > signalledAt),
        (answer) => answer.servedBy,
      ),
      [how === "stop" ? "stoppedWithCode" : "killed"]: how === "stop" ? exitCode : true,
      signalToExitMs: Math.round(exitedAt - signalledAt),
    },
  };
}
