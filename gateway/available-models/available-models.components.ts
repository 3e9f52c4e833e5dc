import { MODEL_CAPABILITIES } from "../../core/available-models/model-capability.ts";
import {
  component,
  decimal,
  integer,
  listOf,
  oneOf,
  orNull,
  record,
  ref,
  text,
  yesNo,
} from "../api-document/schema-words.ts";

export const PROVIDER = component(
  "Provider",
  record(
    {
      id: text(),
      name: text(),
      logo: orNull(text()),
      baseUrl: text(),
      websiteUrl: orNull(text()),
    },
    { description: "A company whose models the gateway routes to." },
  ),
);

export const PROVIDER_MODEL = component(
  "ProviderModel",
  record(
    {
      id: text(),
      nameInProvider: text("The provider's own name for the model."),
      systemComplexity: orNull(text()),
      systemName: text("The gateway's name for the model: what POST /chat/completions takes as `model`."),
      tokenInPricePerMillionTokens: decimal("US dollars per million prompt tokens."),
      tokenOutPricePerMilionTokens: decimal("US dollars per million completion tokens (spelled as sent)."),
      provider: orNull(ref("Provider")),
      active: yesNo(),
      developer: orNull(text()),
      contextWindow: orNull(integer("Tokens.")),
      capabilities: listOf(
        oneOf(MODEL_CAPABILITIES),
        "What the model can do, as the catalogue declares it; hasReasoning is read from `reasoning`.",
      ),
      tokenCachedInPricePerMillionTokens: orNull(
        decimal("US dollars per million prompt tokens read from the provider's cache; null: none published."),
      ),
      maxOutputTokens: orNull(integer("The most tokens one answer may have, when known.")),
      pricesReadOn: orNull({
        type: "string",
        format: "date",
        description:
          "The day the prices were read at their source, YYYY-MM-DD (the catalogue's prices.readOn).",
      }),
      pricesChecked: yesNo(
        "False when the prices could not be checked at their source that day (the catalogue's prices.checked).",
      ),
    },
    { description: "A model the gateway offers." },
  ),
);

export const PROVIDER_MODEL_EXAMPLE = {
  id: "model-gpt-4o-mini",
  nameInProvider: "gpt-4o-mini",
  systemComplexity: "low",
  systemName: "gpt-4o-mini",
  tokenInPricePerMillionTokens: 0.15,
  tokenOutPricePerMilionTokens: 0.6,
  provider: {
    id: "prov-openai",
    name: "OpenAI",
    logo: "https://cdn.meridian.example/logos/openai.svg",
    baseUrl: "https://api.openai.com/v1",
    websiteUrl: "https://openai.com",
  },
  active: true,
  developer: "OpenAI",
  contextWindow: 128000,
  capabilities: ["chat", "tools", "vision", "structured-output"],
  tokenCachedInPricePerMillionTokens: 0.075,
  maxOutputTokens: 16384,
  pricesReadOn: "2026-12-06",
  pricesChecked: false,
};
