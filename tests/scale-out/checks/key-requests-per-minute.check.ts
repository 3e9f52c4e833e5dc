import { pacedCompletions, statusCounts } from "../completion-calls.ts";
import { type CheckContext, countBy, directTargets, type ScaleOutCheck, within } from "../scale-out-check.ts";

const LIMIT_PER_MINUTE = 30;
const SEND_PER_SECOND = 15;
const SECONDS = 10;

/**
 * A key's requests per minute hold across the three: sent to each instance in turn, five times faster than the
 * limit, for 10 s (within one minute, so the whole minute's allowance and no more may pass). Instances counting
 * alone would each let the limit through.
 */
export const keyRequestsPerMinute: ScaleOutCheck = {
  name: `a key's ${LIMIT_PER_MINUTE} requests per minute hold across the three instances (±10 %, ${SECONDS} s)`,
  async run({ cluster, owner }: CheckContext) {
    const key = await owner.makeKey(cluster.instances[0]?.apiUrl ?? "", "requests per minute", {
      requestsPerMinute: LIMIT_PER_MINUTE,
    });
    const answers = await pacedCompletions(directTargets(cluster), key.secret, SEND_PER_SECOND, SECONDS);
    const passed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    const problems: string[] = [];
    if (!within(passed.length, LIMIT_PER_MINUTE, 0.1))
      problems.push(`${passed.length} requests passed, not ${LIMIT_PER_MINUTE} ±10 %`);
    if (passed.length + refused.length !== answers.length)
      problems.push(`answers other than 200 and 429: ${JSON.stringify(statusCounts(answers))}`);
    return {
      figures: {
        limitPerMinute: LIMIT_PER_MINUTE,
        sent: answers.length,
        seconds: SECONDS,
        passed: passed.length,
        passedByInstance: countBy(passed, (answer) => answer.servedBy),
        statuses: statusCounts(answers),
      },
      problems,
    };
  },
};
