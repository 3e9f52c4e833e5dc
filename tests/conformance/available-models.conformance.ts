import { describe, expect, it } from "vitest";
import type { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { ModelCapability } from "../../core/available-models/model-capability.ts";
import type { ProviderModelRecord } from "../../core/available-models/provider-model.entity.ts";

export interface AvailableModelsGiven {
  readonly models: readonly ProviderModelRecord[];
}

/** `given.models` must include a model whose capabilities include reasoning and some other models. */
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

    it("lists each model's capabilities, and marks as reasoning only those that can reason", async () => {
      const models = await (await arrange(given)).listModels();
      const reasoning = models.filter((model) => model.hasReasoning).map((model) => model.systemName);
      const reasoners = given.models
        .filter((model) => model.capabilities?.includes(ModelCapability.REASONING))
        .map((model) => model.systemName);
      expect(reasoners.length).toBeGreaterThan(0);
      expect(reasoning.sort()).toEqual(reasoners.sort());
      for (const model of models) {
        const sent = given.models.find((record) => record.systemName === model.systemName);
        expect(model.capabilities).toEqual(sent?.capabilities ?? [ModelCapability.CHAT]);
        expect(model.tokenCachedInPricePerMillionTokens).toEqual(
          sent?.tokenCachedInPricePerMillionTokens ?? null,
        );
      }
    });
  });
}
