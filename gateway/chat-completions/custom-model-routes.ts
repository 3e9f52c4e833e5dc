import { ModelCapability } from "../../core/available-models/model-capability.ts";
import { ModelKind } from "../available-models/model-kind.ts";
import type { OutboundPolicy } from "../outbound/outbound-policy.ts";
import { isSealed, type SecretCipher } from "../secrets/secret-cipher.ts";
import { badRequest, HttpProblem } from "../server/http-problem.ts";
import type { CustomModelRecord } from "./custom-model-record.ts";
import type { CatalogueModel } from "./model-catalogue.ts";
import { OpenAiCompatibleProvider } from "./upstream/openai-compatible-provider.ts";
import type { UpstreamConfig } from "./upstream-config.ts";
import type { Attempt } from "./upstream-registry.ts";

/** Figures routing would use for a catalogue model, which a custom model does not declare. */
const TYPICAL = { timeToFirstTokenMs: 400, tokensPerSecondOut: 80, energyWhPerThousandTokens: 0.3 };

/** How a request reaches a department's custom model. */
export interface CustomModelReach {
  attemptFor(custom: CustomModelRecord): Attempt;
}

/**
 * How a request reaches a custom model: POST {dedicatedUrl}/chat/completions with its own key (opened from its
 * sealed form), the URL and any redirect held to the outbound-address policy. Providers are kept per model and
 * version, so a key is opened once, not per request.
 */
export class CustomModelRoutes implements CustomModelReach {
  private readonly providers = new Map<string, { version: string; attempt: Attempt }>();

  constructor(
    private readonly cipher: SecretCipher,
    private readonly outbound: OutboundPolicy,
  ) {}

  attemptFor(custom: CustomModelRecord): Attempt {
    const kept = this.providers.get(custom.id);
    if (kept?.version === custom.updatedAt) return kept.attempt;
    const attempt = this.built(custom);
    this.providers.set(custom.id, { version: custom.updatedAt, attempt });
    return attempt;
  }

  private built(custom: CustomModelRecord): Attempt {
    if (!custom.dedicatedUrl)
      throw badRequest(
        `The custom model ${custom.name} has no dedicated URL to send requests to; an organization admin can add it again with one`,
      ).describedAs({ param: "model" });
    const upstream: UpstreamConfig = {
      name: custom.provider,
      baseUrl: custom.dedicatedUrl.replace(/\/+$/, ""),
      apiKey: custom.sealedKey ? this.opened(custom) : null,
      models: [custom.name],
      apis: ["chat-completions"],
      outbound: this.outbound,
    };
    const model: CatalogueModel = {
      id: custom.id,
      systemName: custom.name,
      nameInProvider: custom.name,
      providerId: `custom:${custom.id}`,
      providerName: custom.provider,
      // A custom model declares no capabilities: the upstream is the judge of what it can do.
      capabilities: [ModelCapability.CHAT],
      kind: ModelKind.CHAT,
      embedding: null,
      tokenInPrice: custom.tokenInPrice,
      tokenOutPrice: custom.tokenOutPrice,
      tokenCachedInPrice: null,
      ...TYPICAL,
      grid: custom.grid,
      region: custom.region,
    };
    return {
      model,
      route: {
        provider: new OpenAiCompatibleProvider(upstream),
        modelName: custom.name,
        region: custom.region,
        upstream,
      },
    };
  }

  private opened(custom: CustomModelRecord): string {
    try {
      const key = custom.sealedKey ?? "";
      // A key written before keys were sealed is sealed at the next start; until then it is used as it is.
      return isSealed(key) ? this.cipher.open(key) : key;
    } catch (error) {
      throw new HttpProblem(
        503,
        `The key of the custom model ${custom.name} cannot be opened: ${(error as Error).message}`,
      );
    }
  }
}
