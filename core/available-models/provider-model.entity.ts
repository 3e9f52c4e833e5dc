import { AsEntity, Derived } from "../mapping/entity-decorators.ts";
import type { Wire } from "../mapping/wire.ts";
import { Provider } from "./provider.entity.ts";
import { isReasoningModel } from "./reasoning-models.ts";

/** A model the gateway offers (SPEC §3); prices are US dollars per million tokens. */
export class ProviderModel {
  readonly id!: string;
  /** The provider's own name for the model. */
  readonly nameInProvider!: string;
  readonly systemComplexity!: string | null;
  /** The gateway's name for the model: what the playground sends as `model`. */
  readonly systemName!: string;
  readonly tokenInPricePerMillionTokens!: number;
  /** Spelled as the gateway sends it. */
  readonly tokenOutPricePerMilionTokens!: number;
  @AsEntity(() => Provider) readonly provider!: Provider | null;
  readonly active!: boolean;
  readonly developer!: string | null;
  readonly contextWindow!: number | null;
  @Derived((model: { systemName?: string }) => isReasoningModel(model.systemName ?? ""))
  readonly hasReasoning!: boolean;
}

/** A model as the gateway sends it: hasReasoning is derived by the dashboard, never sent. */
export type ProviderModelRecord = Omit<Wire<ProviderModel>, "hasReasoning">;
