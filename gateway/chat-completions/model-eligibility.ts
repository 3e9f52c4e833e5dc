import type { DepartmentPolicy } from "./department-policy.ts";
import type { CatalogueModel } from "./model-catalogue.ts";
import { withinResidency } from "./policy-refusals.ts";
import type { ServingRoute, ServingRoutes } from "./upstream-registry.ts";

/** Whether the department lets its requests name this model (always, when it was given no models). */
export function allowedByPolicy(model: CatalogueModel, policy: DepartmentPolicy | null): boolean {
  return !policy?.allowedModels || policy.allowedModels.has(model.systemName);
}

/**
 * The providers that may serve a model to a caller held to this policy: none when the department does not allow
 * the model, else those that serve it within the department's data-residency regions. The one rule behind what
 * a request may name, what Best Available chooses among, and what GET /models lists.
 */
export function routesWithinPolicy(
  model: CatalogueModel,
  registry: ServingRoutes,
  policy: DepartmentPolicy | null,
): ServingRoute[] {
  if (!allowedByPolicy(model, policy)) return [];
  return registry.routesFor(model).filter((route) => withinResidency(route, policy));
}
