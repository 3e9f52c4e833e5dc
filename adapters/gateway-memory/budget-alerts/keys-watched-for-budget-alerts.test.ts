import { describe, expect, it } from "vitest";
import { ApiKeyMother } from "../../../core/api-keys/api-key.mother.ts";
import { MemoryApiKeysGateway } from "../api-keys/memory-api-keys-gateway.adapter.ts";
import { OrganizationSeedBuilder, OrganizationSeedMother } from "../organization/organization-seed.mother.ts";
import { keysWatchedForBudgetAlerts } from "./keys-watched-for-budget-alerts.ts";

const NOW = Date.parse("2026-05-20T12:00:00Z");
const clock = { now: () => NOW };
const at = new Date(NOW).toISOString();

/** The owner signed in on the memory profile, with one key of theirs on this budget, used through the watch. */
function ownersKeyOnABudget(monthlyBudgetUsd: number | null) {
  const organization = OrganizationSeedMother.create().gateways(clock);
  const apiKeys = new MemoryApiKeysGateway(
    [ApiKeyMother.record({ id: "key-ci", name: "CI bot", value: "mk-0123456789abcdef", monthlyBudgetUsd })],
    clock,
  );
  const keys = keysWatchedForBudgetAlerts(apiKeys, async () => organization.context);
  const notifications = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    organization.context.db.actAs(OrganizationSeedBuilder.OWNER.id);
    return (await organization.notifications.list()).data;
  };
  return { keys, notifications };
}

describe("the memory profile's keys, watched for their budget alerts", () => {
  it("notify the signed-in person once for each threshold their key's spend this month crosses", async () => {
    const { keys, notifications } = ownersKeyOnABudget(1);
    keys.recordUse("key-ci", { costUsd: 0.55, at });
    keys.recordUse("key-ci", { costUsd: 0.3, at });
    keys.recordUse("key-ci", { costUsd: 0.01, at });

    const notified = await notifications();
    expect(notified.map(({ kind, details }) => ({ kind, threshold: details.threshold }))).toEqual([
      { kind: "api-key-budget-threshold", threshold: 80 },
      { kind: "api-key-budget-threshold", threshold: 50 },
    ]);
    expect(notified[0]?.details).toMatchObject({
      apiKeyId: "key-ci",
      apiKeyName: "CI bot",
      spend: 0.85,
      budget: 1,
    });
  });

  it("notify nobody for a key without a budget", async () => {
    const { keys, notifications } = ownersKeyOnABudget(null);
    keys.recordUse("key-ci", { costUsd: 500, at });
    expect(await notifications()).toEqual([]);
  });
});
