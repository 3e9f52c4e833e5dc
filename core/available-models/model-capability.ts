/**
 * What a model can do, as the catalogue declares it (gateway/available-models/catalogue.schema.json). The same
 * names travel in GET /providers/models' `capabilities`, so the dashboard and the gateway judge alike.
 */
export const ModelCapability = {
  CHAT: "chat",
  TOOLS: "tools",
  VISION: "vision",
  STRUCTURED_OUTPUT: "structured-output",
  REASONING: "reasoning",
  EMBEDDINGS: "embeddings",
} as const;

export type ModelCapability = (typeof ModelCapability)[keyof typeof ModelCapability];

export const MODEL_CAPABILITIES: readonly ModelCapability[] = Object.values(ModelCapability);

/** What a chat request uses that not every model can serve. */
export interface RequestNeeds {
  /** Function tools offered to the model. */
  readonly tools: boolean;
  /** Images in the messages. */
  readonly images: boolean;
  /** A JSON schema (or JSON mode) the answer must follow. */
  readonly structuredOutput: boolean;
}

/** The capabilities a request with these needs asks of its model, beyond chat itself. */
export function capabilitiesNeeded(needs: RequestNeeds): ModelCapability[] {
  return [
    ...(needs.tools ? [ModelCapability.TOOLS] : []),
    ...(needs.images ? [ModelCapability.VISION] : []),
    ...(needs.structuredOutput ? [ModelCapability.STRUCTURED_OUTPUT] : []),
  ];
}

/** The capabilities a model lacks for a request (none: it can serve it). */
export function missingCapabilities(
  has: readonly ModelCapability[],
  needed: readonly ModelCapability[],
): ModelCapability[] {
  return needed.filter((capability) => !has.includes(capability));
}

/**
 * A model's capabilities as GET /providers/models sends them. A gateway from before capabilities sends none: its
 * models were chat models, so they count as chat. Names this dashboard does not know are left out.
 */
export function capabilitiesFromWire(sent: unknown): ModelCapability[] {
  if (!Array.isArray(sent)) return [ModelCapability.CHAT];
  return MODEL_CAPABILITIES.filter((capability) => sent.includes(capability));
}
