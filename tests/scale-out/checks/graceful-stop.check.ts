import type { CheckContext, ScaleOutCheck } from "../scale-out-check.ts";
import { loadAcrossLoss } from "./instance-loss.ts";

/**
 * SIGTERM to one instance under load: it finishes what it is answering and records it, haproxy sends the rest
 * elsewhere, so every request is answered and every answer is in the log.
 */
export const gracefulStop: ScaleOutCheck = {
  name: "SIGTERM to one instance under load loses no recorded request, and haproxy routes around it",
  async run(context: CheckContext) {
    const instance = context.cluster.instances[1];
    if (!instance) throw new Error("no second instance");
    const run = await loadAcrossLoss(context, instance, "stop");
    const problems: string[] = [];
    if (run.unlogged.length > 0) problems.push(`${run.unlogged.length} answered requests are not in the log`);
    const failed = run.answers.filter((answer) => !answer.complete);
    if (failed.length > 0)
      problems.push(`${failed.length} requests were not answered in full through haproxy`);
    const exitCode = run.figures.stoppedWithCode;
    if (exitCode !== 0) problems.push(`the stopped instance exited with ${exitCode}`);
    return { figures: run.figures, problems };
  },
};
