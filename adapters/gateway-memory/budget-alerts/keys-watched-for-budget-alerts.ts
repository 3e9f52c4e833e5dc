import type { KeysOnRecord } from "../chat-completions/memory-key-rules.ts";
import type { OrganizationContext } from "../organization/organization-context.ts";
import { alertPersonalKeySpend } from "./api-key-spend-alerts.ts";

/**
 * The person's keys as the memory model endpoints hold requests to them, each use followed by the key's budget
 * alerts, as the gateway judges a key once its request is recorded. The organization area (where notifications
 * live) is loaded only when a key with a budget is used.
 */
export function keysWatchedForBudgetAlerts(
  keys: KeysOnRecord,
  organizationContext: () => Promise<OrganizationContext>,
): KeysOnRecord {
  return {
    keyOnRecord: (id) => keys.keyOnRecord(id),
    spendThisMonth: (id) => keys.spendThisMonth(id),
    recordUse(id, use) {
      keys.recordUse(id, use);
      const key = keys.keyOnRecord(id);
      if (!key || key.monthlyBudgetUsd === null) return;
      const spent = {
        id,
        name: key.name,
        monthlyBudgetUsd: key.monthlyBudgetUsd,
        spendThisMonthUsd: keys.spendThisMonth(id),
      };
      void organizationContext().then((context) => alertPersonalKeySpend(context, spent));
    },
  };
}
