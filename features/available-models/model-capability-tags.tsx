import { Tag } from "@blueprintjs/core";
import { ModelCapability } from "../../core/available-models/model-capability.ts";
import { CAPABILITY_ICONS, useCapabilityNames } from "./capability-names.tsx";

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
  const names = useCapabilityNames();
  return (
    <ul className="app-capability-tags" aria-label={label}>
      {capabilities.map((capability) => {
        const { name, hint } = names(capability);
        return (
          <li key={capability} data-testid="model-capability-tag" data-capability={capability}>
            <Tag
              minimal
              intent={capability === ModelCapability.REASONING ? "primary" : "none"}
              icon={CAPABILITY_ICONS[capability]}
              htmlTitle={hint}
            >
              {name}
            </Tag>
          </li>
        );
      })}
    </ul>
  );
}
