import type { CheckContext, ScaleOutCheck } from "../scale-out-check.ts";
import { loadAcrossLoss } from "./instance-loss.ts";

/**
 * The recording batch window: an instance records what it answered in batches every 50 ms, so the answers of the
 * moment before a kill may never reach the log. Those answered longer before it than this must all be there.
 */
const BATCH_WINDOW_MS = 500;

/** SIGKILL to one instance under load: at most the answers of the last recording window are missing from the log. */
export const crash: ScaleOutCheck = {
  name: "SIGKILL to one instance under load loses at most the recording batch window (lost requests reported)",
  async run(context: CheckContext) {
    const instance = context.cluster.instances[2];
    if (!instance) throw new Error("no third instance");
    const run = await loadAcrossLoss(context, instance, "kill");
    const lostEarly = run.unlogged.filter((answer) => answer.answeredAt < run.signalledAt - BATCH_WINDOW_MS);
    const problems = lostEarly.length
      ? [
          `${lostEarly.length} requests answered more than ${BATCH_WINDOW_MS} ms before the kill are not in the log`,
        ]
      : [];
    return {
      figures: {
        ...run.figures,
        lost: run.unlogged.length,
        lostAnsweredMsBeforeKill: run.unlogged.map((answer) =>
          Math.round(run.signalledAt - answer.answeredAt),
        ),
      },
      problems,
    };
  },
};
