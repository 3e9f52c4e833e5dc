import { Tag } from "@blueprintjs/core";
import { Chat, Code, EyeOpen, Layers, Lightbulb, Wrench } from "@blueprintjs/icons";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { ModelCapability } from "../../core/available-models/model-capability.ts";

const ICONS: Readonly<Record<ModelCapability, ReactElement>> = {
  [ModelCapability.CHAT]: <Chat />,
  [ModelCapability.TOOLS]: <Wrench />,
  [ModelCapability.VISION]: <EyeOpen />,
  [ModelCapability.STRUCTURED_OUTPUT]: <Code />,
  [ModelCapability.REASONING]: <Lightbulb />,
  [ModelCapability.EMBEDDINGS]: <Layers />,
};

/** Keys of the translated names: i18next reads a hyphen in a key as is, but camel case matches the other keys. */
const NAME_KEYS = {
  [ModelCapability.CHAT]: "chat",
  [ModelCapability.TOOLS]: "tools",
  [ModelCapability.VISION]: "vision",
  [ModelCapability.STRUCTURED_OUTPUT]: "structuredOutput",
  [ModelCapability.REASONING]: "reasoning",
  [ModelCapability.EMBEDDINGS]: "embeddings",
} as const satisfies Record<ModelCapability, string>;

/**
 * What a model can do, as a list of small tags, each its icon and translated name (the icon is decoration: the
 * name is the text screen readers read). Reasoning stands out, as the playground treats such models apart.
 */
export function ModelCapabilityTags({
  capabilities,
  label,
}: {
  readonly capabilities: readonly ModelCapability[];
  /** What the list is, for screen readers (e.g. "Capabilities of gpt-4o"). */
  readonly label: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="app-capability-tags" aria-label={label}>
      {capabilities.map((capability) => (
        <li key={capability} data-capability={capability}>
          <Tag
            minimal
            intent={capability === ModelCapability.REASONING ? "primary" : "none"}
            icon={ICONS[capability]}
          >
            {t(`availableModels.capabilities.${NAME_KEYS[capability]}`)}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
