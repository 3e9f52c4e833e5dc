import type { FastifyInstance } from "fastify";
import { decimalJson } from "../server/decimal-json.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { AVAILABLE_MODELS_OPERATIONS } from "./available-models.operations.ts";
import { listProviderModels } from "./provider-models.repository.ts";

/** GET /providers/models: the public model catalogue. */
export async function availableModelsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.setReplySerializer(
      decimalJson(
        "tokenInPricePerMillionTokens",
        "tokenOutPricePerMilionTokens",
        "tokenCachedInPricePerMillionTokens",
      ),
    );
    scope.get("/providers/models", { schema: AVAILABLE_MODELS_OPERATIONS.list }, async () =>
      listProviderModels(deps.db),
    );
  });
}
