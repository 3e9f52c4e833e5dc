import { RESIDENCY_REFUSAL_OPENING } from "../../core/compliance-evidence/request-decisions.ts";
import { forbidden, type HttpProblem, notFound } from "../server/http-problem.ts";
import { MODEL_NOT_FOUND } from "../server/openai-refusals.ts";
import type { DepartmentPolicy } from "./department-policy.ts";
import type { ServingRoute } from "./upstream-registry.ts";

/** Whether a provider of a model serves it inside the department's data-residency regions (always, without a rule). */
export function withinResidency(
  route: Pick<ServingRoute, "region">,
  policy: DepartmentPolicy | null,
): boolean {
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
  // The evidence bundle tells a residency refusal by its opening words.
  return `${RESIDENCY_REFUSAL_OPENING} ${model} is served in ${regions}, outside the regions allowed for the department ${policy?.departmentName ?? ""} (${policy?.regions?.join(", ") || "none"}).`;
}

/**
 * Why a catalogue model cannot serve this caller: the department does not allow it, no provider serves it, or
 * none within the department's regions. OpenAI answers a model out of a project's reach as model_not_found too.
 */
export function outOfReachRefusal(
  model: string,
  routes: readonly ServingRoute[],
  policy: DepartmentPolicy | null,
): HttpProblem {
  if (policy?.allowedModels && !policy.allowedModels.has(model))
    return forbidden(modelRefusal(model, policy)).describedAs({ code: MODEL_NOT_FOUND });
  if (routes.length === 0)
    return notFound(`Model ${model} is not served by any configured upstream`).describedAs({
      code: MODEL_NOT_FOUND,
    });
  return forbidden(residencyRefusal(model, routes, policy)).describedAs({ code: MODEL_NOT_FOUND });
}
