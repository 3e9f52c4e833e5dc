import { BEST_AVAILABLE_MODEL } from "../../core/available-models/best-available.ts";
import { type ModelCapability, missingCapabilities } from "../../core/available-models/model-capability.ts";
import { type RoutingCandidate, rankCandidates } from "../../core/chat-completions/best-available-routing.ts";
import type { RoutingStrategy } from "../../core/chat-completions/routing-strategy.ts";
import { ModelKind, wrongKindRefusal } from "../available-models/model-kind.ts";
import { badRequest, forbidden, HttpProblem } from "../server/http-problem.ts";
import { MODEL_NOT_FOUND, modelNotFound } from "../server/openai-refusals.ts";
import type { CustomModelReach } from "./custom-model-routes.ts";
import type { DepartmentPolicy } from "./department-policy.ts";
import { keyModelProblem } from "./key-refusals.ts";
import type { CatalogueModel, CatalogueModels } from "./model-catalogue.ts";
import { routesWithinPolicy } from "./model-eligibility.ts";
import type { RoutingStatistics } from "./observed-statistics.ts";
import { outOfReachRefusal, withinResidency } from "./policy-refusals.ts";
import type { Attempt, ServingRoutes } from "./upstream-registry.ts";

export const BEST_AVAILABLE = BEST_AVAILABLE_MODEL.systemName;

/** The ways to serve a request, best first (the next ones are tried when ensure_success asks for it). */
export interface RoutingDecision {
  readonly attempts: readonly Attempt[];
  /** The strategy applied; null for an explicitly named model. */
  readonly strategy: RoutingStrategy | null;
  readonly reason: string;
}

/** What choosing a model reads: the catalogue, who serves its models, and how they did lately. */
export interface ModelChoiceDeps {
  readonly catalogue: CatalogueModels;
  /** How a department's custom models are reached. */
  readonly custom: CustomModelReach;
  readonly registry: ServingRoutes;
  readonly statistics: RoutingStatistics;
}

/**
 * The model a request names, or Best Available's pick (a chat model), within the department's allowed models and
 * regions and the API key's allowed models (`keyModels`, null: all). A named model of another kind than the
 * endpoint serves (`kind`) is refused.
 */
export async function chooseModel(
  name: string,
  strategy: RoutingStrategy,
  deps: ModelChoiceDeps,
  policy: DepartmentPolicy | null,
  kind: ModelKind = ModelKind.CHAT,
  needs: readonly ModelCapability[] = [],
  keyModels: readonly string[] | null = null,
): Promise<RoutingDecision> {
  if (name === BEST_AVAILABLE) return chooseBestAvailable(strategy, deps, policy, needs, keyModels);
  const keyRefusal = keyModels ? keyModelProblem({ allowedModels: keyModels }, name) : null;
  if (keyRefusal) throw keyRefusal;
  const custom = policy?.customModels.find((model) => model.name === name);
  if (custom) return chooseCustomModel(deps.custom.attemptFor(custom), policy, kind);
  const model = await deps.catalogue.named(name);
  if (!model) throw modelNotFound(name);
  if (model.kind !== kind)
    throw badRequest(wrongKindRefusal(model.systemName, model.kind)).describedAs({ param: "model" });
  const routes = routesWithinPolicy(model, deps.registry, policy);
  if (routes.length === 0) throw outOfReachRefusal(model.systemName, deps.registry.routesFor(model), policy);
  return { attempts: routes.map((route) => ({ model, route })), strategy: null, reason: "requested model" };
}

/** A department's custom model, named by one of its requests: its own upstream, if within the regions. */
function chooseCustomModel(
  attempt: Attempt,
  policy: DepartmentPolicy | null,
  kind: ModelKind,
): RoutingDecision {
  const { model, route } = attempt;
  if (model.kind !== kind)
    throw badRequest(wrongKindRefusal(model.systemName, model.kind)).describedAs({ param: "model" });
  if (!withinResidency(route, policy)) throw outOfReachRefusal(model.systemName, [route], policy);
  return { attempts: [attempt], strategy: null, reason: "requested custom model" };
}

async function chooseBestAvailable(
  strategy: RoutingStrategy,
  deps: ModelChoiceDeps,
  policy: DepartmentPolicy | null,
  needs: readonly ModelCapability[],
  keyModels: readonly string[] | null,
): Promise<RoutingDecision> {
  const eligible = new Map<string, Attempt>();
  let lackingCapability = 0;
  for (const model of await deps.catalogue.all()) {
    if (model.kind !== ModelKind.CHAT) continue;
    if (keyModels && !keyModels.includes(model.systemName)) continue;
    if (missingCapabilities(model.capabilities, needs).length > 0) {
      lackingCapability++;
      continue;
    }
    const [route] = routesWithinPolicy(model, deps.registry, policy);
    if (route) eligible.set(model.systemName, { model, route });
  }
  if (eligible.size === 0) {
    if (keyModels)
      throw forbidden(
        `No model allowed for this API key can serve the request. Allowed models: ${[...keyModels].sort().join(", ")}.`,
      ).describedAs({ code: MODEL_NOT_FOUND });
    if (policy?.allowedModels || policy?.regions)
      throw forbidden(
        "No model allowed for this department can serve the request within its data-residency regions",
      ).describedAs({ code: MODEL_NOT_FOUND });
    if (lackingCapability > 0)
      throw badRequest(
        `No model available to Best Available can serve a request that uses ${needs.join(", ")}`,
      ).describedAs({ code: MODEL_NOT_FOUND, param: "model" });
    throw new HttpProblem(503, "No model is available to serve Best Available");
  }
  const observed = await deps.statistics.current();
  const candidates = [...eligible.values()].map(({ model }) =>
    candidateOf(model, observed.get(model.systemName)),
  );
  const ranked = rankCandidates(candidates, strategy);
  return {
    attempts: ranked.flatMap(({ systemName }) => eligible.get(systemName) ?? []),
    strategy,
    reason: `${strategy}: ${ranked[0]?.reason ?? ""}`,
  };
}

function candidateOf(model: CatalogueModel, observed: RoutingCandidate["observed"]): RoutingCandidate {
  return {
    systemName: model.systemName,
    tokenInPrice: model.tokenInPrice,
    tokenOutPrice: model.tokenOutPrice,
    timeToFirstTokenMs: model.timeToFirstTokenMs,
    tokensPerSecondOut: model.tokensPerSecondOut,
    energyWhPerThousandTokens: model.energyWhPerThousandTokens,
    observed: observed ?? null,
    grid: model.grid,
  };
}
