import { pacedCompletions, statusCounts } from "../completion-calls.ts";
import { type CheckContext, countBy, directTargets, type ScaleOutCheck, within } from "../scale-out-check.ts";

/** GATEWAY_RATE_LIMIT_PER_SECOND the instances run with for this check. */
export const LIMIT_PER_SECOND = 10;
const SEND_PER_SECOND = 30;
const SECONDS = 12;

/**
 * The per-credential limit (GATEWAY_RATE_LIMIT_PER_SECOND) holds across the three: one key's requests, sent to
 * each instance in turn at three times the limit for 12 s, pass at the limit's rate, not three times it.
 */
export const clientRequestsPerSecond: ScaleOutCheck = {
  name: `a key's ${LIMIT_PER_SECOND} requests per second (GATEWAY_RATE_LIMIT_PER_SECOND) hold across the three (±10 %, ${SECONDS} s)`,
  async run({ cluster, owner }: CheckContext) {
    const key = await owner.makeKey(cluster.instances[0]?.apiUrl ?? "", "requests per second");
    const answers = await pacedCompletions(directTargets(cluster), key.secret, SEND_PER_SECOND, SECONDS);
    const passed = answers.filter((answer) => answer.status === 200);
    const expected = LIMIT_PER_SECOND * SECONDS;
    const problems: string[] = [];
    if (!within(passed.length, expected, 0.1))
      problems.push(`${passed.length} requests passed in ${SECONDS} s, not ${expected} ±10 %`);
    const others = answers.filter((answer) => answer.status !== 200 && answer.status !== 429);
    if (others.length > 0)
      problems.push(`answers other than 200 and 429: ${JSON.stringify(statusCounts(answers))}`);
    return {
      figures: {
        limitPerSecond: LIMIT_PER_SECOND,
        sent: answers.length,
        seconds: SECONDS,
        passed: passed.length,
        passedPerSecond: Number((passed.length / SECONDS).toFixed(2)),
        passedByInstance: countBy(passed, (answer) => answer.servedBy),
        statuses: statusCounts(answers),
      },
      problems,
    };
  },
};
