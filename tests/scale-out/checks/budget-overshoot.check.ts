import { setTimeout as pause } from "node:timers/promises";
import { sendCompletion, statusCounts } from "../completion-calls.ts";
import { type CheckContext, countBy, type ScaleOutCheck } from "../scale-out-check.ts";

const CONCURRENT = 60;
const BUDGET_USD = 0.05;
/** A catalogue model with real prices (the simulated provider answers it): $3 in, $15 out per million tokens. */
const PRICED_MODEL = "claude-sonnet-4-0";
const OUTPUT_USD_PER_TOKEN = 15 / 1_000_000;
const MAX_TOKENS = 50;
/** ~3,000 tokens of input (~$0.009), so about five requests fit the budget and reservations matter. */
const PADDING = " Please consider this context.".repeat(400);
/** Long enough for every instance to record what it answered (batches every 50 ms). */
const RECORDING_WAIT_MS = 1500;

/**
 * 60 simultaneous requests of one key, 20 to each instance, against a budget about five of them fit: the month's
 * spend may pass the budget by at most one request's reservation (its input and its max_tokens of output).
 * Instances reserving alone would each let about five through.
 */
export const budgetOvershoot: ScaleOutCheck = {
  name: `${CONCURRENT} concurrent requests over the three overshoot a key's budget by at most one reservation`,
  async run({ cluster, owner, log }: CheckContext) {
    const key = await owner.makeKey(cluster.instances[0]?.apiUrl ?? "", "budget", {
      monthlyBudgetUsd: BUDGET_USD,
    });
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) => {
        const instance = cluster.instances[index % cluster.instances.length];
        if (!instance) throw new Error("no instance");
        return sendCompletion(
          instance.apiUrl,
          key.secret,
          { model: PRICED_MODEL, maxTokens: MAX_TOKENS, padding: PADDING },
          instance.name,
        );
      }),
    );
    await pause(RECORDING_WAIT_MS);
    const logged = (await log.ofKey(key.id)).filter((row) => row.statusCode === 200);
    const spend = logged.reduce((sum, row) => sum + row.totalCost, 0);
    const largestInput = Math.max(0, ...logged.map((row) => row.tokensInCost));
    const oneReservation = largestInput + MAX_TOKENS * OUTPUT_USD_PER_TOKEN;
    const overshoot = spend - BUDGET_USD;
    const passed = answers.filter((answer) => answer.status === 200);
    const problems: string[] = [];
    if (overshoot > oneReservation)
      problems.push(
        `spent $${spend.toFixed(5)} of $${BUDGET_USD}: over by $${overshoot.toFixed(5)}, more than one reservation ($${oneReservation.toFixed(5)})`,
      );
    if (logged.length !== passed.length)
      problems.push(`${passed.length} requests answered 200 but ${logged.length} logged with 200`);
    const unexpected = answers.filter((answer) => ![200, 429].includes(answer.status));
    if (unexpected.length > 0)
      problems.push(`answers other than 200 and 429: ${JSON.stringify(statusCounts(answers))}`);
    return {
      figures: {
        budgetUsd: BUDGET_USD,
        spentUsd: Number(spend.toFixed(6)),
        overshootUsd: Number(overshoot.toFixed(6)),
        oneReservationUsd: Number(oneReservation.toFixed(6)),
        overshootInReservations: Number((Math.max(0, overshoot) / oneReservation).toFixed(2)),
        passed: passed.length,
        passedByInstance: countBy(passed, (answer) => answer.servedBy),
        statuses: statusCounts(answers),
        refusal: answers.find((answer) => answer.status === 429)?.message ?? null,
      },
      problems,
    };
  },
};
