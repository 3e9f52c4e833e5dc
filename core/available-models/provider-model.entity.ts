import { AsEntity, AsNullable, Derived } from "../mapping/entity-decorators.ts";
import type { Wire } from "../mapping/wire.ts";
import { capabilitiesFromWire, ModelCapability } from "./model-capability.ts";
import { Provider } from "./provider.entity.ts";

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
  /** The price of input tokens the provider serves from its prompt cache; null when it has none. */
  @AsNullable() readonly tokenCachedInPricePerMillionTokens!: number | null;
  @AsEntity(() => Provider) readonly provider!: Provider | null;
  readonly active!: boolean;
  readonly developer!: string | null;
  readonly contextWindow!: number | null;
  /** The most tokens one answer may hold; null when the provider does not say. */
  @AsNullable() readonly maxOutputTokens!: number | null;
  /** The day its prices were read at their source, YYYY-MM-DD; null when the gateway does not say. */
  @AsNullable() readonly pricesReadOn!: string | null;
  /** False only when the gateway says its prices could not be checked at their source that day. */
  @Derived((model: { pricesChecked?: unknown }) => model.pricesChecked !== false)
  readonly pricesChecked!: boolean;
  /** What the model can do, in the catalogue's order. */
  @Derived((model: { capabilities?: unknown }) => capabilitiesFromWire(model.capabilities))
  readonly capabilities!: readonly ModelCapability[];
  /** A reasoning model: the playground sends it reasoning_effort and max_completion_tokens, not max_tokens. */
  @Derived((model: { capabilities?: unknown }) =>
    capabilitiesFromWire(model.capabilities).includes(ModelCapability.REASONING),
  )
  readonly hasReasoning!: boolean;
}

type Sent = Wire<ProviderModel>;

/** What a gateway from before them leaves out. */
type Later =
  | "capabilities"
  | "tokenCachedInPricePerMillionTokens"
  | "maxOutputTokens"
  | "pricesReadOn"
  | "pricesChecked";

/**
 * A model as the gateway sends it: hasReasoning is derived by the dashboard, never sent; a gateway from before
 * capabilities, cached prices, output limits and price dates leaves them out.
 */
export type ProviderModelRecord = Omit<Sent, "hasReasoning" | Later> & Partial<Pick<Sent, Later>>;
