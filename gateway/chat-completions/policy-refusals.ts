import type { DepartmentPolicy } from "./department-policy.ts";
import type { ServingRoute } from "./upstream-registry.ts";

/** Whether a provider of a model serves it inside the department's data-residency regions (always, without a rule). */
export function withinResidency(route: ServingRoute, policy: DepartmentPolicy | null): boolean {
  if (!policy?.regions) return true;
  return route.region !== null && policy.regions.includes(route.region.toUpperCase());
}

export function modelRefusal(model: string, policy: DepartmentPolicy): string {
  const allowed = [...(policy.allowedModels ?? [])].sort().join(", ");
  return `Model ${model} is not allowed for the department ${policy.departmentName}. Allowed models: ${allowed}.`;
}

export function residencyRefusal(
  model: string,
  routes: readonly ServingRoute[],
  policy: DepartmentPolicy | null,
): string {
  const regions = [...new Set(routes.map((route) => route.region ?? "an unknown region"))].join(", ");
  return `Data residency: ${model} is served in ${regions}, outside the regions allowed for the department ${policy?.departmentName ?? ""} (${policy?.regions?.join(", ") || "none"}).`;
}

/** 402 Payment Required: the department's money for the month is spent; it frees up on the 1st (UTC). */
export function budgetRefusal(spent: number, budget: number): string {
  return `Monthly budget of the department reached: $${spent.toFixed(2)} of $${budget.toFixed(2)} spent this month.`;
}
