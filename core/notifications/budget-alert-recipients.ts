/** Who runs what a budget alert is about: the department's admins, the organization's super admins and its owner. */
export interface BudgetAlertAudience {
  readonly departmentAdminIds: readonly string[];
  readonly superAdminIds: readonly string[];
  readonly ownerId: string;
}

/**
 * The people a department's budget alert notifies, each once (an owner who also runs the department gets one
 * notification, not two), in a stable order. Shared rule of the memory adapter and the reference gateway.
 */
export function budgetAlertRecipients({
  departmentAdminIds,
  superAdminIds,
  ownerId,
}: BudgetAlertAudience): string[] {
  return [...new Set([ownerId, ...superAdminIds, ...departmentAdminIds])];
}

/**
 * The people an API key's budget alert notifies: its holder, and for a department's key whoever its department's
 * alerts notify; each once, the holder first. A personal key's alert goes to its holder alone.
 */
export function apiKeyBudgetAlertRecipients(
  holderId: string,
  department: BudgetAlertAudience | null,
): string[] {
  return [...new Set([holderId, ...(department ? budgetAlertRecipients(department) : [])])];
}
