import { Chat, Code, EyeOpen, Layers, Lightbulb, Wrench } from "@blueprintjs/icons";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { ModelCapability } from "../../core/available-models/model-capability.ts";

/** One icon a capability, the same in the rows and in the filter, so one teaches the other. */
export const CAPABILITY_ICONS: Readonly<Record<ModelCapability, ReactElement>> = {
  [ModelCapability.CHAT]: <Chat />,
  [ModelCapability.TOOLS]: <Wrench />,
  [ModelCapability.VISION]: <EyeOpen />,
  [ModelCapability.STRUCTURED_OUTPUT]: <Code />,
  [ModelCapability.REASONING]: <Lightbulb />,
  [ModelCapability.EMBEDDINGS]: <Layers />,
};

// Camel case keys, as elsewhere in the packs. Structured output is shown as "JSON": short enough for a tag, and
// the word people look for; its full name stays for the hint.
const SHORT_NAME_KEYS = {
  [ModelCapability.CHAT]: "chat",
  [ModelCapability.TOOLS]: "tools",
  [ModelCapability.VISION]: "vision",
  [ModelCapability.STRUCTURED_OUTPUT]: "json",
  [ModelCapability.REASONING]: "reasoning",
  [ModelCapability.EMBEDDINGS]: "embeddings",
} as const satisfies Record<ModelCapability, string>;

const FULL_NAME_KEYS = {
  ...SHORT_NAME_KEYS,
  [ModelCapability.STRUCTURED_OUTPUT]: "structuredOutput",
} as const satisfies Record<ModelCapability, string>;

/** A capability's translated name as tags and filters show it, and its full name when that says more. */
export function useCapabilityNames(): (capability: ModelCapability) => { name: string; hint?: string } {
  const { t } = useTranslation();
  return (capability) => {
    const name = t(`availableModels.capabilities.${SHORT_NAME_KEYS[capability]}`);
    const full = t(`availableModels.capabilities.${FULL_NAME_KEYS[capability]}`);
    return full === name ? { name } : { name, hint: full };
  };
}
