import { describe, expect, it } from "vitest";
import type { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import type { ProviderModelRecord } from "../../core/available-models/provider-model.entity.ts";
import { REASONING_MODEL_NAMES } from "../../core/available-models/reasoning-models.ts";

export interface AvailableModelsGiven {
  readonly models: readonly ProviderModelRecord[];
}

/** `given.models` must include the reasoning model of REASONING_MODEL_NAMES and some other models. */
export function availableModelsGatewayConformance(
  given: AvailableModelsGiven,
  arrange: (given: AvailableModelsGiven) => Promise<AvailableModelsGateway>,
): void {
  describe("the available models gateway", () => {
    it("lists every model with its provider and prices", async () => {
      const models = await (await arrange(given)).listModels();
      expect(models.map((model) => model.systemName).sort()).toEqual(
        given.models.map((model) => model.systemName).sort(),
      );
      for (const model of models) {
        expect(model.provider?.name).toEqual(expect.any(String));
        expect(model.tokenInPricePerMillionTokens).toEqual(expect.any(Number));
        expect(model.tokenOutPricePerMilionTokens).toEqual(expect.any(Number));
      }
    });

    it("marks only the listed reasoning model as reasoning", async () => {
      const models = await (await arrange(given)).listModels();
      const reasoning = models.filter((model) => model.hasReasoning).map((model) => model.systemName);
      expect(reasoning).toEqual([...REASONING_MODEL_NAMES]);
    });
  });
}
