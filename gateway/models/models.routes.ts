import type { FastifyInstance } from "fastify";
import type { Caller } from "../chat-completions/authenticate-caller.ts";
import { type DepartmentPolicy, loadDepartmentPolicy } from "../chat-completions/department-policy.ts";
import { serverModelEndpoint } from "../chat-completions/server-model-endpoint.ts";
import { SimulatedProvider } from "../chat-completions/simulated/simulated-provider.ts";
import { UpstreamRegistry } from "../chat-completions/upstream-registry.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { OPENAI_COMPATIBLE } from "../server/openai-compatible.ts";
import { modelNotFound } from "../server/openai-refusals.ts";
import { MODELS_OPERATIONS } from "./models.operations.ts";
import { UsableModels } from "./usable-models.ts";

/** GET /models and GET /models/{model}, as OpenAI's API answers them (docs/openai-compatible-api.md). */
export async function modelsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  // The model endpoints' one caller directory: its remembered keys are forgotten the moment a key changes.
  const endpoint = serverModelEndpoint(app, deps);
  const models = new UsableModels(
    deps.catalogue,
    new UpstreamRegistry(deps.upstreams, new SimulatedProvider(deps.clock)),
  );
  // Listing spends nothing, so a department whose budget is spent still sees what it may use.
  const policyOf = async (caller: Caller): Promise<DepartmentPolicy | null> =>
    caller.department ? loadDepartmentPolicy(deps.db, caller.department.departmentId) : null;

  app.get("/models", { ...OPENAI_COMPATIBLE, schema: MODELS_OPERATIONS.list }, async (request) => {
    const caller = await endpoint.callerOf(request);
    return {
      object: "list",
      data: await models.list(await policyOf(caller), caller.key?.allowedModels ?? null),
    };
  });

  app.get<{ Params: { model: string } }>(
    "/models/:model",
    { ...OPENAI_COMPATIBLE, schema: MODELS_OPERATIONS.retrieve },
    async (request) => {
      const caller = await endpoint.callerOf(request);
      const model = await models.named(
        request.params.model,
        await policyOf(caller),
        caller.key?.allowedModels ?? null,
      );
      if (!model) throw modelNotFound(request.params.model);
      return model;
    },
  );
}
